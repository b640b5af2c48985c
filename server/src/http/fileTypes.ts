import path from 'node:path';

/** A file kind: the extensions it may carry and the leading bytes ("signature") its content must have. */
type Kind = 'jpg' | 'png' | 'pdf' | 'mp4' | 'mkv' | 'mp3' | 'pptx';

const EXTENSIONS: Record<string, Kind> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  pdf: 'pdf',
  mp4: 'mp4',
  mkv: 'mkv',
  mp3: 'mp3',
  pptx: 'pptx',
};

/** How many leading bytes the signature check needs (the longest signature: PNG's 8, MP4's `ftyp` at 4–7). */
export const SIGNATURE_BYTES = 8;

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);

const SIGNATURES: Record<Kind, (buf: Buffer) => boolean> = {
  jpg: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  png: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  pdf: (b) => startsWith(b, [0x25, 0x50, 0x44, 0x46]),
  mp4: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp',
  mkv: (b) => startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]),
  mp3: (b) =>
    b.subarray(0, 3).toString('latin1') === 'ID3' || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0),
  pptx: (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]),
};

export interface FileRule {
  kinds: Kind[];
  maxBytes: number;
  /** Sub-folder of DATA_DIR/uploads. */
  folder: string;
}

export const MB = 1_000_000;
export const IMAGE = (folder: string): FileRule => ({ kinds: ['jpg', 'png'], maxBytes: 2 * MB, folder });

/** The file's kind from its name, or null when the rule does not allow that extension. */
export function allowedKind(filename: string, rule: FileRule): { kind: Kind; ext: string } | null {
  const ext = path.extname(filename).slice(1).toLowerCase();
  const kind = EXTENSIONS[ext];
  if (!kind || !rule.kinds.includes(kind)) return null;
  return { kind, ext: kind === 'jpg' ? ext : kind };
}

/** Whether the first bytes of a file (at least SIGNATURE_BYTES of them, when the file has that many) fit `kind`. */
export const hasSignature = (kind: Kind, head: Buffer): boolean => head.length > 0 && SIGNATURES[kind](head);
