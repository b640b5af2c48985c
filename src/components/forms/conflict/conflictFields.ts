import type { RaRecord } from 'react-admin';

/**
 * A save refused with 409 (or another administrator's change seen before saving): the record as this admin last
 * saw it (the form opened with it, or an earlier conflict showed it), the record as it now is, and what was typed.
 */
export interface Conflict {
  original: RaRecord;
  current: RaRecord;
  mine: Record<string, unknown>;
}

export interface FieldConflict {
  field: string;
  theirs: unknown;
  mine: unknown;
  /** The admin changed this field too; if not, their value is the one to keep unless the admin says otherwise. */
  mineChanged: boolean;
}

/** Values compared as the API would store them (a react-hook-form array and its JSON twin are the same). */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The form's fields (`formFields`, top-level names) that another administrator changed to something else than the
 * form holds: their value now differs from the one the admin last saw, and from the form's. Fields the form has no
 * input for (ids, joins, bookkeeping) are left out. A field the admin did not change (`mineChanged` false) still
 * holds the value they saw: keeping it would undo the other's change.
 */
export function conflictingFields(
  { original, current, mine }: Conflict,
  formFields: Set<string>,
): FieldConflict[] {
  return [...formFields]
    .filter(
      (field) =>
        field !== 'id' && !same(original[field], current[field]) && !same(mine[field], current[field]),
    )
    .map((field) => ({
      field,
      theirs: current[field],
      mine: mine[field],
      mineChanged: !same(mine[field], original[field]),
    }));
}

/** The choice a field starts with: theirs where the admin did not change it, else the admin's. */
export const theirsByDefault = ({ mineChanged }: FieldConflict) => !mineChanged;

/** The values of `conflicts` to put in the form: the other administrator's where `takeTheirs` says so. */
export function chosenValues(conflicts: FieldConflict[], takeTheirs: (field: string) => boolean) {
  return conflicts
    .filter(({ field }) => takeTheirs(field))
    .map(({ field, theirs }) => ({ field, value: theirs }));
}

/** A form value as one line of text: lists joined, `{value}` rows and chosen files by their text or name. */
export function valueText(value: unknown, translate: (key: string) => string): string {
  if (value === null || value === undefined || value === '') return translate('app.conflict.empty');
  if (Array.isArray(value)) return value.map((item) => valueText(item, translate)).join(', ');
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (value instanceof File) return value.name;
  if (typeof value === 'object') {
    const parts = value as Record<string, unknown>;
    for (const key of ['value', 'title', 'name', 'src']) {
      if (key in parts) return valueText(parts[key], translate);
    }
    if (parts.rawFile instanceof File) return parts.rawFile.name;
    return JSON.stringify(value);
  }
  return String(value);
}
