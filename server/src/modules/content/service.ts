import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { ActiveSwitchBody } from '../../schemas/common.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { paginateOrEmptyArray } from '../../http/paginate.js';
import { IMAGE, MB, type FileRule } from '../../http/fileTypes.js';
import { invalid, notFound } from '../../http/reply.js';
import { PLACEHOLDER_IMAGE } from '../../http/storedFiles.js';
import type { UploadedFile } from '../../http/uploadStream.js';
import {
  DOCUMENT_TYPES,
  type DocumentCreate,
  type DocumentUpdate,
  type MediaCreate,
  type MediaUpdate,
} from './schemas.js';
import { recordedWrite, type ActivityAction } from '../../services/activityLog.js';
import { insertRow } from '../../services/insertRow.js';
import { deleteResult, updateResult, type Json } from '../../services/lookups.js';
import { requirePackage } from '../packages/lookups.js';
import { withStoredFile } from '../../services/storedFile.js';
import { updateRow } from '../../services/updateRow.js';

/**
 * The content library (api-contract §7.F, §7.G): multimedia (video, audio, podcast) and documents (image, pdf,
 * pptx) in one table. Deletes are the documents' soft delete; `notified` is the documents' field.
 */
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

/** The shared fields as columns (unsent ones undefined). */
const commonColumns = (values: Partial<MediaCreate>) => ({
  title: values.title,
  description: values.description,
  membership_type: values.membershipType,
  category: values.category,
  tags: values.tags,
  meta_tags: values.metaTags,
});

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
export async function viewContent(ctx: AppContext, uuid: string, missing: 'notFound' | 'empty') {
  const row = await findRow(ctx.db, uuid);
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

/** G1: multipart, strict; validation failures in the S-wrapper/400 shape; the cover image is optional. */
export async function createMedia(ctx: AppContext, values: MediaCreate, files: { image?: UploadedFile }) {
  await requirePackage(ctx.db, values.membershipType, 'membershipType');
  return withStoredFile(ctx, files.image, (cover) =>
    insertContent(ctx, {
      ...commonColumns(values),
      type: values.type,
      speaker_name: values.speakerName,
      cover_image: cover ?? PLACEHOLDER_IMAGE,
    }),
  );
}

/** The document type the uploaded file is (the documents derive it from the file). */
const documentTypeOf = (fileName: string) =>
  path.extname(fileName).slice(1).toLowerCase() === 'pdf' ? 'pdf' : 'image';

/** F1: multipart, strict; needs the cover `image` and the document `upload`. */
export async function createDocument(
  ctx: AppContext,
  { type: sentType, authorName, isDraft, ...values }: DocumentCreate,
  files: { image?: UploadedFile; upload?: UploadedFile },
) {
  const { image, upload } = files;
  if (!image) throw invalid('"image" is required');
  if (!upload) throw invalid('"upload" is required');
  const type = documentTypeOf(upload.originalName);
  if (sentType && sentType !== type) throw invalid(`"type" must match the uploaded file (${type})`);
  await requirePackage(ctx.db, values.membershipType, 'membershipType');
  return withStoredFile(ctx, image, (cover) =>
    withStoredFile(ctx, upload, (document) =>
      insertContent(ctx, {
        ...commonColumns(values),
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
/** The items each update route matches. */
export const UPDATE_MEDIA = ['video', 'podcast'];
export const UPDATE_AUDIO = ['audio'];

/**
 * G2 / G3 / F2: `uuid` plus any fields, multipart or JSON; an optional new cover `image`. The type is fixed once
 * created (the documents lock it; a document's type is its file's).
 */
async function updateItem(
  ctx: AppContext,
  item: {
    uuid: string;
    types: readonly string[];
    type: string | undefined;
    membershipType: string | undefined;
  },
  columns: Record<string, unknown>,
  cover: UploadedFile | undefined,
) {
  const row = await requireRow(ctx.db, item.uuid, item.types);
  if (item.type !== undefined && item.type !== row.type) {
    throw invalid(`"type" cannot be changed (${row.type})`);
  }
  if (item.membershipType !== undefined) await requirePackage(ctx.db, item.membershipType, 'membershipType');
  await withStoredFile(ctx, cover, (coverImage) =>
    recordedContentWrite(ctx, 'update', row, (tx) =>
      updateRow(tx, 'content_items', item.uuid, { ...columns, cover_image: coverImage }),
    ),
  );
  return toContent(await requireRow(ctx.db, item.uuid));
}

/** G2 / G3: a video or podcast (UPDATE_MEDIA) or an audio (UPDATE_AUDIO); its speakers may change. */
export const updateMedia = (
  ctx: AppContext,
  types: readonly string[],
  { uuid, type, speakerName, ...values }: MediaUpdate,
  files: { image?: UploadedFile },
) =>
  updateItem(
    ctx,
    { uuid, types, type, membershipType: values.membershipType },
    { ...commonColumns(values), speaker_name: speakerName },
    files.image,
  );

/** F2: a document; its author and draft flag may change. */
export const updateDocument = (
  ctx: AppContext,
  { uuid, type, authorName, isDraft, ...values }: DocumentUpdate,
  files: { image?: UploadedFile },
) =>
  updateItem(
    ctx,
    { uuid, types: DOCUMENT_TYPES, type, membershipType: values.membershipType },
    { ...commonColumns(values), author_name: authorName, is_draft: isDraft },
    files.image,
  );

/** G9 (video) / G10 (audio, podcast): stores the media file in `upload` and stamps `uploadDate`. */
export async function uploadMedia(
  ctx: AppContext,
  uuid: string,
  files: { upload?: UploadedFile },
  types: readonly string[],
) {
  const row = await requireRow(ctx.db, uuid, types);
  const file = files.upload;
  if (!file) throw invalid('"upload" is required');
  await withStoredFile(ctx, file, (upload) =>
    recordedContentWrite(ctx, 'upload', row, (tx) =>
      updateRow(tx, 'content_items', uuid, { upload, upload_date: ctx.now() }),
    ),
  );
  return toContent(await requireRow(ctx.db, uuid));
}

/** F6 / G7: `{uuid, isActive}` → UpdRes. */
export async function setContentActive(ctx: AppContext, { uuid, isActive }: ActiveSwitchBody) {
  const row = await requireRow(ctx.db, uuid);
  const n = await recordedContentWrite(ctx, 'status', row, (tx) =>
    updateRow(tx, 'content_items', uuid, { is_active: isActive }),
  );
  return updateResult(n);
}

/** F5 / G6: the documents' soft delete (hidden from lists and views); answers DelRes. */
export async function deleteContent(ctx: AppContext, uuid: string) {
  const row = await requireRow(ctx.db, uuid);
  const n = await recordedContentWrite(ctx, 'delete', row, (tx) =>
    updateRow(tx, 'content_items', uuid, { deleted: true }),
  );
  return deleteResult(n);
}

/** POST /admin/send/contentUpload/notification {uuid}: the documents' route; marks the item notified. */
export async function notifyContent(ctx: AppContext, uuid: string) {
  const row = await requireRow(ctx.db, uuid);
  await recordedContentWrite(ctx, 'notify', row, (tx) =>
    updateRow(tx, 'content_items', uuid, { notified: true }),
  );
  return toContent(await requireRow(ctx.db, uuid));
}
