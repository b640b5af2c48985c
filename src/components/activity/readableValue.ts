import { formatCalendarDate, formatDateTime } from '../format/dates';
import { mediaUrl } from '../media/mediaUrl';

/** A value the activity log recorded, read as the resource's screens show such values. */
export type ReadableValue =
  | { kind: 'empty' }
  | { kind: 'yesNo'; yes: boolean }
  | { kind: 'number'; value: number }
  /** A date or a date-time, formatted as the lists format them. */
  | { kind: 'date'; text: string }
  | { kind: 'image'; url: string }
  /** Another stored file (a document, a video): its type, e.g. 'PDF'. */
  | { kind: 'file'; url: string; type: string }
  | { kind: 'text'; text: string };

const MAX_TEXT = 80;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
/** How the API stores a calendar day (a date of birth, an expiry day): its midnight in UTC. */
const STORED_DAY = /T00:00(:00(\.0+)?)?Z$/;
const IMAGE_TYPES = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg']);

/** The extension of a stored file's path or URL ('png'), or undefined when the text is not a stored file. */
function storedFileType(text: string): string | undefined {
  const isStored = /^\/?public\//.test(text) || /^https?:\/\/\S+$/i.test(text);
  if (!isStored) return undefined;
  const path = text.replace(/[?#].*$/, '');
  return /\.([a-z0-9]{2,5})$/i.exec(path)?.[1]?.toLowerCase();
}

const shortened = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** One item of a list, or an object by its name, as a short text. */
function itemText(value: unknown): string {
  if (value !== null && typeof value === 'object') {
    const named = (value as Record<string, unknown>).name;
    return typeof named === 'string' && named ? named : JSON.stringify(value);
  }
  return String(value ?? '');
}

/**
 * What a recorded value is: empty, yes/no, a number, a date (a calendar day as MM-DD-YYYY, an instant as
 * MM-DD-YYYY hh:mm a in local time), a stored image or other file, or a text (a list's items joined, an
 * object's name), shortened to 80 characters.
 */
export function readableValue(value: unknown): ReadableValue {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (typeof value === 'boolean') return { kind: 'yesNo', yes: value };
  if (typeof value === 'number' && Number.isFinite(value)) return { kind: 'number', value };
  if (Array.isArray(value)) {
    return value.length === 0
      ? { kind: 'empty' }
      : { kind: 'text', text: shortened(value.map(itemText).join(', ')) };
  }
  if (typeof value !== 'string') return { kind: 'text', text: shortened(itemText(value)) };
  const text = value.trim();
  if (CALENDAR_DAY.test(text) || (INSTANT.test(text) && STORED_DAY.test(text))) {
    return { kind: 'date', text: formatCalendarDate(text) };
  }
  if (INSTANT.test(text)) return { kind: 'date', text: formatDateTime(text) };
  const type = storedFileType(text);
  const url = type ? mediaUrl(text) : undefined;
  if (type && url)
    return IMAGE_TYPES.has(type) ? { kind: 'image', url } : { kind: 'file', url, type: type.toUpperCase() };
  return { kind: 'text', text: shortened(text) };
}
