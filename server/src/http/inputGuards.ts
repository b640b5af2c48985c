import type { FastifyInstance } from 'fastify';
import { checkTexts, jsonDepthExceeds } from './inputLimits.js';
import { invalid } from './reply.js';

/**
 * Input checks every route gets: JSON bodies nested deeper than MAX_JSON_DEPTH are refused before parsing (a
 * 400, not a 500 from the parser), and every text in the query string or a JSON body is free of NUL characters
 * and within MAX_TEXT_LENGTH. Multipart fields get the same text check as they are read (multipartBody.ts).
 */
export function registerInputGuards(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text)) {
      done(invalid('The request body is nested too deeply.'), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.addHook('preHandler', async (request) => {
    checkTexts(request.query);
    if (!request.isMultipart()) checkTexts(request.body);
  });
}
