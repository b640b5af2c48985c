/**
 * Dates sent as ISO 8601 text (`YYYY-MM-DD`, optionally with a time), checked to be real: '2030-02-30' is
 * refused rather than rolled over to March, and years outside 1900–9999 are refused (PostgreSQL and JavaScript
 * disagree on far years such as −271821, which failed as a 500).
 */
import { DATE_YEARS } from '../../../shared/fieldRules.js';

const { min: MIN_YEAR, max: MAX_YEAR } = DATE_YEARS;

type DateReading = { date: Date } | { problem: 'invalid' | 'year' };

const ISO_PREFIX = /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function readRealDate(raw: string): DateReading {
  const match = ISO_PREFIX.exec(raw);
  if (!match) return { problem: 'invalid' };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_YEAR || year > MAX_YEAR) return { problem: 'year' };
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return { problem: 'invalid' };
  const date = new Date(raw);
  if (Number.isNaN(date.getTime())) return { problem: 'invalid' };
  return { date };
}

/** The readable rule a date broke, after the field's name. */
export const dateProblemText = (problem: 'invalid' | 'year') =>
  problem === 'year'
    ? `must be a date between the years ${MIN_YEAR} and ${MAX_YEAR}`
    : 'must be a valid date';
