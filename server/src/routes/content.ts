import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/reply.js';
import { readBody } from '../http/uploads.js';
import {
  COVER_FILE,
  DOCUMENT_FILE,
  MEDIA_FILE,
  UPDATE_AUDIO,
  UPDATE_DOCUMENT,
  UPDATE_MEDIA,
  createDocument,
  createMedia,
  deleteContent,
  listContent,
  notifyContent,
  setContentActive,
  updateContent,
  uploadMedia,
  viewContent,
} from '../services/content.js';

const COVER = { image: COVER_FILE };

/** The content library: multimedia (api-contract §7.G) and documents (§7.F). */
const contentRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const fieldsOf = async (request: Parameters<typeof readBody>[0]) => (await readBody(request)).fields;

  // Multimedia
  app.get('/admin/contentLibrary/list', async (request, reply) =>
    ok(reply, await listContent(ctx, 'media', request.query)),
  );
  app.post('/admin/contentLibrary/video/createMedia', async (request, reply) =>
    ok(reply, await createMedia(ctx, await readBody(request, COVER))),
  );
  app.patch('/admin/contentLibrary/media/update', async (request, reply) =>
    ok(reply, await updateContent(ctx, await readBody(request, COVER), UPDATE_MEDIA)),
  );
  app.patch('/admin/contentLibrary/podcast/updateScenario1', async (request, reply) =>
    ok(reply, await updateContent(ctx, await readBody(request, COVER), UPDATE_AUDIO)),
  );
  app.patch('/admin/contentLibrary/video/saveMedia', async (request, reply) =>
    ok(reply, await uploadMedia(ctx, await readBody(request, { upload: MEDIA_FILE }), ['video'])),
  );
  app.patch('/admin/contentLibrary/podcast/upload', async (request, reply) =>
    ok(reply, await uploadMedia(ctx, await readBody(request, { upload: MEDIA_FILE }), ['audio', 'podcast'])),
  );
  app.post('/admin/contentLibrary/view', async (request, reply) =>
    ok(reply, await viewContent(ctx, await fieldsOf(request), 'notFound')),
  );
  app.delete('/admin/contentLibrary/delete', async (request, reply) =>
    ok(reply, await deleteContent(ctx, await fieldsOf(request))),
  );
  app.post('/admin/send/contentUpload/notification', async (request, reply) =>
    ok(reply, await notifyContent(ctx, await fieldsOf(request))),
  );

  // Both kinds
  app.patch('/admin/contentLibrary/status/update', async (request, reply) =>
    ok(reply, await setContentActive(ctx, await fieldsOf(request))),
  );

  // Documents
  app.get('/admin/contentLibrary/document/listDocument', async (request, reply) =>
    ok(reply, await listContent(ctx, 'documents', request.query)),
  );
  app.post('/admin/contentLibrary/document/create', async (request, reply) =>
    ok(
      reply,
      await createDocument(ctx, await readBody(request, { image: COVER_FILE, upload: DOCUMENT_FILE })),
    ),
  );
  app.patch('/admin/contentLibrary/document/update', async (request, reply) =>
    ok(reply, await updateContent(ctx, await readBody(request, COVER), UPDATE_DOCUMENT)),
  );
  app.post('/admin/contentLibrary/document/view', async (request, reply) =>
    ok(reply, await viewContent(ctx, await fieldsOf(request), 'empty')),
  );
  app.delete('/admin/contentLibrary/document/deleteDocument', async (request, reply) =>
    ok(reply, await deleteContent(ctx, await fieldsOf(request))),
  );
};

export default contentRoutes;
