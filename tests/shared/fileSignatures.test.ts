import { describe, expect, it } from 'vitest';
import { extensionOf, hasSignature, kindOfExtension } from '../../shared/fileSignatures';
import { fileNamed } from '../helpers/files';

const headOf = async (file: File) => new Uint8Array(await file.arrayBuffer()).subarray(0, 8);

describe('file signatures (shared by the server and the forms)', () => {
  it.each(['png', 'jpg', 'jpeg', 'pdf', 'mp4', 'mkv', 'mp3', 'pptx'])(
    'knows a .%s by its first bytes, and refuses text under that name',
    async (ext) => {
      const kind = kindOfExtension(ext.toUpperCase());
      expect(kind).toBeDefined();
      expect(hasSignature(kind!, await headOf(fileNamed(`a.${ext}`)))).toBe(true);
      expect(hasSignature(kind!, new TextEncoder().encode('just text'))).toBe(false);
      expect(hasSignature(kind!, new Uint8Array())).toBe(false);
    },
  );

  it('knows no other extension, not even an inherited property name', () => {
    for (const ext of ['gif', 'txt', 'constructor', '__proto__', 'toString']) {
      expect(kindOfExtension(ext)).toBeUndefined();
    }
  });

  it('reads an extension as the server does: none for a name without a dot or starting with its only one', () => {
    expect(['a.PNG', 'deck.v2.pptx', 'png', '.png', 'a.'].map(extensionOf)).toEqual([
      'png',
      'pptx',
      '',
      '',
      '',
    ]);
  });
});
