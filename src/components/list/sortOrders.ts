/** A column whose first click sorts it descending (spec 1 §9, spec 3 §9): DataTable.Col's `sortByOrder`. */
export const DESC_FIRST = 'DESC' as const;

/** A list that opens sorted by name, A to Z. */
export const BY_NAME = { field: 'name', order: 'ASC' } as const;
