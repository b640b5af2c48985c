import { del, get, patch, post, viewByUuid } from '../../api/requests';
import type { FileValue, FormValues, Json, ResourceSpec } from '../../api/types';
import {
  type WriteMode,
  fileFrom,
  formDataFrom,
  joinList,
  optionalField,
  textOf,
} from '../../api/readers/formValues';
import { str } from '../../api/readers/rawRecords';
import {
  contentStatus,
  normaliseContent,
  notifyUsers,
  type ContentFormBase,
  type ContentRecord,
} from '../../components/contentLibrary/contentApi';

export interface DocumentRecord extends ContentRecord {
  documentTitle: string;
  documentType: string;
  documentDescription: string;
}

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

export function normaliseDocument(raw: Json): DocumentRecord {
  return {
    ...normaliseContent(raw),
    documentTitle: str(raw.title),
    documentType: str(raw.type),
    documentDescription: str(raw.description),
  };
}

/** Creating a document sends the document itself: more time than the default deadline, but not forever. */
const DOCUMENT_CREATE_TIMEOUT_MS = 5 * 60_000;

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
  actions: { notify: notifyUsers },
  search: ['title', 'type', 'authorName'],
  normalise: normaliseDocument,
};

/** The API entries of this folder (src/resources/registry.ts). */
export default [documents];
