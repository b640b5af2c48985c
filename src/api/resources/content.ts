import type {
  ActionParams,
  ActionSpec,
  FileValue,
  FormValues,
  Json,
  ListValue,
  ResourceSpec,
  WithId,
} from '../types';
import { del, get, patch, post, uuidBody, viewByUuid } from './requests';
import {
  type WriteMode,
  fileFrom,
  formDataFrom,
  joinList,
  listItems,
  optionalField,
  textOf,
} from '../readers/formValues';
import { str, stringList } from '../readers/rawRecords';

export interface ContentRecord extends WithId {
  title: string;
  type: string;
  description: string | null;
  authorName?: string | null;
  upload: string | null;
  coverImage: string | null;
  uploadDate: string | null;
  membershipType: string | null;
  category: string[];
  tags: string[];
  metaTags: string[];
  speakerName: string[];
  isActive: boolean;
  isDraft?: boolean;
  /** Form field shared by both forms. */
  membership: string;
  /** Display fields. */
  notified: boolean;
  hasUpload: boolean;
}

export interface MultimediaRecord extends ContentRecord {
  multimediaTitle: string;
  multimediaType: string;
  multiDescription: string;
}

export interface DocumentRecord extends ContentRecord {
  documentTitle: string;
  documentType: string;
  documentDescription: string;
}

interface ContentFormBase {
  category: ListValue;
  tags: ListValue;
  metaTags: ListValue;
  membership: string;
  /** The cover image. */
  file: FileValue;
}

export type MultimediaForm = FormValues<
  ContentFormBase & {
    multimediaTitle: string;
    /** video, audio or podcast. */
    multimediaType: string;
    multiDescription: string;
    speakerName: ListValue;
  }
>;

export type DocumentForm = FormValues<
  ContentFormBase & {
    documentTitle: string;
    /** image, pdf or pptx; derived from the uploaded file when absent. */
    documentType: string;
    documentDescription: string;
    authorName: string;
    /** The document itself (create only). */
    upload: FileValue;
  }
>;

/**
 * Content library (multimedia and documents) multipart, api-contract.md F/G. Multi-value fields are joined
 * with ', ' as the spec says (the backend trims). Update routes need multipart even without a file
 * (§10.10); the encoders always return FormData.
 */

/** Multimedia types whose update and upload go through the audio routes (updateScenario1, podcast/upload). */
function isAudioType(type: unknown): boolean {
  return type === 'audio' || type === 'podcast';
}

function multimediaToFormData(values: MultimediaForm, mode: WriteMode, previous?: Json): FormData {
  const isUpdate = mode === 'update';
  const type = textOf(values.multimediaType) || str(previous?.type);
  // updateScenario1 stores speakerName without splitting it: repeat the part to send a list (G3).
  const speakers = isUpdate && isAudioType(type) ? listItems(values.speakerName) : undefined;
  return formDataFrom({
    title: textOf(values.multimediaTitle),
    type,
    description: textOf(values.multiDescription),
    membershipType: textOf(values.membership),
    category: joinList(values.category, ', '),
    tags: optionalField(joinList(values.tags, ', '), isUpdate),
    metaTags: optionalField(joinList(values.metaTags, ', '), isUpdate),
    speakerName: speakers ?? optionalField(joinList(values.speakerName, ', '), isUpdate),
    image: fileFrom(values.file),
  });
}

/** The document type the backend lists (image, pdf, pptx), from the uploaded file (spec 2 §3). */
export function documentTypeOf(file: Blob | undefined): string {
  if (!file) return '';
  const name = file instanceof File ? file.name.toLowerCase() : '';
  if (file.type === 'application/pdf' || name.endsWith('.pdf')) return 'pdf';
  if (name.endsWith('.pptx') || file.type.includes('presentation')) return 'pptx';
  if (file.type.startsWith('image/') || /\.(jpe?g|png)$/.test(name)) return 'image';
  return '';
}

/** Document create (cover `image` and document `upload`) and update (cover only; F2 cannot replace the file). */
function documentToFormData(values: DocumentForm, mode: WriteMode, previous?: Json): FormData {
  const isUpdate = mode === 'update';
  const upload = isUpdate ? undefined : fileFrom(values.upload);
  return formDataFrom({
    title: textOf(values.documentTitle),
    type: textOf(values.documentType) || documentTypeOf(upload) || str(previous?.type),
    description: textOf(values.documentDescription),
    membershipType: textOf(values.membership),
    category: joinList(values.category, ', '),
    tags: optionalField(joinList(values.tags, ', '), isUpdate),
    metaTags: optionalField(joinList(values.metaTags, ', '), isUpdate),
    authorName: optionalField(values.authorName, isUpdate),
    image: fileFrom(values.file),
    upload,
  });
}

/** The fields both content kinds share, with list fields trimmed and the display flags. */
function normaliseContent(raw: Json): ContentRecord {
  return {
    ...(raw as unknown as ContentRecord),
    id: str(raw.uuid),
    category: stringList(raw.category),
    tags: stringList(raw.tags),
    metaTags: stringList(raw.metaTags),
    speakerName: stringList(raw.speakerName),
    membership: str(raw.membershipType),
    // The backend stores no `notified` (G8); a record that says so is honoured.
    notified: raw.notified === true,
    hasUpload: str(raw.upload) !== '',
  };
}

export function normaliseMultimedia(raw: Json): MultimediaRecord {
  return {
    ...normaliseContent(raw),
    multimediaTitle: str(raw.title),
    multimediaType: str(raw.type),
    multiDescription: str(raw.description),
  };
}

export function normaliseDocument(raw: Json): DocumentRecord {
  return {
    ...normaliseContent(raw),
    documentTitle: str(raw.title),
    documentType: str(raw.type),
    documentDescription: str(raw.description),
  };
}

/** The multipart body of a media upload (G9/G10): the item's uuid and the file in `upload`. */
function mediaUploadFormData(uuid: string, file: unknown): FormData {
  return formDataFrom({ uuid, upload: fileFrom(file) });
}

/** Creating a document sends the document itself: more time than the default deadline, but not forever. */
const DOCUMENT_CREATE_TIMEOUT_MS = 5 * 60_000;

/**
 * "Notify Users": the spec's route (api-contract.md G8) does not exist in the backend (404); declared as
 * the spec documents it.
 */
const notify: ActionSpec = { request: post('/admin/send/contentUpload/notification'), encode: uuidBody };

const contentStatus = { request: patch('/admin/contentLibrary/status/update'), field: 'isActive' };

/** A media file upload (G9/G10): multipart uuid + the file in `upload`; run through `dataProvider.upload`. */
function mediaUpload(path: string): ActionSpec {
  return {
    request: { ...patch(path), timeoutMs: 0 },
    encode: ({ id, record, file, data }: ActionParams) =>
      mediaUploadFormData(id ?? String(record?.id ?? ''), file ?? data?.upload),
  };
}

/** The upload action for a multimedia type: one ActionSpec has one path, so video and audio are two actions. */
export function mediaUploadAction(type: unknown): 'uploadVideo' | 'uploadAudio' {
  return isAudioType(type) ? 'uploadAudio' : 'uploadVideo';
}

const MEDIA_UPDATE = patch('/admin/contentLibrary/media/update');
const AUDIO_UPDATE = patch('/admin/contentLibrary/podcast/updateScenario1');

/** Multimedia (spec 2; api-contract.md G): video and audio items of the content library. */
export const multimedia: ResourceSpec<MultimediaRecord, MultimediaForm> = {
  name: 'multimedia',
  list: { request: () => get('/admin/contentLibrary/list'), paged: true, limit: 1000 },
  one: viewByUuid('/admin/contentLibrary/view'),
  create: {
    request: post('/admin/contentLibrary/video/createMedia'),
    encode: (values) => multimediaToFormData(values, 'create'),
  },
  update: {
    // media/update matches only videos (G2); audio and podcast items update through updateScenario1 (G3).
    request: MEDIA_UPDATE,
    requestFor: (values, previous) =>
      isAudioType(values.multimediaType ?? previous?.type) ? AUDIO_UPDATE : MEDIA_UPDATE,
    encode: (values, previous) => multimediaToFormData(values, 'update', previous),
  },
  status: contentStatus,
  remove: { request: del('/admin/contentLibrary/delete') },
  actions: {
    notify,
    uploadVideo: mediaUpload('/admin/contentLibrary/video/saveMedia'),
    uploadAudio: mediaUpload('/admin/contentLibrary/podcast/upload'),
  },
  search: ['title', 'type'],
  normalise: normaliseMultimedia,
};

/** Documents (spec 2; api-contract.md F): image, pdf and pptx items of the content library. */
export const documents: ResourceSpec<DocumentRecord, DocumentForm> = {
  name: 'documents',
  list: { request: () => get('/admin/contentLibrary/document/listDocument'), paged: true, limit: 100 },
  // F4 answers a missing document with `data: []`: no record.
  one: viewByUuid('/admin/contentLibrary/document/view', (data) => (Array.isArray(data) ? null : data)),
  create: {
    request: { ...post('/admin/contentLibrary/document/create'), timeoutMs: DOCUMENT_CREATE_TIMEOUT_MS },
    encode: (values) => documentToFormData(values, 'create'),
  },
  update: {
    request: patch('/admin/contentLibrary/document/update'),
    encode: (values, previous) => documentToFormData(values, 'update', previous),
  },
  status: contentStatus,
  remove: { request: del('/admin/contentLibrary/document/deleteDocument') },
  actions: { notify },
  search: ['title', 'type', 'authorName'],
  normalise: normaliseDocument,
};
