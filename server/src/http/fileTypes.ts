import { extensionOf, kindOfExtension, type FileKind } from '../../../shared/fileSignatures.js';

/** What one upload field takes: its kinds of file (shared/fileSignatures.ts), their size and where they go. */
export interface FileRule {
  kinds: FileKind[];
  maxBytes: number;
  /** Sub-folder of DATA_DIR/uploads. */
  folder: string;
}

export const MB = 1_000_000;
export const IMAGE = (folder: string): FileRule => ({ kinds: ['jpg', 'png'], maxBytes: 2 * MB, folder });

/** The file's kind from its name, or null when the rule does not allow that extension. */
export function allowedKind(filename: string, rule: FileRule): { kind: FileKind; ext: string } | null {
  const ext = extensionOf(filename);
  const kind = kindOfExtension(ext);
  if (!kind || !rule.kinds.includes(kind)) return null;
  return { kind, ext: kind === 'jpg' ? ext : kind };
}
