import type { FormValues, Json, ResourceSpec, WithId } from '../../api/types';
import { get, patch, post } from '../../api/requests';
import { textOf } from '../../api/readers/formValues';

export interface FaqRecord extends WithId {
  question: string;
  answer: string;
  isActive: boolean;
}

export type FaqForm = FormValues<{ question: string; answer: string }>;

/** FAQ create/update JSON (api-contract.md L2/L3): question and answer only. */
function faqToJson(values: FaqForm): Json {
  return { question: textOf(values.question), answer: textOf(values.answer) };
}

/** FAQs (spec 3; api-contract.md L). The toggle sends `{uuid, isActive}` to the update route. */
export const faqs: ResourceSpec<FaqRecord, FaqForm> = {
  name: 'faqs',
  list: { request: () => get('/admin/faqs/list') },
  create: { request: post('/admin/faqs/create'), encode: faqToJson },
  update: { request: patch('/admin/faqs/update'), encode: faqToJson },
  status: { request: patch('/admin/faqs/update'), field: 'isActive' },
  search: ['question', 'answer'],
};

/** The API entries of this folder (src/resources/registry.ts). */
export default [faqs];
