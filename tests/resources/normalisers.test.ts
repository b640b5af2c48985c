import { describe, expect, it } from 'vitest';
import { countryLabel, orderCountries } from '../../src/api/readers/countries';
import { documentTypeOf } from '../../src/resources/documents/api';
import { eventPhase, eventStatusOf, normaliseEvent } from '../../src/resources/events/api';
import { normaliseMember } from '../../src/resources/members/api';
import { joinName, splitName } from '../../src/api/readers/names';
import { normalisePackage } from '../../src/resources/packages/api';
import { profile, profileToJson } from '../../src/resources/profile/api';
import { firstOf, lastPathSegment, withoutPassword } from '../../src/api/readers/rawRecords';
import { paymentState, transactionSummary } from '../../src/resources/transactions/api';

describe('names', () => {
  it('splits on the first space and joins back', () => {
    expect(splitName('Mary Ann Lee')).toEqual({ firstName: 'Mary', lastName: 'Ann Lee' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitName(null)).toEqual({ firstName: '', lastName: '' });
    expect(joinName(' Mary ', 'Ann Lee')).toBe('Mary Ann Lee');
    expect(joinName('Cher', '')).toBe('Cher');
  });
});

describe('countries', () => {
  const country = (countryName: string, countryCode: string) => ({
    countryName,
    countryCode,
    countryCallingCode: '1',
  });

  it("labels 'Name (+code)', cleaning a stray space or plus", () => {
    expect(countryLabel({ countryName: 'India', countryCallingCode: '91' })).toBe('India (+91)');
    expect(countryLabel({ countryName: 'Cayman Islands', countryCallingCode: '+ 345' })).toBe(
      'Cayman Islands (+345)',
    );
  });

  it('orders United States first, India second, then alphabetically, without changing its input', () => {
    const input = [
      country('Zambia', 'ZM'),
      country('India', 'IN'),
      country('Åland Islands', 'AX'),
      country('United States', 'US'),
      country('Brazil', 'BR'),
    ];
    expect(orderCountries(input).map((one) => one.countryCode)).toEqual(['US', 'IN', 'AX', 'BR', 'ZM']);
    expect(input[0].countryCode).toBe('ZM');
  });
});

describe('events', () => {
  const now = new Date('2024-06-01T12:00:00Z');
  const at = (startTime: string, endTime: string, status = 1) => ({ startTime, endTime, status });

  it('maps Save as Draft to the stored status', () => {
    expect(eventStatusOf(true)).toBe(2);
    expect(eventStatusOf(false)).toBe(1);
    expect(eventStatusOf(undefined)).toBe(1);
    expect(eventStatusOf(0)).toBe(0);
  });

  it('derives the phase from status and times', () => {
    expect(eventPhase(at('2024-06-02T00:00:00Z', '2024-06-02T01:00:00Z'), now)).toBe('upcoming');
    expect(eventPhase(at('2024-06-01T11:00:00Z', '2024-06-01T13:00:00Z'), now)).toBe('ongoing');
    expect(eventPhase(at('2024-05-01T11:00:00Z', '2024-05-01T13:00:00Z'), now)).toBe('past');
    expect(eventPhase(at('2024-06-02T00:00:00Z', '2024-06-02T01:00:00Z', 0), now)).toBe('cancelled');
    expect(eventPhase(at('2024-05-01T00:00:00Z', '2024-05-01T01:00:00Z', 2), now)).toBe('draft');
  });

  it('keeps the numeric status in statusCode and turns status into the draft flag', () => {
    const record = normaliseEvent({ uuid: 'e1', status: 2, startTime: '2024-06-02T00:00:00Z' }, now);
    expect(record).toMatchObject({ id: 'e1', status: true, statusCode: 2, phase: 'draft', eventVenue: '' });
  });
});

describe('members and packages', () => {
  it('reads a member without package or lookups', () => {
    const record = normaliseMember({
      uuid: 'm1',
      name: 'Bo',
      package: { uuid: '', name: '' },
      password: null,
    });
    expect(record).toMatchObject({
      id: 'm1',
      name: 'Bo',
      package: { uuid: '', name: '' },
      hasPackage: false,
      packageColour: '',
    });
    expect(record).not.toHaveProperty('password');
  });

  it('takes the package colour from Package[0], else package.colour', () => {
    expect(
      normaliseMember({ uuid: 'm', package: { name: 'G', colour: '#111' }, Package: [] }).packageColour,
    ).toBe('#111');
    expect(
      normaliseMember({ uuid: 'm', package: { name: 'G' }, Package: [{ colour: '#222' }] }).packageColour,
    ).toBe('#222');
  });

  it('reads package benefits split without trimming back as trimmed rows, and blank counts as ""', () => {
    const record = normalisePackage({
      uuid: 'p',
      name: 'Gold',
      benefits: ['Yoga', ' Diet'],
      numberOfHealthHeroSessions: null,
    });
    expect(record.benefits).toEqual([{ value: 'Yoga' }, { value: 'Diet' }]);
    expect(record.hhSessions).toBe('');
  });
});

describe('transactions', () => {
  it("summarises 'Registration Fee for event - {event}', else the remarks, else 'Subscription'", () => {
    expect(transactionSummary('Yoga Day', 'x')).toBe('Registration Fee for event - Yoga Day');
    expect(transactionSummary('', ' Refund ')).toBe('Refund');
    expect(transactionSummary('', null)).toBe('Subscription');
  });

  it('maps true to success, false to failed, anything else to pending', () => {
    expect([true, false, null, 'pending'].map(paymentState)).toEqual([
      'success',
      'failed',
      'pending',
      'pending',
    ]);
  });
});

describe('documents', () => {
  it('derives image, pdf or pptx from the file', () => {
    expect(documentTypeOf(new File(['x'], 'a.PDF'))).toBe('pdf');
    expect(documentTypeOf(new File(['x'], 'deck.pptx'))).toBe('pptx');
    expect(documentTypeOf(new File(['x'], 'p.jpeg', { type: 'image/jpeg' }))).toBe('image');
    expect(documentTypeOf(undefined)).toBe('');
  });
});

describe('profile', () => {
  it('sends the six keys, and the current password with a new one, passwords untrimmed', () => {
    expect(
      profileToJson({
        firstName: 'Nina',
        lastName: 'Rao',
        email: 'n@x.io',
        countryCode: 91,
        phone: '123456',
        newPassword: ' pw ',
        confirmPassword: ' pw ',
        uuid: 'x',
      }),
    ).toEqual({
      name: 'Nina Rao',
      countryCode: '91',
      phone: '123456',
      email: 'n@x.io',
      newPassword: ' pw ',
      confirmPassword: ' pw ',
      currentPassword: '',
    });
  });

  it('sends the current password only with a new one', () => {
    const form = { firstName: 'Nina', lastName: 'Rao', email: 'n@x.io', countryCode: '91', phone: '123456' };
    expect(
      profileToJson({ ...form, newPassword: '', confirmPassword: '', currentPassword: 'typed' }),
    ).not.toHaveProperty('currentPassword');
    expect(
      profileToJson({
        ...form,
        newPassword: 'new-one!',
        confirmPassword: 'new-one!',
        currentPassword: 'old',
      }),
    ).toMatchObject({ currentPassword: 'old' });
  });
});

describe('profile answers', () => {
  it("keeps a new session token apart from the admin's fields (the reference server's own field)", () => {
    const raw = { uuid: 'u1', name: 'Nina Rao', email: 'n@x.io', countryCode: 91, token: 'new-token' };
    const record = profile.normalise!(raw, {} as never);
    expect(record).toMatchObject({ id: 'u1', sessionToken: 'new-token', firstName: 'Nina' });
    expect(record).not.toHaveProperty('token');
    expect(profile.normalise!({ uuid: 'u1', name: 'Nina' }, {} as never)).not.toHaveProperty('sessionToken');
  });
});

describe('raw records', () => {
  it('guards empty lookups, strips passwords, takes the last path segment', () => {
    expect(firstOf([])).toEqual({});
    expect(firstOf(undefined)).toEqual({});
    expect(withoutPassword({ a: 1, password: 'h' })).toEqual({ a: 1 });
    expect(lastPathSegment('https://b.s3.amazonaws.com/x/video-1.mp4?sig=1')).toBe('video-1.mp4');
  });
});
