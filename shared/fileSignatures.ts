/**
 * The kinds of file an upload may be: the extensions each kind may carry and the leading bytes ("signature") its
 * content starts with. The reference server checks an upload's bytes against its extension
 * (server/src/http/fileTypes.ts), and so do the app's forms before sending (src/validation/fileContent.ts): a text
 * file renamed 'photo.png' is refused in the form, in the admin's language, not by the server.
 * Plain data and pure functions only: this file is compiled into the server and bundled into the app.
 */

export type FileKind = 'jpg' | 'png' | 'pdf' | 'mp4' | 'mkv' | 'mp3' | 'pptx';

const KIND_OF_EXTENSION: Readonly<Record<string, FileKind>> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  pdf: 'pdf',
  mp4: 'mp4',
  mkv: 'mkv',
  mp3: 'mp3',
  pptx: 'pptx',
};

/**
 * A file name's extension, lower case, without its dot; '' for none. As Node's `path.extname` reads it: 'png' and
 * '.png' have none, so the form and the server judge such a name alike.
 */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** The kind an extension (without its dot, any case) names, or undefined for one no upload takes. */
export function kindOfExtension(extension: string): FileKind | undefined {
  const ext = extension.toLowerCase();
  return Object.hasOwn(KIND_OF_EXTENSION, ext) ? KIND_OF_EXTENSION[ext] : undefined;
}

/** How many leading bytes the signature check needs (the longest signature: PNG's 8, MP4's `ftyp` at 4–7). */
export const SIGNATURE_BYTES = 8;

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) =>
  bytes.every((byte, i) => head[offset + i] === byte);

/** 'ftyp', the box every MP4 file starts with after its 4-byte size. */
const FTYP = [0x66, 0x74, 0x79, 0x70];
/** 'ID3', the tag most MP3 files start with; the others start with an MPEG frame's sync bits. */
const ID3 = [0x49, 0x44, 0x33];

const SIGNATURES: Readonly<Record<FileKind, (head: Uint8Array) => boolean>> = {
  jpg: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  png: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  pdf: (b) => startsWith(b, [0x25, 0x50, 0x44, 0x46]),
  mp4: (b) => startsWith(b, FTYP, 4),
  mkv: (b) => startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]),
  mp3: (b) => startsWith(b, ID3) || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0),
  pptx: (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]),
};

/** Whether a file's first bytes (at least SIGNATURE_BYTES of them, when the file has that many) fit `kind`. */
export const hasSignature = (kind: FileKind, head: Uint8Array): boolean =>
  head.length > 0 && SIGNATURES[kind](head);
