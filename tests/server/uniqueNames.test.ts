import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JPG, PNG, startAreaServer, type AreaServer, type Parts } from './areaFixture';
import { migrationSteps } from './migrationSteps';

/** Names that identify a record are refused when taken, whatever their case (issue 24; migration 021). */

let server: AreaServer;
let gold: string;
let eventUuid: string;

const image = { name: 'cover.png', content: PNG };

/** The refusal's text, from either failure wrapper (E-wrapper `error`, S-wrapper/400 `data`). */
const refusal = (answer: { statusCode: number; body: { error?: unknown; data?: unknown } }) => {
  expect(answer.statusCode).toBe(400);
  return answer.body.error ?? answer.body.data;
};

const eventForm = (name: string): Parts => ({
  name,
  description: 'A talk',
  price: '10',
  startTime: '2099-01-01T10:00:00Z',
  endTime: '2099-01-01T11:00:00Z',
  eventMode: 'on-site',
  eventLink: 'Town Hall',
  eventCategory: 'Diet',
  membershipPackage: gold,
  image,
});

beforeAll(async () => {
  server = await startAreaServer();
  gold = await server.insertPackage('Gold');
  const event = await server.upload('POST', '/admin/event/create', eventForm('Heart Day'));
  eventUuid = (event.body.data as { uuid: string }).uuid;
});
afterAll(() => server.close());

describe('speakers (D9, D10)', () => {
  const speaker = (name: string, event = eventUuid): Parts => ({
    eventUuid: event,
    name,
    designation: 'Coach',
    description: 'Yoga',
    linkedInProfile: '',
    image: { name: 'ann.jpg', content: JPG },
  });
  const speakerNames = async (event = eventUuid) =>
    (
      (await server.call('POST', '/admin/event/view', { uuid: event })).body.data as {
        speakers: { name: string }[];
      }
    ).speakers.map((s) => s.name);

  it("refuses a name the event's speakers already use, so deleting one never deletes two", async () => {
    expect((await server.upload('POST', '/admin/event/speaker/create', speaker('Ann Lee'))).statusCode).toBe(
      200,
    );
    expect((await server.upload('POST', '/admin/event/speaker/create', speaker('Bob Ray'))).statusCode).toBe(
      200,
    );
    for (const same of ['Ann Lee', 'ann lee', 'ANN LEE']) {
      expect(refusal(await server.upload('POST', '/admin/event/speaker/create', speaker(same)))).toBe(
        `This event already has a speaker named "${same}".`,
      );
    }
    expect(await speakerNames()).toEqual(['Ann Lee', 'Bob Ray']);
    await server.call('DELETE', '/admin/event/speaker/delete', { eventUuid, name: 'Ann Lee' });
    expect(await speakerNames()).toEqual(['Bob Ray']);
  });

  it('lets another event have a speaker of the same name', async () => {
    const other = await server.upload('POST', '/admin/event/create', eventForm('Diet Day'));
    const otherUuid = (other.body.data as { uuid: string }).uuid;
    const answer = await server.upload('POST', '/admin/event/speaker/create', speaker('Bob Ray', otherUuid));
    expect(answer.statusCode).toBe(200);
    expect(await speakerNames(otherUuid)).toEqual(['Bob Ray']);
  });
});

describe('names differing only in case', () => {
  it('events', async () => {
    expect(refusal(await server.upload('POST', '/admin/event/create', eventForm('heart day')))).toBe(
      'An event named "heart day" already exists.',
    );
  });

  it('support groups, on create and on rename', async () => {
    const group = (name: string): Parts => ({
      name,
      description: 'Weekly talks',
      numberOfMembers: '5',
      membershipPackage: gold,
      country: 'India',
      groupCategory: 'Heart Health',
    });
    const created = await server.upload('POST', '/admin/supportGroup/create', group('Heart Warriors'));
    expect(created.statusCode).toBe(200);
    expect(refusal(await server.upload('POST', '/admin/supportGroup/create', group('heart warriors')))).toBe(
      'A group named "heart warriors" already exists.',
    );
    const other = await server.upload('POST', '/admin/supportGroup/create', group('Sugar Smart'));
    const otherUuid = (other.body.data as { uuid: string }).uuid;
    const rename = await server.upload('PATCH', '/admin/supportGroup/update', {
      uuid: otherUuid,
      name: 'HEART WARRIORS',
    });
    expect(refusal(rename)).toBe('A group named "HEART WARRIORS" already exists.');
    // A group keeps its own name in another case.
    const own = await server.upload('PATCH', '/admin/supportGroup/update', {
      uuid: otherUuid,
      name: 'sugar smart',
    });
    expect(own.statusCode).toBe(200);
  });

  it('packages', async () => {
    const pkg = (name: string): Parts => ({
      name,
      annualCost: '10',
      monthlyCost: '',
      benefits: 'Events',
      numberOfHealthHeroSessions: '0',
      numberOfWellnessSupportGroups: '0',
      colour: '#00aa55',
      image,
    });
    expect(refusal(await server.upload('POST', '/admin/package/create', pkg('GOLD')))).toBe(
      'A package named "GOLD" already exists.',
    );
    const silver = await server.upload('POST', '/admin/package/create', pkg('Silver'));
    const silverUuid = (silver.body.data as { uuid: string }).uuid;
    expect(
      refusal(await server.upload('PATCH', '/admin/package/update', { uuid: silverUuid, name: 'gold' })),
    ).toBe('A package named "gold" already exists.');
  });

  it('vouchers by code', async () => {
    const voucher = (voucherCode: string): Parts => ({
      name: 'Spa Day',
      companyName: 'Calm Spa',
      membershipPackage: gold,
      description: 'A day at the spa',
      discountType: '%',
      discount: '15',
      expiryDate: '2099-12-31T00:00:00.000Z',
      voucherCode,
      numberOfVouchers: '10',
      termsAndConditions: 'One per member',
    });
    expect((await server.upload('POST', '/admin/voucher/create', voucher('SPA10'))).statusCode).toBe(200);
    expect(refusal(await server.upload('POST', '/admin/voucher/create', voucher('spa10')))).toBe(
      'A voucher with the code "spa10" already exists.',
    );
  });

  it("promo codes within an event, with the backend's text", async () => {
    const code = (name: string) => ({
      eventUuid,
      membershipUuid: gold,
      name,
      discountAmount: 20,
      quantity: 5,
      expiryDate: '2099-01-01T00:00:00.000Z',
      description: 'Offer',
    });
    expect((await server.call('POST', '/admin/event/voucher/create', code('SPRING'))).statusCode).toBe(200);
    const again = await server.call('POST', '/admin/event/voucher/create', code('spring'));
    expect(again.statusCode).toBe(400);
    expect(again.body).toMatchObject({ status: 400, data: 'Coupon with same name already exists.' });
  });
});

describe('business partners', () => {
  const partner = (name: string, n: number): Parts => ({
    name,
    description: 'Organic food',
    link: 'https://green.example',
    type: '0',
    expiryDate: '2099-01-31T00:00:00.000Z',
    emailId: `hello${n}@green.example`,
    countryCode: '91',
    phoneNumber: `98765432${n}0`,
    logo: image,
  });

  it('refuses a business name already used, in any case, on create and on rename', async () => {
    expect(
      (await server.upload('POST', '/admin/business/create', partner('Green Grocer', 1))).statusCode,
    ).toBe(201);
    for (const same of ['Green Grocer', 'green grocer']) {
      expect(refusal(await server.upload('POST', '/admin/business/create', partner(same, 2)))).toBe(
        `A business partner named "${same}" already exists.`,
      );
    }
    const other = await server.upload('POST', '/admin/business/create', partner('Blue Bakery', 3));
    const otherUuid = (other.body.data as { uuid: string }).uuid;
    const rename = await server.upload('PATCH', '/admin/business/update', {
      uuid: otherUuid,
      name: 'GREEN GROCER',
    });
    expect(refusal(rename)).toBe('A business partner named "GREEN GROCER" already exists.');
    expect(await server.count('business_partners')).toBe(2);
  });
});

describe('migration 021 on a database that already holds clashing names', () => {
  it('keeps the first name and gives the others their short id, then holds the rule', async () => {
    const steps = await migrationSteps();
    const { db } = steps;
    try {
      await steps.upTo('021');
      const first = randomUUID();
      const second = randomUUID();
      await db.query(
        `INSERT INTO business_partners (uuid, name, description, link, type, expiry_date, email_id, country_code,
           phone_number, created_at)
         VALUES ($1, 'Sunrise Yoga', 'd', 'https://a.example', 0, now(), 'a@x.example', '91', '1234567', now() - interval '1 day'),
                ($2, 'SUNRISE YOGA', 'd', 'https://b.example', 0, now(), 'b@x.example', '91', '7654321', now())`,
        [first, second],
      );
      await db.query(
        `INSERT INTO events (uuid, name, description, price, start_time, end_time, duration, event_mode,
           event_category, membership_package)
         VALUES ($1, 'Day', 'd', 0, now(), now(), 0, 'online', 'Diet', 'p')`,
        [first],
      );
      await db.query(
        `INSERT INTO event_speakers (event_uuid, name, designation, description, image)
         VALUES ($1, 'Ann', 'x', 'y', 'i.png'), ($1, 'Ann', 'x', 'y', 'i.png')`,
        [first],
      );
      await steps.apply('021');
      const partners = await db.query<{ uuid: string; name: string }>(
        'SELECT uuid, name FROM business_partners ORDER BY created_at',
      );
      expect(partners).toEqual([
        { uuid: first, name: 'Sunrise Yoga' },
        { uuid: second, name: `SUNRISE YOGA (${second.slice(0, 8)})` },
      ]);
      const speakers = await db.query<{ name: string }>('SELECT name FROM event_speakers ORDER BY id');
      expect(speakers.map((s) => s.name)).toEqual(['Ann', expect.stringMatching(/^Ann \(\d+\)$/)]);
      await expect(
        db.query(
          `INSERT INTO business_partners (uuid, name, description, link, type, expiry_date, email_id, country_code,
             phone_number) VALUES ($1, 'sunrise yoga', 'd', 'https://c.example', 0, now(), 'c@x.example', '91', '1')`,
          [randomUUID()],
        ),
      ).rejects.toMatchObject({ code: '23505' });
    } finally {
      await steps.close();
    }
  });
});
