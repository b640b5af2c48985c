/**
 * Issue 24: the forms check what the server checks (shared/fieldRules.ts): upper bounds on every number, whole
 * numbers where the server keeps whole numbers, bounded texts, links with a real host, and a voucher discount of
 * -0.5 refused by the form as by the server; each refusal is a message in the admin's language (an i18n key).
 */
import { describe, expect, it } from 'vitest';
import type { Validator } from 'react-admin';
import { eventValidation } from '../../src/resources/events/eventValidation';
import { groupValidation } from '../../src/resources/groups/groupValidation';
import { heroValidation } from '../../src/resources/heroes/heroValidation';
import { memberValidation } from '../../src/resources/members/memberValidation';
import { packageValidation } from '../../src/resources/packages/packageValidation';
import { partnerValidation } from '../../src/resources/partners/partnerValidation';
import { promoCodeValidation } from '../../src/resources/promoCodes/promoCodeValidation';
import { voucherValidation } from '../../src/resources/vouchers/voucherValidation';
import { TEXT_LIMITS } from '../../shared/fieldRules';

/** The first refusal of a field's rules, as react-admin shows it: an i18n key, with its arguments if any. */
function refusal(rules: Validator[] | undefined, value: unknown) {
  for (const rule of rules ?? []) {
    const error = rule(value, {}, {} as never) as
      string | { message: string; args?: Record<string, unknown> } | undefined;
    if (error) return error;
  }
  return undefined;
}

const long = (length: number) => 'x'.repeat(length);

const REFUSED: [string, Validator[] | undefined, unknown, unknown][] = [
  [
    'package annual cost 1e20',
    packageValidation('create').annualCost,
    1e20,
    { message: 'ra.validation.maxValue', args: { max: 1_000_000 } },
  ],
  [
    'package monthly cost over a million',
    packageValidation('edit').monthlyCost,
    1_000_001,
    { message: 'ra.validation.maxValue', args: { max: 1_000_000 } },
  ],
  [
    'package sessions over 1000',
    packageValidation('create').hhSessions,
    1001,
    { message: 'ra.validation.maxValue', args: { max: 1000 } },
  ],
  [
    'package name over 100 characters',
    packageValidation('create').packageName,
    long(101),
    { message: 'ra.validation.maxLength', args: { max: 100 } },
  ],
  [
    'event price 1e9',
    eventValidation('create').price,
    1e9,
    { message: 'ra.validation.maxValue', args: { max: 1_000_000 } },
  ],
  [
    'a 5 000-character event name',
    eventValidation('create').eventName,
    long(5000),
    { message: 'ra.validation.maxLength', args: { max: TEXT_LIMITS.name } },
  ],
  [
    'a registration link with a space in its host',
    eventValidation('create').registrationLink,
    'https://ex ample.com',
    'app.common.valid_url',
  ],
  [
    'hero hours 1e9',
    heroValidation().numberOfHours,
    1e9,
    { message: 'ra.validation.maxValue', args: { max: 10_000 } },
  ],
  ['a group of 1.5 members', groupValidation('create').numberOfMembers, 1.5, 'app.kit.whole_number'],
  [
    'a group of 10 001 members',
    groupValidation('create').numberOfMembers,
    10_001,
    { message: 'ra.validation.maxValue', args: { max: 10_000 } },
  ],
  [
    'a voucher discount of -0.5',
    voucherValidation('create').discount,
    -0.5,
    'app.common.greater_than_minus_one',
  ],
  ['2.5 vouchers', voucherValidation('create').numberOfVouchers, 2.5, 'app.kit.whole_number'],
  [
    'a voucher code over 50 characters',
    voucherValidation('create').voucherCode,
    long(51),
    { message: 'ra.validation.maxLength', args: { max: 50 } },
  ],
  ['a promo code quantity of 2.5', promoCodeValidation('create').quantity, 2.5, 'app.kit.whole_number'],
  [
    'a promo code discount of -0.5',
    promoCodeValidation('create').discountAmount,
    -0.5,
    'app.common.greater_than_minus_one',
  ],
  [
    'a store link with a space in its host',
    partnerValidation('create').link,
    'https://ex ample.com',
    'app.common.valid_url',
  ],
  [
    'a store link with an encoded space in its host',
    partnerValidation('create').link,
    'https://ex%20ample.com',
    'app.common.valid_url',
  ],
  [
    'a member first name over 99 characters',
    memberValidation.firstName,
    long(100),
    { message: 'ra.validation.maxLength', args: { max: 99 } },
  ],
  [
    'an event start in a five-digit year (the browser takes it, new Date cannot read it)',
    eventValidation('create').startTime,
    '20261-05-01T10:00',
    { message: 'app.common.date_years', args: { min: 1900, max: 9999 } },
  ],
  [
    'an event end in a five-digit year',
    eventValidation('create').endTime,
    '20261-05-01T11:00',
    { message: 'app.common.date_years', args: { min: 1900, max: 9999 } },
  ],
];

const TAKEN: [string, Validator[] | undefined, unknown][] = [
  ['package annual cost of a million', packageValidation('create').annualCost, 1_000_000],
  ['event price with cents', eventValidation('create').price, 25.5],
  ['hero hours with a fraction', heroValidation().numberOfHours, 2.5],
  ['a voucher discount of 100', voucherValidation('create').discount, 100],
  [
    'a store link with a port and a path',
    partnerValidation('create').link,
    'https://green-grocer.example:8443/store?x=1',
  ],
  ['a 200-character event name', eventValidation('create').eventName, long(200)],
  ['an event start in 9999', eventValidation('create').startTime, '9999-05-01T10:00'],
];

describe('the forms check the server’s field rules', () => {
  it.each(REFUSED)('refuses %s', (_label, rules, value, expected) => {
    expect(refusal(rules, value)).toEqual(expected);
  });

  it.each(TAKEN)('takes %s', (_label, rules, value) => {
    expect(refusal(rules, value)).toBeUndefined();
  });
});
