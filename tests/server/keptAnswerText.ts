import type { AnswerCache } from '../../server/src/http/answerCache';

/** The JSON text of a kept answer. */
export async function textOf(answer: ReturnType<AnswerCache['get']>): Promise<string> {
  return (await (await answer).json()).toString();
}
