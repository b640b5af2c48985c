import { Type, type Static, type TSchema } from 'typebox';

/**
 * Response schemas: the backend's wrappers (api-contract §2) around each route's data, for the OpenAPI
 * description and for Fastify's serializer (fast-json-stringify), which writes only what a schema names: every
 * record schema therefore keeps unnamed properties (`record`), and tests compare each answer with what
 * JSON.stringify would have sent (http/answerSchemaCheck.ts).
 */

/** A nullable form of a scalar schema (`type: ['number', 'null']`), as fast-json-stringify writes it fastest. */
export function nullable<T extends TSchema>(schema: T) {
  const { type, ...rest } = schema as unknown as { type: string };
  return Type.Unsafe<Static<T> | null>({ ...rest, type: [type, 'null'] });
}

/** An object answer: the named properties (documented), and any others kept as they are. */
export const record = <P extends Record<string, TSchema>>(properties: P, description?: string) =>
  Type.Object(properties, { additionalProperties: true, ...(description ? { description } : {}) });

/** A moment: a date-time text (the database's timestamps, written as ISO 8601). */
export const moment = () => Type.String({ format: 'date-time' });

/**
 * A list row's version (issue 29), where the contract has no single-record view: the ETag that view would answer,
 * for the update's If-Match. Only list answers carry it (http/recordVersions.ts).
 */
export const listedVersion = () =>
  Type.Optional(
    Type.String({ description: "The row's version (ETag) in list answers: send it as If-Match" }),
  );

/** Whatever JSON the field holds, written as JSON.stringify writes it. */
export const anything = () => Type.Unknown();

/** `{status, message, data}`: the success wrapper (S-wrapper). */
export const success = <T extends TSchema>(data: T, status = 200) =>
  Type.Object(
    { status: Type.Integer({ const: status }), message: Type.String(), data },
    { additionalProperties: false },
  );

/** `{status, message: 'Error!', error}`: the failure wrapper (E-wrapper). */
export const failure = Type.Object(
  { status: Type.Integer(), message: Type.String(), error: anything() },
  { additionalProperties: false, description: 'E-wrapper: the reason in `error`' },
);

/** `{status: 400, message: 'Error! Validation Error!', data: '<reason>'}`: the success-shaped failure. */
export const dataFailure = Type.Object(
  { status: Type.Integer(), message: Type.String(), data: anything() },
  { additionalProperties: false, description: 'S-wrapper failure: the reason in `data`' },
);

/** An answer in plain text, not JSON: always `text` (the backend's 401s, the sign-in's 400). */
export const plainText = (text: string, description: string) => ({
  description,
  content: { 'text/plain': { schema: Type.String({ const: text }) } },
});

/** The plain-text 401 of a call without a valid token. */
const unauthorized = plainText('Unauthorized', 'No valid token');

const failures = { '4xx': Type.Union([failure, dataFailure]), '5xx': failure };

interface AnswerOptions {
  /** The success status (201 for the partner create). */
  status?: number;
  /** The route also answers some failures over HTTP 200 (profile, voucher update, password reset). */
  failsOver200?: boolean;
  /** A public route: no 401. */
  isPublic?: boolean;
}

/** The response schemas of a route whose success carries `data`. */
export function answers(data: TSchema, options: AnswerOptions = {}) {
  const ok = success(data, options.status ?? 200);
  return {
    [options.status ?? 200]: options.failsOver200 ? Type.Union([ok, failure, dataFailure]) : ok,
    ...(options.isPublic ? {} : { 401: unauthorized }),
    ...failures,
  };
}

/** The response schemas of a route that answers a bare value (the activity log, the OpenAPI description). */
export const bareAnswers = (data: TSchema, options: Pick<AnswerOptions, 'isPublic'> = {}) => ({
  200: data,
  ...(options.isPublic ? {} : { 401: unauthorized }),
  ...failures,
});

/** Raw MongoDB results the toggles and deletes answer with (api-contract legend). */
export const updateResult = record({ n: Type.Integer(), nModified: Type.Integer(), ok: Type.Integer() });
export const deleteResult = record({ n: Type.Integer(), ok: Type.Integer(), deletedCount: Type.Integer() });

/** A page as the backend's `paginatedResults` answers it (api-contract §4). */
export function page<T extends TSchema>(item: T) {
  const link = record({ page: Type.Integer(), limit: Type.Integer(), count: Type.Integer() });
  return record({ next: Type.Optional(link), previous: Type.Optional(link), list: Type.Array(item) });
}

/** A bare `[]`: what some routes answer for nothing (an empty collection, an unknown document). */
export const nothing = () => Type.Array(Type.Never(), { maxItems: 0 });

/** A page, or a bare `[]` when the collection is empty (api-contract §10.1). */
export const pageOrEmpty = <T extends TSchema>(item: T) => Type.Union([page(item), nothing()]);

/** The query of a paged list: `page` and `limit`, read as the backend reads them (parseInt, http/paginate.ts). */
export const pageQuery = Type.Object(
  {
    page: Type.Optional(Type.String({ maxLength: 20, description: 'A whole number from 1' })),
    limit: Type.Optional(Type.String({ maxLength: 20, description: 'A whole number, at most 100000' })),
  },
  { additionalProperties: true },
);

/** The query of a route that reads none (other keys are ignored, as Express ignores them). */
export const noQuery = Type.Object({}, { additionalProperties: true });
