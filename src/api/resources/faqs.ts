import { faqToJson } from '../mappers/faqs';
import type { ResourceSpec } from '../types';
import { get, patch, post } from './requests';
import type { FaqForm, FaqRecord } from '../models';

/** FAQs (spec 3; api-contract.md L). The toggle sends `{uuid, isActive}` to the update route. */
export const faqs: ResourceSpec<FaqRecord, FaqForm> = {
  name: 'faqs',
  list: { request: () => get('/admin/faqs/list') },
  create: { request: post('/admin/faqs/create'), encode: faqToJson },
  update: { request: patch('/admin/faqs/update'), encode: faqToJson },
  status: { request: patch('/admin/faqs/update'), field: 'isActive' },
  search: ['question', 'answer'],
};
