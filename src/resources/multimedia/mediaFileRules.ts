import { required, type Validator } from 'react-admin';
import { extensionOf } from '../../../shared/fileSignatures';
import { fileAtMost, sizeText } from '../../validation/fileSize';
import { fileExtensionIn, fileNameOf, REQUIRED } from '../../validation/rules';

/** The extensions a media upload may have (spec 2 §9). */
export const MEDIA_EXTENSIONS = ['mp4', 'mkv', 'png', 'mp3', 'pdf', 'pptx'];

/**
 * The biggest media file the server takes: api-contract.md G9/G10 states no limit (S3), so this is the
 * reference server's (server/src/app.ts multipart limit and the media file rule, 200 MB). A bigger file is
 * refused before any byte is sent.
 */
const MEDIA_MAX_BYTES = 200_000_000;
export const MEDIA_MAX_TEXT = sizeText(MEDIA_MAX_BYTES);

/** The top-level type a file's extension implies, for browsers that give some files no MIME type (mkv). */
const TYPE_OF_EXTENSION: Record<string, string> = { mp4: 'video', mkv: 'video', mp3: 'audio' };

/** A chosen file's top-level type ('video' of 'video/mp4'), from its MIME type, else its extension. */
function topLevelType(value: unknown): string | undefined {
  const raw = (value as { rawFile?: unknown } | null)?.rawFile ?? value;
  const mime = raw instanceof Blob ? raw.type : '';
  if (mime) return mime.split('/')[0];
  const ext = extensionOf(fileNameOf(value) ?? '');
  return TYPE_OF_EXTENSION[ext];
}

/**
 * The item's type as a file's top-level type: a podcast is audio. The spec compares the two as they are; a
 * podcast could then take no file at all, so it is read as the audio it is.
 */
const expectedTopLevel = (itemType: string) => (itemType === 'podcast' ? 'audio' : itemType);

/** 'Media Type and Uploaded File Type Not Matched' unless the file is of the item's type (spec 2 §5). */
const matchesItemType =
  (itemType: string): Validator =>
  (value) => {
    if (!value || !fileNameOf(value)) return undefined;
    return topLevelType(value) === expectedTopLevel(itemType)
      ? undefined
      : 'app.content.multimedia.type_mismatch';
  };

/**
 * The upload field's rules (spec 2 §5): required; one of the allowed extensions (with the spec's message,
 * 'Image type should be JPG, PNG or JPEG ', as written); the item's type; at most 200 MB.
 */
export function mediaFileRules(itemType: string): Validator[] {
  return [
    required(REQUIRED),
    fileExtensionIn(MEDIA_EXTENSIONS, 'app.content.multimedia.upload_file_type'),
    matchesItemType(itemType),
    fileAtMost(MEDIA_MAX_BYTES),
  ];
}
