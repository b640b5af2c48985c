import { faqToJson } from '../mappers/faqs';
import type { FaqForm } from '../models';
import type { ResourceSpec } from '../types';
import { encodes, get, patch, post } from './requests';

/** FAQs (spec 3; api-contract.md L). The toggle sends `{uuid, isActive}` to the update route. */
export const faqs: ResourceSpec = {
  name: 'faqs',
  list: { request: () => get('/admin/faqs/list') },
  create: { request: post('/admin/faqs/create'), encode: encodes<FaqForm>(faqToJson) },
  update: { request: patch('/admin/faqs/update'), encode: encodes<FaqForm>(faqToJson) },
  status: { request: patch('/admin/faqs/update'), field: 'isActive' },
  search: ['question', 'answer'],
};
