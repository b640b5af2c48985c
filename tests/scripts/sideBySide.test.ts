import { afterEach, describe, expect, it, vi } from 'vitest';
import { runSideBySide } from '../../scripts/sideBySide';

const node = (script: string) => [process.execPath, '-e', script];

/** What the runner writes to stdout and stderr while `run` runs. */
async function captured<T>(run: () => Promise<T>) {
  const written: string[] = [];
  const capture = (chunk: string | Uint8Array) => (written.push(chunk.toString()), true);
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  const result = await run();
  return { result, text: written.join('') };
}

afterEach(() => vi.restoreAllMocks());

describe('runSideBySide', () => {
  it('says which commands failed by their exit codes', async () => {
    const { result } = await captured(() =>
      runSideBySide({ good: node('process.exit(0)'), bad: node('process.exit(3)') }, 'prefixed'),
    );
    expect(result).toEqual([true, false]);
  });

  it("streams every line after its command's name, the last one too when it ends without a newline", async () => {
    const { text } = await captured(() =>
      runSideBySide(
        { a: node('console.log("one"); console.error("two"); process.stdout.write("three")'), bb: node('') },
        'prefixed',
      ),
    );
    expect(text.split('\n').filter(Boolean).sort()).toEqual(['a  │ one', 'a  │ three', 'a  │ two']);
  });

  it("prints each command's output in one piece after its outcome", async () => {
    const { text } = await captured(() =>
      runSideBySide(
        {
          slow: node('console.log("a"); setTimeout(() => console.log("b"), 100)'),
          failed: node('console.log("c"); process.exit(1)'),
        },
        'buffered',
      ),
    );
    // Whichever ends first is printed first.
    expect([text, text.replace(/^(✓ slow\na\nb\n)(.*)$/s, '$2$1')]).toContain('✗ failed\nc\n✓ slow\na\nb\n');
  });
});
