/**
 * What the content library's two kinds (multimedia, documents) share in the API (api-contract.md F/G): the record,
 * the form's filing fields, the normaliser of the common fields, the status switch and 'Notify Users'.
 * Multi-value fields are joined with ', ' as the spec says (the backend trims). Update routes need multipart even
 * without a file (§10.10); the encoders always return FormData.
 */
import type { ActionSpec, FileValue, Json, ListValue, StatusSpec, WithId } from '../../api/types';
import { patch, post, uuidBody } from '../../api/requests';
import { str, stringList } from '../../api/readers/rawRecords';

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

export interface ContentFormBase {
  category: ListValue;
  tags: ListValue;
  metaTags: ListValue;
  membership: string;
  /** The cover image. */
  file: FileValue;
}

/** The fields both content kinds share, with list fields trimmed and the display flags. */
export function normaliseContent(raw: Json): ContentRecord {
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

/**
 * "Notify Users": the spec's route (api-contract.md G8) does not exist in the backend (404); declared as
 * the spec documents it.
 */
export const notifyUsers: ActionSpec = {
  request: post('/admin/send/contentUpload/notification'),
  encode: uuidBody,
};

export const contentStatus: StatusSpec = {
  request: patch('/admin/contentLibrary/status/update'),
  field: 'isActive',
};
