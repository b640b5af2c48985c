/**
 * The rules of the fields an administrator types, in one place: the reference server's request schemas
 * (server/src/http/validation/fields.ts) and the app's form validators (src/validation/fieldLimits.ts) both
 * read them, so a value the form lets through is a value the server takes, and the other way round.
 * Plain data and pure functions only: this file is compiled into the server and bundled into the app.
 *
 * Numbers: never below 0, and at most what a person would expect to type:
 *   money      ≤ 1 000 000   package annualCost and monthlyCost, event price (dollars; cents allowed)
 *   percent    ≤ 100         voucher discount, promo code discountAmount, package eventDiscount
 *   capacity   ≤ 10 000      a support group's numberOfMembers (whole)
 *   allowance  ≤ 1 000       a package's numberOfHealthHeroSessions and numberOfWellnessSupportGroups (whole)
 *   stock      ≤ 1 000 000   a voucher's numberOfVouchers, a promo code's quantity (whole)
 *   hours      ≤ 10 000      a health hero's numberOfHours (fractions allowed, as the column)
 *   duration   ≤ 525 600     an event's duration in minutes (a year; whole; recomputed by the server anyway)
 *
 * Texts, in characters (after trimming):
 *   code       ≤ 50          voucher codes, promo code names, calling codes, zip codes
 *   short      ≤ 100         package names, cities, states, countries, categories, list items, designations
 *   name       ≤ 200         people's, events', groups', vouchers', partners' names, titles, company names
 *   question   ≤ 1 000       an FAQ's question
 *   long       ≤ 5 000       descriptions, terms and conditions, FAQ answers, experience, reasons
 *   url        ≤ 2 048       links (http or https only, with a real host name)
 *   email      ≤ 254         e-mail addresses (RFC 5321's limit)
 *   password   ≤ 1 000       passwords (hashed; the bound keeps the hashing cheap)
 *   list       ≤ 50 items    categories, tags, days, areas of mentoring…
 */

export interface NumberRule {
  min: number;
  max: number;
  /** Whole numbers only (the server stores these in `integer` columns). */
  integer: boolean;
}

export const NUMBER_RULES = {
  money: { min: 0, max: 1_000_000, integer: false },
  percent: { min: 0, max: 100, integer: false },
  capacity: { min: 0, max: 10_000, integer: true },
  allowance: { min: 0, max: 1_000, integer: true },
  stock: { min: 0, max: 1_000_000, integer: true },
  hours: { min: 0, max: 10_000, integer: false },
  duration: { min: 0, max: 525_600, integer: true },
} as const satisfies Record<string, NumberRule>;

export type NumberKind = keyof typeof NUMBER_RULES;

export const TEXT_LIMITS = {
  code: 50,
  short: 100,
  name: 200,
  question: 1_000,
  long: 5_000,
  url: 2_048,
  email: 254,
  password: 1_000,
} as const;

export type TextKind = keyof typeof TEXT_LIMITS;

/** The most items a list field (categories, tags, days…) may hold. */
export const MAX_LIST_ITEMS = 50;

/** Why a number breaks its rule, or undefined when it keeps it. */
export function numberProblem(
  value: number,
  rule: NumberRule,
): 'not_a_number' | 'not_whole' | 'too_small' | 'too_large' | undefined {
  if (!Number.isFinite(value)) return 'not_a_number';
  if (rule.integer && !Number.isInteger(value)) return 'not_whole';
  if (value < rule.min) return 'too_small';
  if (value > rule.max) return 'too_large';
  return undefined;
}

/** The years a date may fall in (PostgreSQL and JavaScript disagree on far years): the server refuses others. */
export const DATE_YEARS = { min: 1900, max: 9999 } as const;

/** An e-mail address: something@something.tld, without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A colour as #rgb or #rrggbb. */
export const COLOUR_PATTERN = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A telephone number without its calling code: 6 to 15 digits. */
export const PHONE_PATTERN = /^\d{6,15}$/;

/** A calling code: up to 4 digits, optionally after a +. */
export const CALLING_CODE_PATTERN = /^\+?\d{1,4}$/;

/** One label of a host name: letters (any script) or digits, hyphens inside. */
const HOST_LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?`;
const HOST_NAME = new RegExp(String.raw`^${HOST_LABEL}(?:\.${HOST_LABEL})*$`, 'u');
const IPV6_HOST = /^\[[0-9a-f:.]+\]$/i;
/** scheme://[user@]host[:port][/…|?…|#…] */
const WEB_URL = /^(https?):\/\/(?:[^\s/?#@]*@)?([^\s/?#:]+|\[[^\s\]]*\])(?::(\d{1,5}))?(?:[/?#]\S*)?$/i;

/**
 * An http(s) address with a real host name: no spaces anywhere (browsers differ on `https://ex ample.com`:
 * Chromium's URL parser takes it, Node's refuses it, so neither decides), a host of letters, digits, dots and
 * hyphens (or an IPv6 literal), an optional port.
 */
export function isWebUrl(text: string): boolean {
  const match = WEB_URL.exec(text);
  if (!match) return false;
  const host = match[2] ?? '';
  if (!HOST_NAME.test(host) && !IPV6_HOST.test(host)) return false;
  if (match[3] !== undefined && Number(match[3]) > 65_535) return false;
  return true;
}
