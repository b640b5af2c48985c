import type { TranslateFunction } from 'react-admin';
import { registry } from './registry';
import type { Json } from '../api/types';

/** What the resource's screens call their fields: whether `resources.<resource>.fields.<source>` has a label. */
export type IsLabelled = (resource: string, source: string) => boolean;

/** What a missing translation answers, to tell it from a label. */
const MISSING = '\u0000';

/** Whether `translate` has a label for a resource's field. */
export const labelledIn =
  (translate: TranslateFunction): IsLabelled =>
  (resource, source) =>
    translate(`resources.${resource}.fields.${source}`, { _: MISSING }) !== MISSING;

/** A value nothing else holds, to see where a normaliser puts a field it is given. */
const PROBE = '\u0000activity-probe';

/**
 * The resource's screens' name of a field in the API's words (the activity log's changes, a server's refusal): the field itself when the
 * screens label it, else the labelled field the resource's normaliser fills from it (packages' `name` is the
 * screens' `packageName`, `numberOfHealthHeroSessions` their `hhSessions`), else the field itself. The normaliser
 * is the one place that knows the renames, so it is asked rather than repeated (given the field alone, which of
 * its labelled fields change).
 */
export function screenFieldOf(
  resource: string,
  field: string,
  value: unknown,
  isLabelled: IsLabelled,
): string {
  if (isLabelled(resource, field)) return field;
  const spec = Object.hasOwn(registry, resource) ? registry[resource] : undefined;
  if (!spec?.normalise) return field;
  try {
    const without: Json = spec.normalise({}, {});
    const probe = value === null || value === undefined || value === '' ? PROBE : value;
    const withField: Json = spec.normalise({ [field]: probe }, {});
    const filled = Object.keys(withField).find(
      (key) =>
        key !== field &&
        isLabelled(resource, key) &&
        JSON.stringify(withField[key]) !== JSON.stringify(without[key]),
    );
    return filled ?? field;
  } catch {
    // A normaliser that needs more of the record than this one field: the API's name it is.
    return field;
  }
}
