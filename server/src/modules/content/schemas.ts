import { Type, type Static } from 'typebox';
import { moment, nullable, record } from '../../http/answers.js';
import {
  choice,
  flag,
  lenient,
  list,
  optional,
  optionalText,
  reference,
  strict,
  text,
} from '../../http/validation/fields.js';

/** The content library: multimedia (api-contract §7.G) and documents (§7.F). */

export const MEDIA_TYPES = ['video', 'audio', 'podcast'] as const;
export const DOCUMENT_TYPES = ['image', 'pdf', 'pptx'] as const;

export const ContentItem = record({
  uuid: Type.String(),
  title: Type.String(),
  type: Type.String(),
  authorName: nullable(Type.String()),
  upload: nullable(Type.String()),
  coverImage: nullable(Type.String()),
  uploadDate: nullable(moment()),
  description: Type.String(),
  membershipType: Type.String(),
  category: Type.Array(Type.String()),
  tags: Type.Array(Type.String()),
  metaTags: Type.Array(Type.String()),
  speakerName: Type.Array(Type.String()),
  isDraft: Type.Boolean(),
  isActive: Type.Boolean(),
  notified: Type.Boolean(),
});

/** The fields both kinds share. Lists are sent as arrays, repeated parts or comma-joined text. */
const commonFields = {
  title: text('name'),
  description: text('long'),
  membershipType: reference(),
  category: list('short', { required: true }),
  tags: Type.Optional(list('short')),
  metaTags: Type.Optional(list('short')),
};

/** G1: multipart, Joi-strict. */
export const MediaCreate = strict({
  ...commonFields,
  type: choice(MEDIA_TYPES),
  speakerName: Type.Optional(list('name')),
});
export type MediaCreate = Static<typeof MediaCreate>;

/** F1: multipart, Joi-strict; the type is the uploaded file's (a different one sent is refused). */
export const DocumentCreate = strict({
  ...commonFields,
  type: Type.Optional(choice(DOCUMENT_TYPES)),
  authorName: Type.Optional(optionalText('name')),
  isDraft: Type.Optional(flag()),
});
export type DocumentCreate = Static<typeof DocumentCreate>;

/** G2 / G3: `uuid` plus any fields (others ignored); the type cannot change. */
export const MediaUpdate = lenient({
  uuid: reference(),
  ...optional(commonFields),
  type: Type.Optional(text('short')),
  speakerName: Type.Optional(list('name')),
});
export type MediaUpdate = Static<typeof MediaUpdate>;

/** F2: `uuid` plus any fields (others ignored); the type cannot change. */
export const DocumentUpdate = lenient({
  uuid: reference(),
  ...optional(commonFields),
  type: Type.Optional(text('short')),
  authorName: Type.Optional(optionalText('name')),
  isDraft: Type.Optional(flag()),
});
export type DocumentUpdate = Static<typeof DocumentUpdate>;
