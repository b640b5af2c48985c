import Papa from 'papaparse';

/** The header row's names and every data row by header. */
export interface ParsedCsv {
  fields: string[];
  rows: Record<string, string>[];
}

/** Why a file is refused before parsing (i18n keys). */
export const CSV_FILE_PROBLEMS = {
  type: 'app.csv_import.not_csv',
  size: 'app.csv_import.too_big',
  empty: 'app.csv_import.empty',
  unreadable: 'app.csv_import.unreadable',
  encoding: 'app.csv_import.not_utf8',
} as const;

export const MAX_CSV_BYTES = 5 * 1024 * 1024;

const CSV_TYPES = ['text/csv', 'application/vnd.ms-excel', 'text/plain', ''];

/** The i18n key of what is wrong with the file, or undefined: a .csv, not empty, at most 5 MB. */
export function csvFileProblem(file: File): string | undefined {
  if (!/\.csv$/i.test(file.name) || !CSV_TYPES.includes(file.type)) return CSV_FILE_PROBLEMS.type;
  if (file.size === 0) return CSV_FILE_PROBLEMS.empty;
  if (file.size > MAX_CSV_BYTES) return CSV_FILE_PROBLEMS.size;
  return undefined;
}

class CsvFileError extends Error {}

/** A UTF-16 byte-order mark (little or big endian): Excel's 'Unicode Text', full of NUL bytes but no binary file. */
const isUtf16 = (bytes: Uint8Array) =>
  (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);

/**
 * Refuses text in another encoding than UTF-8 (Turkish Excel's plain 'CSV' is Windows-1254, its 'Unicode Text'
 * UTF-16), which papaparse would read as garbled names, with the advice to save it as CSV UTF-8; and a binary
 * file (NUL bytes: a picture renamed .csv) as unreadable. A UTF-8 byte-order mark is UTF-8.
 */
async function checkUtf8Text(file: File): Promise<void> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (isUtf16(bytes)) throw new CsvFileError(CSV_FILE_PROBLEMS.encoding);
  if (bytes.includes(0)) throw new CsvFileError(CSV_FILE_PROBLEMS.unreadable);
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CsvFileError(CSV_FILE_PROBLEMS.encoding);
  }
}

function parseHere(file: File): Promise<ParsedCsv> {
  return new Promise((resolve, reject) => {
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      complete: (result) => resolve({ fields: result.meta.fields ?? [], rows: result.data }),
      error: () => reject(new CsvFileError(CSV_FILE_PROBLEMS.unreadable)),
    });
  });
}

function parseInWorker(file: File): Promise<ParsedCsv> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./csvParse.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<ParsedCsv | { error: string }>) => {
      worker.terminate();
      if ('error' in event.data) reject(new CsvFileError(CSV_FILE_PROBLEMS.unreadable));
      else resolve(event.data);
    };
    worker.onerror = () => {
      worker.terminate();
      reject(new CsvFileError(CSV_FILE_PROBLEMS.unreadable));
    };
    worker.postMessage(file);
  });
}

/**
 * Checks and parses a CSV file: papaparse in a worker so a 10,000-row file keeps the page responsive (on the
 * main thread where workers do not exist, e.g. the tests' DOM). Rejects with an Error whose message is an i18n key.
 */
export async function parseCsvFile(file: File): Promise<ParsedCsv> {
  const problem = csvFileProblem(file);
  if (problem) throw new CsvFileError(problem);
  await checkUtf8Text(file);
  const parsed = typeof Worker === 'undefined' ? await parseHere(file) : await parseInWorker(file);
  if (parsed.rows.length === 0) throw new CsvFileError(CSV_FILE_PROBLEMS.empty);
  return parsed;
}
