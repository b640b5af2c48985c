import { hasSignature, kindOfExtension, SIGNATURE_BYTES } from '../../shared/fileSignatures';

/** The newly chosen file of an ImageInput/FileInput value (`{ rawFile }`) or a bare File; a stored path is none. */
export function chosenFile(value: unknown): Blob | undefined {
  if (typeof Blob === 'undefined') return undefined;
  if (value instanceof Blob) return value;
  if (typeof value === 'object' && value !== null) {
    const { rawFile } = value as { rawFile?: unknown };
    if (rawFile instanceof Blob) return rawFile;
  }
  return undefined;
}

/**
 * Whether a chosen file starts with the bytes of the kind its extension names (shared/fileSignatures.ts, the
 * server's own check): a text file renamed 'photo.png' is refused in the form, in the admin's language, before
 * it is sent. An extension no upload knows is left to the extension rule; a file the browser cannot read is left
 * to the server, which checks again.
 */
export async function contentFitsExtension(file: Blob, extension: string): Promise<boolean> {
  const kind = kindOfExtension(extension);
  if (!kind) return true;
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  } catch {
    return true;
  }
  return hasSignature(kind, head);
}
