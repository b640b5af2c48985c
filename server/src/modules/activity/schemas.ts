import { Type } from 'typebox';
import { anything, moment, nullable, record } from '../../http/answers.js';

/** The activity log (issue #18), in ra-data-simple-rest's convention. */

export const ActivityEntry = record({
  id: Type.String(),
  at: moment(),
  adminId: nullable(Type.String()),
  adminEmail: nullable(Type.String()),
  action: Type.String(),
  resource: Type.String(),
  recordId: nullable(Type.String()),
  label: nullable(Type.String()),
  changes: Type.Array(record({ field: Type.String(), before: anything(), after: anything() })),
  recordDeleted: Type.Boolean({ description: 'Whether the log holds a delete of the entry’s record' }),
});

/** simple-rest's `sort=["at","DESC"]`, `range=[0,24]` and `filter={…}`, each JSON text, all optional. */
export const ActivityQuery = Type.Object(
  {
    sort: Type.Optional(Type.String({ maxLength: 200, description: 'JSON: [field, "ASC" | "DESC"]' })),
    range: Type.Optional(
      Type.String({ maxLength: 200, description: 'JSON: [first, last], at most 1000 entries' }),
    ),
    filter: Type.Optional(
      Type.String({ maxLength: 20_000, description: 'JSON: {field: value or [values]}' }),
    ),
  },
  { additionalProperties: true },
);

export const ActivityParams = Type.Object({ id: Type.String({ maxLength: 40 }) });
