import type {
  ContentRecord,
  DocumentForm,
  DocumentRecord,
  MultimediaForm,
  MultimediaRecord,
} from '../models';
import type { Json } from '../types';
import {
  fileFrom,
  formDataFrom,
  joinList,
  listItems,
  optionalField,
  textOf,
  type WriteMode,
} from './formValues';
import { str, stringList } from './rawRecords';

/**
 * Content library (multimedia and documents) multipart, api-contract.md F/G. Multi-value fields are joined
 * with ', ' as the spec says (the backend trims). Update routes need multipart even without a file
 * (§10.10); the encoders always return FormData.
 */

/** Multimedia types whose update and upload go through the audio routes (updateScenario1, podcast/upload). */
export function isAudioType(type: unknown): boolean {
  return type === 'audio' || type === 'podcast';
}

export function multimediaToFormData(values: MultimediaForm, mode: WriteMode, previous?: Json): FormData {
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
export function documentToFormData(values: DocumentForm, mode: WriteMode, previous?: Json): FormData {
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
export function mediaUploadFormData(uuid: string, file: unknown): FormData {
  return formDataFrom({ uuid, upload: fileFrom(file) });
}
