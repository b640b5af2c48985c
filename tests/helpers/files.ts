/** The first bytes of each kind of file the uploads take (shared/fileSignatures.ts checks them). */
const HEADS: Record<string, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff, 0xe0],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  mp4: [0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70],
  mkv: [0x1a, 0x45, 0xdf, 0xa3],
  mp3: [0x49, 0x44, 0x33, 0x04],
  pptx: [0x50, 0x4b, 0x03, 0x04],
};

/**
 * A chosen file as a form receives it: named `name`, of MIME `type`, `size` bytes long, starting with the bytes of
 * the kind its extension names (an extension no upload takes gets none), so the forms' content check passes.
 */
export function fileNamed(name: string, type = '', size = 16): File {
  const head = HEADS[name.split('.').pop()?.toLowerCase() ?? ''] ?? [];
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return new File([bytes], name, { type });
}
