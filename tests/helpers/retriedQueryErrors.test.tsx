import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

/** Each message a failing `getByText('absent')` made while `waitFor` tried it, and the error `waitFor` ended with. */
async function triesOfAnAbsentText() {
  const messages: string[] = [];
  const ended = await waitFor(
    () => {
      try {
        screen.getByText('absent');
      } catch (error) {
        messages.push((error as Error).message);
        throw error;
      }
    },
    { timeout: 200 },
  ).catch((error: Error) => error);
  return { messages, ended };
}

describe('query errors while waitFor tries again (tests/setup.ts)', () => {
  it('leaves the document out of each try, and prints it once waitFor gives up', async () => {
    render(<p>present</p>);
    const { messages, ended } = await triesOfAnAbsentText();
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((message) => message.includes('present'))).toEqual([]);
    expect(ended?.message).toMatch(/Unable to find an element with the text: absent/);
    expect(ended?.message).toContain('present');
  });

  it('prints the document when a query fails outside waitFor', () => {
    render(<p>present</p>);
    expect(() => screen.getByText('absent')).toThrow(/present/);
  });
});
