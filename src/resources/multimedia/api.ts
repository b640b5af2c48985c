import type { ActionParams, ActionSpec, FormValues, Json, ListValue, ResourceSpec } from '../../api/types';
import { del, get, patch, post, viewByUuid } from '../../api/requests';
import {
  type WriteMode,
  fileFrom,
  formDataFrom,
  joinList,
  listItems,
  optionalField,
  textOf,
} from '../../api/readers/formValues';
import { str } from '../../api/readers/rawRecords';
import { isAudioType } from './multimediaTypes';
import {
  contentStatus,
  normaliseContent,
  notifyUsers,
  type ContentFormBase,
  type ContentRecord,
} from '../../components/contentLibrary/contentApi';

export interface MultimediaRecord extends ContentRecord {
  multimediaTitle: string;
  multimediaType: string;
  multiDescription: string;
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

/**
 * Multimedia multipart, api-contract.md G. Multi-value fields are joined
 * with ', ' as the spec says (the backend trims). Update routes need multipart even without a file
 * (§10.10); the encoders always return FormData.
 */

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

export function normaliseMultimedia(raw: Json): MultimediaRecord {
  return {
    ...normaliseContent(raw),
    multimediaTitle: str(raw.title),
    multimediaType: str(raw.type),
    multiDescription: str(raw.description),
  };
}

/** The multipart body of a media upload (G9/G10): the item's uuid and the file in `upload`. */
function mediaUploadFormData(uuid: string, file: unknown): FormData {
  return formDataFrom({ uuid, upload: fileFrom(file) });
}

/** A media file upload (G9/G10): multipart uuid + the file in `upload`; run through `dataProvider.upload`. */
function mediaUpload(path: string): ActionSpec {
  return {
    request: { ...patch(path), timeoutMs: 0 },
    encode: ({ id, record, file, data }: ActionParams) =>
      mediaUploadFormData(id ?? String(record?.id ?? ''), file ?? data?.upload),
  };
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
    notify: notifyUsers,
    uploadVideo: mediaUpload('/admin/contentLibrary/video/saveMedia'),
    uploadAudio: mediaUpload('/admin/contentLibrary/podcast/upload'),
  },
  search: ['title', 'type'],
  normalise: normaliseMultimedia,
};

/** The API entries of this folder (src/resources/registry.ts). */
export default [multimedia];
