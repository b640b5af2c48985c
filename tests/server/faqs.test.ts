import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFaqs } from '../../server/src/modules/faqs/seed';
import { startAreaServer, type AreaServer } from './areaFixture';

let server: AreaServer;

beforeAll(async () => {
  server = await startAreaServer();
});
afterAll(() => server.close());

describe('FAQs (L1–L3)', () => {
  it('answers an empty collection as a bare empty array', async () => {
    expect((await server.call('GET', '/admin/faqs/list')).body).toMatchObject({ status: 200, data: [] });
  });

  it('creates, lists in creation order (inactive included) and updates', async () => {
    const first = await server.call('POST', '/admin/faqs/create', {
      question: 'Q1?',
      answer: 'A1',
      extra: 'ignored',
    });
    expect(first.body.data).toMatchObject({ question: 'Q1?', answer: 'A1', isActive: true });
    expect(first.body.data).not.toHaveProperty('extra');
    const second = await server.call('POST', '/admin/faqs/create', { question: 'Q2?', answer: 'A2' });
    const uuid = (second.body.data as { uuid: string }).uuid;

    const off = await server.call('PATCH', '/admin/faqs/update', { uuid, isActive: false });
    expect(off.body.data).toMatchObject({ uuid, isActive: false, question: 'Q2?' });
    const edited = await server.call('PATCH', '/admin/faqs/update', {
      uuid,
      question: 'Q2 edited?',
      answer: 'A2e',
    });
    expect(edited.body.data).toMatchObject({ question: 'Q2 edited?', answer: 'A2e', isActive: false });

    const list = await server.call('GET', '/admin/faqs/list');
    expect(list.body.data).toMatchObject([{ question: 'Q1?' }, { question: 'Q2 edited?', isActive: false }]);
  });

  it('refuses missing or empty texts with a 400 E-wrapper and writes nothing', async () => {
    const before = await server.count('faqs');
    for (const body of [{ question: 'Q?' }, { answer: 'A' }, { question: ' ', answer: 'A' }]) {
      const answer = await server.call('POST', '/admin/faqs/create', body);
      expect(answer).toMatchObject({ statusCode: 400, body: { status: 400, error: expect.any(String) } });
    }
    expect(await server.count('faqs')).toBe(before);
    const created = await server.call('POST', '/admin/faqs/create', { question: 'Keep?', answer: 'Yes' });
    const uuid = (created.body.data as { uuid: string }).uuid;
    const emptied = await server.call('PATCH', '/admin/faqs/update', { uuid, question: '' });
    expect(emptied.statusCode).toBe(400);
    const badToggle = await server.call('PATCH', '/admin/faqs/update', { uuid, isActive: 'sometimes' });
    expect(badToggle.statusCode).toBe(400);
  });

  it('answers 404 for an unknown uuid (the backend answers 200 with data: null) and 401 without a token', async () => {
    const unknown = await server.call('PATCH', '/admin/faqs/update', { uuid: 'missing', question: 'x' });
    expect(unknown).toMatchObject({ statusCode: 404, body: { status: 404, error: expect.any(String) } });
    const anonymous = await server.call('GET', '/admin/faqs/list', undefined, false);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('demo data (seedFaqs)', () => {
  it('seeds the demo size, the last one inactive', async () => {
    const seeded = await startAreaServer();
    try {
      const ctx = await seeded.seedContext(0);
      await seedFaqs(ctx);
      const faqs = (await seeded.call('GET', '/admin/faqs/list')).body.data as { isActive: boolean }[];
      expect(faqs).toHaveLength(ctx.sizes.faqs);
      expect(faqs.at(-1)?.isActive).toBe(false);
    } finally {
      await seeded.close();
    }
  });
});
