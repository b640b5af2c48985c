import { vi } from 'vitest';

/**
 * Catches the file react-admin's downloadCSV would save: the Blob given to URL.createObjectURL and the
 * download name set on the link. Call `restore()` after the test.
 */
export function captureCsvDownload() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  const createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:csv';
  });
  const originalCreate = URL.createObjectURL;
  URL.createObjectURL = createObjectURL;
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.getAttribute('download') ?? '');
  });
  return {
    names,
    /**
     * The text of the last downloaded file, its byte-order mark read as a spreadsheet reads it (as the spec's
     * Blob.text() does; happy-dom's keeps it as a character). csvBom.test.ts checks the mark itself.
     */
    text: async () => new TextDecoder().decode(await blobs.at(-1)!.arrayBuffer()),
    restore: () => {
      URL.createObjectURL = originalCreate;
      click.mockRestore();
    },
  };
}
