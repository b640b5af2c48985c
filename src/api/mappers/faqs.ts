import type { FaqForm } from '../models';
import type { Json } from '../types';
import { textOf } from './formValues';

/** FAQ create/update JSON (api-contract.md L2/L3): question and answer only. */
export function faqToJson(values: FaqForm): Json {
  return { question: textOf(values.question), answer: textOf(values.answer) };
}
