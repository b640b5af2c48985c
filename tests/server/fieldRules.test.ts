/**
 * Issue 24: every number has the upper bound a person would expect and whole numbers are whole, every text is
 * bounded, and a link needs a real host: the server refuses what shared/fieldRules.ts refuses (the forms read the
 * same rules), with a 400 naming the field, and stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUMBER_RULES, TEXT_LIMITS } from '../../shared/fieldRules';
import { PNG, startAreaServer, type AreaServer, type Parts } from './areaFixture';

let server: AreaServer;
let gold: string;
let member: string;

const image = { name: 'cover.png', content: PNG };

const forms: Record<string, { url: string; table: string; parts: () => Parts }> = {
  package: {
    url: '/admin/package/create',
    table: 'packages',
    parts: () => ({ name: 'Bounded', annualCost: '99', benefits: 'Talks', colour: '#00aa55', image }),
  },
  event: {
    url: '/admin/event/create',
    table: 'events',
    parts: () => ({
      name: 'Bounded Event',
      description: 'd',
      price: '25',
      startTime: '2099-01-01T10:00:00Z',
      endTime: '2099-01-01T11:00:00Z',
      eventMode: 'on-site',
      eventLink: 'Hall',
      eventCategory: 'Diet',
      membershipPackage: gold,
      image,
    }),
  },
  hero: {
    url: '/admin/healthHero/create',
    table: 'health_heroes',
    parts: () => ({
      userUuid: member,
      ageBracket: 'Senior',
      category: 'Combat',
      experience: 'Ten years',
      diseaseType: 'Cancer',
      areaOfMentoring: 'Diet',
      preferrableDays: 'Monday',
      mentoringChannel: 'online',
      numberOfHours: '4',
      membershipPackage: gold,
    }),
  },
  group: {
    url: '/admin/supportGroup/create',
    table: 'support_groups',
    parts: () => ({
      name: 'Bounded Circle',
      description: 'Weekly talks',
      numberOfMembers: '20',
      membershipPackage: gold,
      country: 'India',
      groupCategory: 'Heart Health',
    }),
  },
  voucher: {
    url: '/admin/voucher/create',
    table: 'vouchers',
    parts: () => ({
      name: 'Spa day',
      companyName: 'Spa Co',
      membershipPackage: gold,
      description: 'A day at the spa',
      discountType: '%',
      discount: '10',
      expiryDate: '2099-01-01T00:00:00Z',
      voucherCode: 'SPA10',
      numberOfVouchers: '100',
      termsAndConditions: 'Once',
    }),
  },
  partner: {
    url: '/admin/business/create',
    table: 'business_partners',
    parts: () => ({
      name: 'Green Grocer',
      description: 'Organic food',
      link: 'https://green.example',
      type: '0',
      expiryDate: '2099-01-31T00:00:00.000Z',
      emailId: 'hello@green.example',
      countryCode: '91',
      phoneNumber: '9876543210',
      logo: image,
    }),
  },
};

const long = (length: number) => 'x'.repeat(length);

/** [form, field, value, the refusal] */
const REFUSED: [string, string, string, RegExp][] = [
  ['package', 'annualCost', '1e20', /"annualCost" must be less than or equal to 1000000/],
  ['package', 'monthlyCost', '1000001', /"monthlyCost" must be less than or equal to 1000000/],
  [
    'package',
    'numberOfHealthHeroSessions',
    '1001',
    /"numberOfHealthHeroSessions" must be less than or equal to 1000/,
  ],
  ['package', 'numberOfWellnessSupportGroups', '2.5', /"numberOfWellnessSupportGroups" must be an integer/],
  ['package', 'name', long(TEXT_LIMITS.short + 1), /"name" length must be less than or equal to 100/],
  ['event', 'price', '1e9', /"price" must be less than or equal to 1000000/],
  ['event', 'name', long(5_000), /"name" length must be less than or equal to 200/],
  [
    'event',
    'description',
    long(TEXT_LIMITS.long + 1),
    /"description" length must be less than or equal to 5000/,
  ],
  ['event', 'registrationLink', 'https://ex ample.com', /"registrationLink" must be a valid URL/],
  ['hero', 'numberOfHours', '1e9', /"numberOfHours" must be less than or equal to 10000/],
  [
    'hero',
    'diseaseType',
    long(TEXT_LIMITS.short + 1),
    /"diseaseType\[0\]" length must be less than or equal/,
  ],
  ['group', 'numberOfMembers', '1.5', /"numberOfMembers" must be an integer/],
  ['group', 'numberOfMembers', '10001', /"numberOfMembers" must be less than or equal to 10000/],
  ['group', 'name', long(TEXT_LIMITS.name + 1), /"name" length must be less than or equal to 200/],
  ['voucher', 'discount', '-0.5', /"discount" must be greater than or equal to 0/],
  ['voucher', 'discount', '100.5', /"discount" must be less than or equal to 100/],
  ['voucher', 'numberOfVouchers', '2.5', /"numberOfVouchers" must be an integer/],
  ['voucher', 'numberOfVouchers', '1000001', /"numberOfVouchers" must be less than or equal to 1000000/],
  [
    'voucher',
    'voucherCode',
    long(TEXT_LIMITS.code + 1),
    /"voucherCode" length must be less than or equal to 50/,
  ],
  ['partner', 'link', 'https://ex ample.com', /"link" must be a valid URL, including scheme/],
  ['partner', 'link', 'https://ex%20ample.com', /"link" must be a valid URL, including scheme/],
];

beforeAll(async () => {
  server = await startAreaServer();
  gold = await server.insertPackage('Gold');
  member = await server.insertMember('Maya Patel');
});
afterAll(() => server.close());

describe('field rules (shared/fieldRules.ts) on the server', () => {
  it.each(
    REFUSED.map(
      ([form, field, value, refusal]) => [form, field, value.slice(0, 24), value, refusal] as const,
    ),
  )('%s: refuses %s = %s', async (form, field, _shown, value, refusal) => {
    const { url, table, parts } = forms[form] as (typeof forms)[string];
    const before = await server.count(table);
    const answer = await server.upload('POST', url, { ...parts(), [field]: value });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.error ?? answer.body.data).toMatch(refusal);
    expect(await server.count(table)).toBe(before);
  });

  it('takes every form at its bounds', async () => {
    const atBounds: [string, Parts][] = [
      ['package', { annualCost: String(NUMBER_RULES.money.max), numberOfHealthHeroSessions: '1000' }],
      ['event', { price: '1000000', name: long(TEXT_LIMITS.name) }],
      ['hero', { numberOfHours: '10000' }],
      ['group', { numberOfMembers: '10000' }],
      ['voucher', { discount: '100', numberOfVouchers: '1000000' }],
      ['partner', { link: 'https://green-grocer.example:8443/store?x=1' }],
    ];
    for (const [form, values] of atBounds) {
      const { url, parts } = forms[form] as (typeof forms)[string];
      const answer = await server.upload('POST', url, { ...parts(), ...values });
      expect(`${form} ${answer.statusCode} ${answer.text.slice(0, 200)}`).toMatch(
        new RegExp(`^${form} 20[01] `),
      );
    }
  });
});
