/**
 * Low finding: a NUL byte in a text field, an integer over its column's range, a huge `limit`, JSON nested
 * thousands deep and years like −271821 all gave 500. Each now answers 400 with a readable message and writes
 * nothing; every text field has a length cap, dates must be real dates ('2030-02-30' is refused, not rolled
 * over) and a promo code's expiry may not be in the past.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG, startAreaServer, type Answer, type AreaServer, type Parts } from '../areaFixture';

let server: AreaServer;
let gold: string;
let eventUuid: string;

const packageForm = (overrides: Parts = {}): Parts => ({
  name: 'Starter',
  annualCost: '0',
  benefits: 'Events',
  numberOfHealthHeroSessions: '0',
  numberOfWellnessSupportGroups: '2',
  colour: '#00aa55',
  image: { name: 'starter.png', content: PNG },
  ...overrides,
});

const promoCode = (overrides: Record<string, unknown> = {}) => ({
  eventUuid,
  membershipUuid: gold,
  name: 'SPRING',
  discountAmount: 20,
  quantity: 50,
  expiryDate: '2099-01-01T00:00:00.000Z',
  description: 'Spring offer',
  ...overrides,
});

/** A 400 whose text (E-wrapper `error` or S-wrapper `data`) matches `text`. */
function expectReadable400(answer: Answer, text: RegExp) {
  expect(answer.statusCode, answer.text.slice(0, 300)).toBe(400);
  const message = answer.body.error ?? answer.body.data;
  expect(typeof message).toBe('string');
  expect(message).toMatch(text);
}

beforeAll(async () => {
  server = await startAreaServer();
  gold = await server.insertPackage('Gold');
  const event = await server.upload('POST', '/admin/event/create', {
    name: 'Promo Event',
    description: 'd',
    price: '25',
    startTime: '2099-01-01T10:00:00Z',
    endTime: '2099-01-01T11:00:00Z',
    eventMode: 'on-site',
    eventLink: 'Hall',
    eventCategory: 'Diet',
    membershipPackage: gold,
    image: { name: 'e.png', content: PNG },
  });
  eventUuid = (event.body.data as { uuid: string }).uuid;
});
afterAll(() => server.close());

describe('bad input answers 400 with a readable message, not 500', () => {
  it('refuses a NUL byte in a JSON field, a multipart field and a query parameter', async () => {
    const before = await server.count('faqs');
    expectReadable400(
      await server.call('POST', '/admin/faqs/create', { question: 'Why\u0000?', answer: 'x' }),
      /"question".*NUL/,
    );
    expect(await server.count('faqs')).toBe(before);
    expectReadable400(
      await server.upload('POST', '/admin/package/create', packageForm({ name: 'Gold\u0000' })),
      /"name".*NUL/,
    );
    expectReadable400(
      await server.call('GET', '/admin/members/list?page=1&limit=10&search=a%00b'),
      /"search".*NUL/,
    );
  });

  it('refuses numbers over their field bound (shared/fieldRules.ts)', async () => {
    expectReadable400(
      await server.upload(
        'POST',
        '/admin/package/create',
        packageForm({ numberOfHealthHeroSessions: '99999999999' }),
      ),
      /"numberOfHealthHeroSessions" must be less than or equal to 1000/,
    );
    expectReadable400(
      await server.call('POST', '/admin/event/voucher/create', promoCode({ quantity: 1e12 })),
      /"quantity" must be less than or equal to 1000000/,
    );
    expect(await server.count('promo_codes')).toBe(0);
  });

  it('refuses a huge page size', async () => {
    for (const url of ['/admin/package/list', '/admin/members/list']) {
      expectReadable400(
        await server.call('GET', `${url}?page=1&limit=99999999999999999999`),
        /"limit" must be at most 100000/,
      );
    }
    // A large page number past the end is still just an empty page.
    const far = await server.call('GET', '/admin/package/list?page=99999999999999999999&limit=10');
    expect(far.statusCode).toBe(200);
  });

  it('refuses JSON nested thousands deep', async () => {
    const deep = `{"question":${'['.repeat(5000)}${']'.repeat(5000)},"answer":"x"}`;
    const answer = await server.app.inject({
      method: 'POST',
      url: '/v1/admin/faqs/create',
      headers: {
        authorization: `Bearer ${await server.ctx.tokens.sign({ id: (await adminUuid()) as string })}`,
        'content-type': 'application/json',
      },
      payload: deep,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ status: 400, error: expect.stringMatching(/nested too deeply/) });
  });

  it('refuses years out of range and dates that do not exist', async () => {
    for (const expiryDate of ['-271821-04-20', '+275760-09-13T00:00:00.000Z', '0001-01-01']) {
      expectReadable400(
        await server.call('POST', '/admin/event/voucher/create', promoCode({ expiryDate })),
        /"expiryDate" must be a date between the years 1900 and 9999/,
      );
    }
    for (const expiryDate of ['2030-02-30', '2031-02-29', '2030-04-31T10:00:00Z', '2030-13-01', 'soon']) {
      expectReadable400(
        await server.call('POST', '/admin/event/voucher/create', promoCode({ expiryDate })),
        /"expiryDate" must be a valid date/,
      );
    }
    expectReadable400(
      await server.upload('POST', '/admin/event/create', {
        name: 'Far Event',
        description: 'd',
        price: '25',
        startTime: '-271821-04-20T10:00:00Z',
        endTime: '2099-01-01T11:00:00Z',
        eventMode: 'on-site',
        eventLink: 'Hall',
        eventCategory: 'Diet',
        membershipPackage: gold,
        image: { name: 'e.png', content: PNG },
      }),
      /"startTime" must be a date between the years 1900 and 9999/,
    );
    expect(await server.count('promo_codes')).toBe(0);
    // A real leap day is a date.
    const leap = await server.call(
      'POST',
      '/admin/event/voucher/create',
      promoCode({ name: 'LEAP', expiryDate: '2032-02-29' }),
    );
    expect(leap.body).toMatchObject({ status: 200 });
  });

  it("refuses a promo code's expiry in the past", async () => {
    expectReadable400(
      await server.call(
        'POST',
        '/admin/event/voucher/create',
        promoCode({ name: 'OLD', expiryDate: '2020-01-01' }),
      ),
      /"expiryDate" cannot be in the past/,
    );
  });

  it('caps the length of every text field', async () => {
    const long = 'x'.repeat(20_001);
    expectReadable400(
      await server.call('POST', '/admin/faqs/create', { question: long, answer: 'x' }),
      /"question" length must be less than or equal to 1000 characters long/,
    );
    expectReadable400(
      await server.upload('POST', '/admin/package/create', packageForm({ benefits: long })),
      /"benefits" may be at most 20000 characters long/,
    );
    expectReadable400(
      await server.call('GET', `/admin/members/list?page=1&limit=10&search=${long}`),
      /"search" may be at most 20000 characters long/,
    );
    expect(await server.count('faqs')).toBe(0);
  });
});

const adminUuid = async () => (await server.db.query<{ uuid: string }>('SELECT uuid FROM admins'))[0]?.uuid;
