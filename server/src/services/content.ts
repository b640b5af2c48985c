import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { AppContext } from '../context.js';
import type { Db } from '../db/index.js';
import { paginateOrEmptyArray } from '../http/paginate.js';
import { invalid, notFound, type FailureShape } from '../http/reply.js';
import { IMAGE, MB, PLACEHOLDER_IMAGE, type FileRule, type MultipartBody } from '../http/uploads.js';
import { recordedWrite, type ActivityAction } from './activity.js';
import { fieldReader, requiredText, type Fields } from './fieldReader.js';
import { insertRow } from './insertRow.js';
import { deleteResult, requirePackage, updateResult, type Json } from './lookups.js';
import { withStoredFile } from './storedFile.js';
import { updateRow } from './updateRow.js';

/**
 * The content library (api-contract §7.F, §7.G): multimedia (video, audio, podcast) and documents (image, pdf,
 * pptx) in one table. Deletes are the documents' soft delete; `notified` is the documents' field.
 */
const MEDIA_TYPES = ['video', 'audio', 'podcast'] as const;
const DOCUMENT_TYPES = ['image', 'pdf', 'pptx'] as const;
/** What each list shows (a podcast is stored but, as in the backend, listed nowhere). */
const LISTED_MEDIA = ['video', 'audio'];

export const COVER_FILE = IMAGE('content');
export const MEDIA_FILE: FileRule = {
  kinds: ['mp4', 'mkv', 'png', 'mp3', 'pdf', 'pptx'],
  maxBytes: 200 * MB,
  folder: 'content',
};
export const DOCUMENT_FILE: FileRule = { kinds: ['jpg', 'png', 'pdf'], maxBytes: 20 * MB, folder: 'content' };

interface ContentRow {
  uuid: string;
  title: string;
  type: string;
  author_name: string | null;
  upload: string | null;
  cover_image: string | null;
  upload_date: Date | null;
  description: string;
  membership_type: string;
  category: string[];
  tags: string[];
  meta_tags: string[];
  speaker_name: string[];
  is_draft: boolean;
  is_active: boolean;
  notified: boolean;
}

const toContent = (row: ContentRow): Json => ({
  uuid: row.uuid,
  title: row.title,
  type: row.type,
  authorName: row.author_name,
  upload: row.upload,
  coverImage: row.cover_image,
  uploadDate: row.upload_date,
  description: row.description,
  membershipType: row.membership_type,
  category: row.category,
  tags: row.tags,
  metaTags: row.meta_tags,
  speakerName: row.speaker_name,
  isDraft: row.is_draft,
  isActive: row.is_active,
  notified: row.notified,
});

async function findRow(db: Db, uuid: string, types?: readonly string[]): Promise<ContentRow | undefined> {
  const [row] = await db.query<ContentRow>(
    `SELECT * FROM content_items WHERE uuid = $1 AND NOT deleted AND ($2::text[] IS NULL OR type = ANY($2))`,
    [uuid, types ?? null],
  );
  return row;
}

async function requireRow(db: Db, uuid: string, types?: readonly string[]): Promise<ContentRow> {
  const row = await findRow(db, uuid, types);
  if (!row) throw notFound('content');
  return row;
}

/** The fields shared by both kinds; `partial` for updates (absent = unchanged). */
function readCommon(fields: Fields, shape: FailureShape, partial: boolean) {
  const f = fieldReader(fields, shape, partial);
  const required = true;
  return {
    f,
    columns: {
      title: f.text('title', { required }),
      description: f.text('description', { required }),
      membership_type: f.text('membershipType', { required }),
      category: f.list('category', { required }),
      tags: f.list('tags'),
      meta_tags: f.list('metaTags'),
    },
  };
}

/** G4 / F3: PAGE sorted by title; an empty list answers `data: []`. */
export async function listContent(ctx: AppContext, kind: 'media' | 'documents', query: unknown) {
  const types = kind === 'media' ? LISTED_MEDIA : [...DOCUMENT_TYPES];
  return paginateOrEmptyArray<Json>(query, {
    count: async () => {
      const [row] = await ctx.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM content_items WHERE NOT deleted AND type = ANY($1)',
        [types],
      );
      return row?.count ?? 0;
    },
    slice: async (limit, offset) => {
      const rows = await ctx.db.query<ContentRow>(
        `SELECT * FROM content_items WHERE NOT deleted AND type = ANY($1)
         ORDER BY title, uuid LIMIT $2 OFFSET $3`,
        [types, limit, offset],
      );
      return rows.map(toContent);
    },
  });
}

/** G5: one item; F4 answers an unknown document with `data: []` (the contract's shape) instead of a 404. */
export async function viewContent(ctx: AppContext, fields: Fields, missing: 'notFound' | 'empty') {
  const row = await findRow(ctx.db, requiredText(fields));
  if (row) return toContent(row);
  if (missing === 'empty') return [];
  throw notFound('content');
}

/** The app's resource an item belongs to, as the activity log names it. */
const resourceOf = (type: string) =>
  (DOCUMENT_TYPES as readonly string[]).includes(type) ? 'documents' : 'multimedia';

/** A write to one item in a transaction with its activity entry (the item as the API answers it). */
const recordedContentWrite = <T>(
  ctx: AppContext,
  action: ActivityAction,
  item: { uuid: string; type: string },
  write: (tx: Db) => Promise<T>,
) =>
  recordedWrite(
    ctx.db,
    {
      action,
      resource: resourceOf(item.type),
      recordId: item.uuid,
      read: async (tx) => toContent(await requireRow(tx, item.uuid)),
    },
    write,
  );

async function insertContent(ctx: AppContext, columns: Record<string, unknown> & { type: string }) {
  const uuid = randomUUID();
  const all = { uuid, ...columns };
  await recordedContentWrite(ctx, 'create', all, (tx) => insertRow(tx, 'content_items', all));
  return toContent(await requireRow(ctx.db, uuid));
}

const MEDIA_CREATE_FIELDS = [
  'title',
  'type',
  'description',
  'membershipType',
  'category',
  'tags',
  'metaTags',
  'speakerName',
];

/** G1: multipart, strict; validation failures in the S-wrapper/400 shape; the cover image is optional. */
export async function createMedia(ctx: AppContext, body: MultipartBody) {
  const { f, columns } = readCommon(body.fields, 'data', false);
  f.only(MEDIA_CREATE_FIELDS);
  const type = f.oneOf('type', MEDIA_TYPES, { required: true }) as string;
  const speakerName = f.list('speakerName');
  await requirePackage(ctx.db, columns.membership_type as string, 'membershipType');
  return withStoredFile(ctx, body.files.image, (cover) =>
    insertContent(ctx, {
      ...columns,
      type,
      speaker_name: speakerName,
      cover_image: cover ?? PLACEHOLDER_IMAGE,
    }),
  );
}

const DOCUMENT_CREATE_FIELDS = [
  'title',
  'type',
  'description',
  'membershipType',
  'category',
  'tags',
  'metaTags',
  'authorName',
  'isDraft',
];

/** The document type the uploaded file is (the documents derive it from the file). */
const documentTypeOf = (fileName: string) =>
  path.extname(fileName).slice(1).toLowerCase() === 'pdf' ? 'pdf' : 'image';

/** F1: multipart, strict; needs the cover `image` and the document `upload`. */
export async function createDocument(ctx: AppContext, body: MultipartBody) {
  const { f, columns } = readCommon(body.fields, 'error', false);
  f.only(DOCUMENT_CREATE_FIELDS);
  const sentType = f.oneOf('type', DOCUMENT_TYPES);
  const authorName = f.text('authorName');
  const isDraft = f.boolean('isDraft');
  const { image, upload } = body.files;
  if (!image) throw invalid('"image" is required');
  if (!upload) throw invalid('"upload" is required');
  const type = documentTypeOf(upload.originalName);
  if (sentType && sentType !== type) throw invalid(`"type" must match the uploaded file (${type})`);
  await requirePackage(ctx.db, columns.membership_type as string, 'membershipType');
  return withStoredFile(ctx, image, (cover) =>
    withStoredFile(ctx, upload, (document) =>
      insertContent(ctx, {
        ...columns,
        type,
        author_name: authorName || null,
        is_draft: isDraft,
        cover_image: cover,
        upload: document,
        upload_date: ctx.now(),
      }),
    ),
  );
}

/** What an update route may change, besides the common fields, and which items it matches. */
interface UpdateKind {
  types: readonly string[];
  extra: 'speakerName' | 'document';
}

export const UPDATE_MEDIA: UpdateKind = { types: ['video', 'podcast'], extra: 'speakerName' };
export const UPDATE_AUDIO: UpdateKind = { types: ['audio'], extra: 'speakerName' };
export const UPDATE_DOCUMENT: UpdateKind = { types: DOCUMENT_TYPES, extra: 'document' };

/**
 * G2 / G3 / F2: `uuid` plus any fields (unknown ones ignored), multipart or JSON; an optional new cover
 * `image`. The type is fixed once created (the documents lock it; a document's type is its file's).
 */
export async function updateContent(ctx: AppContext, body: MultipartBody, kind: UpdateKind) {
  const uuid = requiredText(body.fields);
  const row = await requireRow(ctx.db, uuid, kind.types);
  const { f, columns } = readCommon(body.fields, 'error', true);
  const type = f.text('type');
  if (type !== undefined && type !== row.type) throw invalid(`"type" cannot be changed (${row.type})`);
  const extra =
    kind.extra === 'speakerName'
      ? { speaker_name: f.list('speakerName') }
      : { author_name: f.text('authorName'), is_draft: f.boolean('isDraft') };
  if (columns.membership_type !== undefined) {
    await requirePackage(ctx.db, columns.membership_type, 'membershipType');
  }
  await withStoredFile(ctx, body.files.image, (cover) =>
    recordedContentWrite(ctx, 'update', row, (tx) =>
      updateRow(tx, 'content_items', uuid, { ...columns, ...extra, cover_image: cover }),
    ),
  );
  return toContent(await requireRow(ctx.db, uuid));
}

/** G9 (video) / G10 (audio, podcast): stores the media file in `upload` and stamps `uploadDate`. */
export async function uploadMedia(ctx: AppContext, body: MultipartBody, types: readonly string[]) {
  const uuid = requiredText(body.fields);
  const row = await requireRow(ctx.db, uuid, types);
  const file = body.files.upload;
  if (!file) throw invalid('"upload" is required');
  await withStoredFile(ctx, file, (upload) =>
    recordedContentWrite(ctx, 'upload', row, (tx) =>
      updateRow(tx, 'content_items', uuid, { upload, upload_date: ctx.now() }),
    ),
  );
  return toContent(await requireRow(ctx.db, uuid));
}

/** F6 / G7: `{uuid, isActive}` → UpdRes. */
export async function setContentActive(ctx: AppContext, fields: Fields) {
  const uuid = requiredText(fields);
  const isActive = fieldReader(fields).boolean('isActive', { required: true });
  const row = await requireRow(ctx.db, uuid);
  const n = await recordedContentWrite(ctx, 'status', row, (tx) =>
    updateRow(tx, 'content_items', uuid, { is_active: isActive }),
  );
  return updateResult(n);
}

/** F5 / G6: the documents' soft delete (hidden from lists and views); answers DelRes. */
export async function deleteContent(ctx: AppContext, fields: Fields) {
  const uuid = requiredText(fields);
  const row = await requireRow(ctx.db, uuid);
  const n = await recordedContentWrite(ctx, 'delete', row, (tx) =>
    updateRow(tx, 'content_items', uuid, { deleted: true }),
  );
  return deleteResult(n);
}

/** POST /admin/send/contentUpload/notification {uuid}: the documents' route; marks the item notified. */
export async function notifyContent(ctx: AppContext, fields: Fields) {
  const uuid = requiredText(fields);
  const row = await requireRow(ctx.db, uuid);
  await recordedContentWrite(ctx, 'notify', row, (tx) =>
    updateRow(tx, 'content_items', uuid, { notified: true }),
  );
  return toContent(await requireRow(ctx.db, uuid));
}
