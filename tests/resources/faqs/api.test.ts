import { describe, expect, it } from 'vitest';
import { API_URL, BEARER, everything, ok, recordingApi } from '../../helpers/recordingApi';

describe('faqs', () => {
  const faq = { _id: 'x', uuid: 'f1', question: 'How to join?', answer: 'Sign up.', isActive: true };

  it('lists GET /admin/faqs/list (bare array) and searches question and answer', async () => {
    const { provider, calls } = recordingApi(() =>
      ok([faq, { ...faq, uuid: 'f2', question: 'Refunds?', answer: 'Within 7 days' }]),
    );
    const { data } = await provider.getList('faqs', everything({ q: '7 days' }));
    expect(calls[0]).toMatchObject({ method: 'GET', url: `${API_URL}/admin/faqs/list` });
    expect(calls[0].headers.Authorization).toBe(BEARER);
    expect(data.map((record) => record.id)).toEqual(['f2']);
  });

  it('creates {question, answer}, updates {question, answer, uuid}, toggles {uuid, isActive} via faqs/update', async () => {
    const { provider, calls } = recordingApi(() => ok(faq));
    await provider.create('faqs', { data: { question: ' How? ', answer: 'So.', isActive: true } });
    const record = { ...faq, id: 'f1' };
    await provider.update('faqs', { id: 'f1', data: { ...record, answer: 'Now.' }, previousData: record });
    await provider.toggleStatus('faqs', { id: 'f1', value: false });
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['POST', `${API_URL}/admin/faqs/create`, { question: 'How?', answer: 'So.' }],
      ['PATCH', `${API_URL}/admin/faqs/update`, { question: 'How to join?', answer: 'Now.', uuid: 'f1' }],
      ['PATCH', `${API_URL}/admin/faqs/update`, { uuid: 'f1', isActive: false }],
    ]);
  });

  it('keeps the record when an update answers data: null (unknown uuid)', async () => {
    const { provider } = recordingApi(() => ok(null));
    const record = { ...faq, id: 'f1' };
    const { data } = await provider.update('faqs', {
      id: 'f1',
      data: { ...record, answer: 'Now.' },
      previousData: record,
    });
    expect(data).toMatchObject({ id: 'f1', answer: 'Now.' });
  });
});
