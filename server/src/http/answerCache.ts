import type { FastifyReply } from 'fastify';

/**
 * Serialised answers of the heaviest lists (10 000 members, 50 000 payments), kept until the database is written
 * to. Building such an answer takes the embedded database a second; sending a kept one takes milliseconds, so
 * an administrator's repeated loads and concurrent colleagues do not queue behind each other.
 */
export interface AnswerCache {
  /** The JSON text of `{status: 200, message, data}` for `key`, built once per database version. */
  json(key: string, build: () => Promise<unknown>): Promise<string>;
}

const MAX_ENTRIES = 32;

export function createAnswerCache(version: () => number): AnswerCache {
  const entries = new Map<string, { version: number; text: Promise<string> }>();
  return {
    json(key, build) {
      const current = version();
      const kept = entries.get(key);
      if (kept && kept.version === current) return kept.text;
      const text = build().then((data) => JSON.stringify({ status: 200, message: 'Success', data }));
      // A failed build is not kept.
      text.catch(() => entries.delete(key));
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, { version: current, text });
      return text;
    },
  };
}

/** A cache key from a route name and the query values that shape its answer (page, limit, uuid…). */
export function answerKey(route: string, query: unknown): string {
  const values = Object.entries((query ?? {}) as Record<string, unknown>).sort(([a], [b]) =>
    a.localeCompare(b),
  );
  return `${route}?${JSON.stringify(values)}`;
}

/** Answers with the kept (or newly built) JSON of `key`. */
export async function sendKeptAnswer(
  reply: FastifyReply,
  answers: AnswerCache,
  key: string,
  build: () => Promise<unknown>,
) {
  return reply.type('application/json; charset=utf-8').send(await answers.json(key, build));
}
