import { Type, type Static } from 'typebox';
import { listedVersion, record } from '../../http/answers.js';
import { flag, lenient, reference, text } from '../../http/validation/fields.js';

/** FAQs (api-contract §7.L). */

export const Faq = record({
  uuid: Type.String(),
  question: Type.String(),
  answer: Type.String(),
  isActive: Type.Boolean(),
  etag: listedVersion(),
});

/** L2: question and answer; other fields are ignored, as in the backend. */
export const FaqCreate = lenient({ question: text('question'), answer: text('long') });
export type FaqCreate = Static<typeof FaqCreate>;

/** L3: changes what was sent. */
export const FaqUpdate = lenient({
  uuid: reference(),
  question: Type.Optional(text('question')),
  answer: Type.Optional(text('long')),
  isActive: Type.Optional(flag()),
});
export type FaqUpdate = Static<typeof FaqUpdate>;
