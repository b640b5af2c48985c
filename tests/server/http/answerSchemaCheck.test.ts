/**
 * The response schemas must not change an answer (fast-json-stringify writes only what a schema names and coerces
 * values to its types): with config.checkAnswerSchemas, an answer a schema would reshape becomes a 500.
 */
import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { registerAnswerSchemaCheck } from '../../../server/src/http/answerSchemaCheck';
import { record } from '../../../server/src/http/answers';

async function appAnswering(payload: unknown, schema: unknown) {
  const app = Fastify();
  registerAnswerSchemaCheck(app);
  app.setErrorHandler((error, _request, reply) => reply.code(500).send({ error: (error as Error).message }));
  app.get('/', { schema: { response: { 200: schema } } }, async () => payload);
  await app.ready();
  return app;
}

describe('the answer schema check', () => {
  it('lets an answer through when the schema writes it as JSON.stringify would', async () => {
    const app = await appAnswering(
      { name: 'Gold', cost: 2.5, extra: { kept: true } },
      record({ name: Type.String(), cost: Type.Number() }),
    );
    const answer = await app.inject({ url: '/' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ name: 'Gold', cost: 2.5, extra: { kept: true } });
  });

  it.each([
    ['drops a field it does not name', Type.Object({ name: Type.String() })],
    ['rounds a number it calls an integer', Type.Object({ name: Type.String(), cost: Type.Integer() })],
    ['turns a number into text', Type.Object({ name: Type.String(), cost: Type.String() })],
  ])('answers 500 naming the route when the schema %s', async (_label, schema) => {
    const app = await appAnswering({ name: 'Gold', cost: 2.5 }, schema);
    const answer = await app.inject({ url: '/' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json().error).toMatch(/The response schema of GET \/ 200 changed the answer/);
  });
});
