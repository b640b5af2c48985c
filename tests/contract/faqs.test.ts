import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDataProvider } from '../../src/api/types';
import { startTestServer, type TestServer, appProvider } from './harness';

const everything = { pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'ASC' as const } };

let server: TestServer;
let provider: AppDataProvider;

beforeAll(async () => {
  server = await startTestServer();
  await server.login();
  provider = appProvider(server);
});
afterAll(() => server.close());

describe('FAQs through the app dataProvider (L1–L3)', () => {
  it('lists the seeded FAQs, inactive ones included', async () => {
    const { data } = await provider.getList('faqs', everything);
    expect(data.length).toBeGreaterThan(0);
    expect(data.some((faq) => faq.isActive === false)).toBe(true);
  });

  it('creates, edits and toggles an FAQ', async () => {
    const { data: created } = await provider.create('faqs', {
      data: { question: 'Client Q?', answer: 'Client A' },
    });
    const { data: viewed } = await provider.getOne('faqs', { id: created.id });
    expect(viewed).toMatchObject({ question: 'Client Q?', isActive: true });
    await provider.update('faqs', {
      id: created.id,
      data: { ...viewed, answer: 'Edited A' },
      previousData: viewed,
    });
    await provider.toggleStatus('faqs', { id: String(created.id), value: false, previousData: viewed });
    const { data: listed } = await provider.getList('faqs', everything);
    expect(listed.find((faq) => faq.id === created.id)).toMatchObject({
      answer: 'Edited A',
      isActive: false,
    });
  });

  it('rejects an FAQ without an answer', async () => {
    await expect(
      provider.create('faqs', { data: { question: 'Only Q?', answer: '' } }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/answer/),
    });
  });
});
