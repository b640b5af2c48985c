import {
  documentToFormData,
  isAudioType,
  mediaUploadFormData,
  multimediaToFormData,
  normaliseDocument,
  normaliseMultimedia,
} from '../mappers/content';
import type { ActionParams, ActionSpec, ResourceSpec } from '../types';
import { del, get, patch, post, uuidBody, viewByUuid } from './requests';
import type { DocumentForm, DocumentRecord, MultimediaForm, MultimediaRecord } from '../models';

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
