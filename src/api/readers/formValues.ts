/**
 * Readers of react-admin form values shared by every encoder: files, text, numbers, dates and
 * multi-value fields, written the way the backend's multipart and JSON routes accept them.
 */
import type { ListValue } from '../types';
import { isObject } from './rawRecords';
import { calendarDayOf } from '../../components/format/calendarDates';

/**
 * The newly chosen file of an ImageInput/FileInput value (`{ rawFile }`) or a bare File/Blob. A stored
 * path (string) or a preview without `rawFile` means nothing new was chosen: undefined, so no part is sent.
 */
export function fileFrom(value: unknown): Blob | undefined {
  if (value instanceof Blob) return value;
  if (isObject(value) && value.rawFile instanceof Blob) return value.rawFile;
  return undefined;
}

/** A form value as text: '' for null/undefined, ISO for dates, trimmed otherwise. */
export function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value).trim();
}

/** Text, or undefined when empty so `formDataFrom` leaves the key out. */
export function optionalText(value: unknown): string | undefined {
  return textOf(value) || undefined;
}

/**
 * A date or date-time as an ISO string with Z (the backend reads offset-less dates in its own time zone,
 * api-contract.md §10.23). DateInput's 'yyyy-MM-dd' is midnight UTC; DateTimeInput's local 'yyyy-MM-ddTHH:mm'
 * is the admin's local time. Unparseable text is sent as it is, for the server to refuse readably.
 */
export function isoDate(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

/**
 * A calendar date (a date of birth) as midnight UTC of the day it names ('1958-07-06T00:00:00.000Z'), the
 * ISO date the backend stores, whatever the admin's time zone: a stored '…T00:00:00.000Z' is sent back as
 * the same day. Unreadable text is sent as it is, for the server to refuse readably.
 */
export function calendarDate(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const day = calendarDayOf(value);
  return day ? `${day}T00:00:00.000Z` : String(value);
}

/** A number or numeric text as a multipart string; '' when empty. */
export function numberText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  return String(value).trim();
}

/** The items of a multi-value field, trimmed, empties dropped. */
export function listItems(value: ListValue | null | undefined): string[] {
  if (value === undefined || value === null) return [];
  const items = Array.isArray(value)
    ? value.map((item) => (typeof item === 'string' ? item : textOf((item as { value?: unknown })?.value)))
    : String(value).split(',');
  return items.map((item) => item.trim()).filter(Boolean);
}

/** A multi-value field as the comma-joined string the backend splits (',' or ', ', see api-contract.md §10.9). */
export function joinList(value: ListValue | null | undefined, separator: ',' | ', '): string {
  return listItems(value).join(separator);
}

/** One multipart field: text, a file, or several parts of the same name (an array). */
type FormPart = string | Blob | string[] | undefined;

/** A FormData of the given fields in order; undefined fields are left out, arrays repeat the part. */
export function formDataFrom(fields: Record<string, FormPart>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => form.append(name, item));
    else form.append(name, value);
  }
  return form;
}

/** Which write an encoder serves: create and update routes accept different things. */
export type WriteMode = 'create' | 'update';

/**
 * Optional fields on create are left out when empty (Joi-strict create schemas may refuse ''); on update
 * they are sent as '' so a cleared field is cleared.
 */
export function optionalField(value: unknown, isUpdate: boolean): string | undefined {
  const text = textOf(value);
  return text || isUpdate ? text : undefined;
}
