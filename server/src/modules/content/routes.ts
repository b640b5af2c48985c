import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { answers, deleteResult, nothing, pageOrEmpty, pageQuery, updateResult } from '../../http/answers.js';
import { ok } from '../../http/reply.js';
import { readsRecord, updatesRecord, type VersionedRecord } from '../../http/recordVersions.js';
import { UuidBody, ActiveSwitchBody } from '../../schemas/common.js';
import { ContentItem, DocumentCreate, DocumentUpdate, MediaCreate, MediaUpdate } from './schemas.js';
import {
  COVER_FILE,
  DOCUMENT_FILE,
  MEDIA_FILE,
  UPDATE_AUDIO,
  UPDATE_MEDIA,
  createDocument,
  createMedia,
  deleteContent,
  listContent,
  notifyContent,
  setContentActive,
  updateDocument,
  updateMedia,
  uploadMedia,
  viewContent,
} from './service.js';

const COVER = { image: COVER_FILE };
const MEDIA_UPLOAD = { upload: MEDIA_FILE };

/** A content item as a versioned record (http/recordVersions.ts): its table, and the record a 409 answers. */
const CONTENT_ITEM: VersionedRecord = {
  table: 'content_items',
  current: (ctx, uuid) => viewContent(ctx, uuid, 'notFound'),
};

const tags = ['Content library'];

/** The content library: multimedia (api-contract §7.G) and documents (§7.F). */
const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const item = answers(ContentItem);

  // Multimedia
  app.get(
    '/admin/contentLibrary/list',
    { schema: { tags, querystring: pageQuery, response: answers(pageOrEmpty(ContentItem)) } },
    async (request, reply) => ok(reply, await listContent(ctx, 'media', request.query)),
  );
  // Validation failures: S-wrapper/400.
  app.post(
    '/admin/contentLibrary/video/createMedia',
    {
      schema: { tags, body: MediaCreate, response: item },
      config: { files: COVER, refusal: { shape: 'data' } },
    },
    async (request, reply) => ok(reply, await createMedia(ctx, request.body, request.uploads)),
  );
  app.patch(
    '/admin/contentLibrary/media/update',
    {
      schema: { tags, body: MediaUpdate, response: item },
      config: { files: COVER, ...updatesRecord(CONTENT_ITEM) },
    },
    async (request, reply) => ok(reply, await updateMedia(ctx, UPDATE_MEDIA, request.body, request.uploads)),
  );
  app.patch(
    '/admin/contentLibrary/podcast/updateScenario1',
    {
      schema: { tags, body: MediaUpdate, response: item },
      config: { files: COVER, ...updatesRecord(CONTENT_ITEM) },
    },
    async (request, reply) => ok(reply, await updateMedia(ctx, UPDATE_AUDIO, request.body, request.uploads)),
  );
  app.patch(
    '/admin/contentLibrary/video/saveMedia',
    {
      schema: { tags, body: UuidBody, response: item },
      config: { files: MEDIA_UPLOAD, ...updatesRecord(CONTENT_ITEM) },
    },
    async (request, reply) =>
      ok(reply, await uploadMedia(ctx, request.body.uuid, request.uploads, ['video'])),
  );
  app.patch(
    '/admin/contentLibrary/podcast/upload',
    {
      schema: { tags, body: UuidBody, response: item },
      config: { files: MEDIA_UPLOAD, ...updatesRecord(CONTENT_ITEM) },
    },
    async (request, reply) =>
      ok(reply, await uploadMedia(ctx, request.body.uuid, request.uploads, ['audio', 'podcast'])),
  );
  app.post(
    '/admin/contentLibrary/view',
    { schema: { tags, body: UuidBody, response: item }, config: readsRecord(CONTENT_ITEM) },
    async (request, reply) => ok(reply, await viewContent(ctx, request.body.uuid, 'notFound')),
  );
  app.delete(
    '/admin/contentLibrary/delete',
    { schema: { tags, body: UuidBody, response: answers(deleteResult) } },
    async (request, reply) => ok(reply, await deleteContent(ctx, request.body.uuid)),
  );
  app.post(
    '/admin/send/contentUpload/notification',
    { schema: { tags, body: UuidBody, response: item } },
    async (request, reply) => ok(reply, await notifyContent(ctx, request.body.uuid)),
  );

  // Both kinds
  app.patch(
    '/admin/contentLibrary/status/update',
    {
      schema: { tags, body: ActiveSwitchBody, response: answers(updateResult) },
      config: updatesRecord(CONTENT_ITEM),
    },
    async (request, reply) => ok(reply, await setContentActive(ctx, request.body)),
  );

  // Documents
  app.get(
    '/admin/contentLibrary/document/listDocument',
    { schema: { tags, querystring: pageQuery, response: answers(pageOrEmpty(ContentItem)) } },
    async (request, reply) => ok(reply, await listContent(ctx, 'documents', request.query)),
  );
  app.post(
    '/admin/contentLibrary/document/create',
    {
      schema: { tags, body: DocumentCreate, response: item },
      config: { files: { image: COVER_FILE, upload: DOCUMENT_FILE } },
    },
    async (request, reply) => ok(reply, await createDocument(ctx, request.body, request.uploads)),
  );
  app.patch(
    '/admin/contentLibrary/document/update',
    {
      schema: { tags, body: DocumentUpdate, response: item },
      config: { files: COVER, ...updatesRecord(CONTENT_ITEM) },
    },
    async (request, reply) => ok(reply, await updateDocument(ctx, request.body, request.uploads)),
  );
  // An unknown document answers `data: []` (the contract's shape).
  app.post(
    '/admin/contentLibrary/document/view',
    {
      schema: {
        tags,
        body: UuidBody,
        response: answers(Type.Union([ContentItem, nothing()])),
      },
      config: readsRecord(CONTENT_ITEM),
    },
    async (request, reply) => ok(reply, await viewContent(ctx, request.body.uuid, 'empty')),
  );
  app.delete(
    '/admin/contentLibrary/document/deleteDocument',
    { schema: { tags, body: UuidBody, response: answers(deleteResult) } },
    async (request, reply) => ok(reply, await deleteContent(ctx, request.body.uuid)),
  );
};

export default contentRoutes;
