import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPresenceClient } from '../../src/api/presence';

/** The presence calls a client makes against a server answering with `answer(body)`. */
function serverAnswering(answer: (body: Record<string, unknown>) => Response) {
  const calls: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      calls.push(body);
      return answer(body);
    }),
  );
  return calls;
}

const viewers = Response.json({ status: 200, message: 'Success', data: { viewers: [] } });
/** What an instance from before the numbering (migration 027) answers to `seq`. */
const seqNotAllowed = () =>
  Response.json({ status: 400, message: 'Error!', error: '"seq" is not allowed' }, { status: 400 });

const client = () => createPresenceClient({ apiUrl: 'http://api/v1', getToken: () => 'token-1' }, 'tab-1');

afterEach(() => vi.unstubAllGlobals());

describe('the presence client', () => {
  it('numbers its calls', async () => {
    const calls = serverAnswering(() => viewers.clone());
    const presence = client();
    await presence.announce('faqs', 'f-1');
    await presence.leave();
    expect(calls).toEqual([
      { resource: 'faqs', recordId: 'f-1', tab: 'tab-1', seq: 1 },
      { tab: 'tab-1', seq: 2 },
    ]);
  });

  it('sends a call again without its number to an instance older than the numbering (a deploy rolling out)', async () => {
    let oldInstance = true;
    const calls = serverAnswering((body) =>
      'seq' in body && oldInstance ? seqNotAllowed() : viewers.clone(),
    );
    const presence = client();
    await expect(presence.announce('faqs', 'f-1')).resolves.toEqual([]);
    // The deploy done, the next call is numbered and taken.
    oldInstance = false;
    await presence.leave();
    expect(calls).toEqual([
      { resource: 'faqs', recordId: 'f-1', tab: 'tab-1', seq: 1 },
      { resource: 'faqs', recordId: 'f-1', tab: 'tab-1' },
      { tab: 'tab-1', seq: 2 },
    ]);
  });

  it('sends nothing again after any other refusal, even one naming the number', async () => {
    const calls = serverAnswering(() =>
      Response.json(
        { status: 400, message: 'Error!', error: '"seq" must be at most 9007199254740991' },
        { status: 400 },
      ),
    );
    const presence = client();
    await expect(presence.announce('faqs', 'f-1')).rejects.toMatchObject({ status: 400 });
    await expect(presence.leave()).rejects.toMatchObject({ status: 400 });
    expect(calls.map((body) => body.seq)).toEqual([1, 2]);
  });
});
