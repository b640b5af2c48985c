import { afterEach, describe, expect, it } from 'vitest';
import { csvExporter, type CsvColumn } from '../../../src/components/csv/csvExporter';
import { captureCsvDownload } from '../../resources/captureCsvDownload';

const columns: CsvColumn[] = [{ header: 'Name', value: (record) => record.name }];
const translate = (key: string) => key;

let download: ReturnType<typeof captureCsvDownload> | undefined;
afterEach(() => download?.restore());

/** The downloaded bytes: Blob.text() would drop the byte-order mark while decoding. */
const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('csvExporter (issue #12)', () => {
  it('starts the file with a UTF-8 byte-order mark so spreadsheets read Müller, not MÃ¼ller', async () => {
    download = captureCsvDownload();
    const blobs: Blob[] = [];
    const create = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => (blobs.push(blob), create(blob));
    const exporter = csvExporter(columns, 'People', translate);
    const noFetch = async () => ({});
    exporter([{ id: 1, name: 'Müller' }], noFetch, {} as Parameters<typeof exporter>[2], 'people');

    const bytes = await bytesOf(blobs[0]);
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe('\uFEFF"Name"\r\n"Müller"');
    expect(download.names).toEqual(['People.csv']);
  });
});
