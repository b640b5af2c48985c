import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { notFound } from '../../http/reply.js';
import { recordedWrite, updateOrStatus } from '../../services/activityLog.js';
import type { FaqCreate, FaqUpdate } from './schemas.js';
import type { Json } from '../../services/lookups.js';
import { updateRow } from '../../services/updateRow.js';

/** FAQs (api-contract §7.L). */

const FAQ_COLUMNS = 'uuid, question, answer, is_active AS "isActive"';

async function findFaq(db: Db, uuid: string): Promise<Json> {
  const [faq] = await db.query<Json>(`SELECT ${FAQ_COLUMNS} FROM faqs WHERE uuid = $1`, [uuid]);
  if (!faq) throw notFound('FAQ');
  return faq;
}

/** L1: every FAQ, inactive ones included, in creation order. */
export const listFaqs = (ctx: AppContext) =>
  ctx.db.query<Json>(`SELECT ${FAQ_COLUMNS} FROM faqs ORDER BY id`);

/** L2: question and answer are required; other fields are ignored, as in the backend. */
export async function createFaq(ctx: AppContext, { question, answer }: FaqCreate) {
  const uuid = randomUUID();
  const read = (tx: Db) => findFaq(tx, uuid);
  return recordedWrite(ctx.db, { action: 'create', resource: 'faqs', recordId: uuid, read }, async (tx) => {
    await tx.query('INSERT INTO faqs (uuid, question, answer) VALUES ($1, $2, $3)', [uuid, question, answer]);
    return findFaq(tx, uuid);
  });
}

/** L3: changes what was sent; an unknown uuid is a 404 (the backend answers 200 with `data: null`). */
export async function updateFaq(ctx: AppContext, { uuid, ...sent }: FaqUpdate) {
  const changes = { question: sent.question, answer: sent.answer, is_active: sent.isActive };
  const action = updateOrStatus(sent, 'isActive');
  const entry = { action, resource: 'faqs', recordId: uuid, read: (tx: Db) => findFaq(tx, uuid) };
  return recordedWrite(ctx.db, entry, async (tx) => {
    await updateRow(tx, 'faqs', uuid, changes);
    return findFaq(tx, uuid);
  });
}
