/// <reference lib="webworker" />
import Papa from 'papaparse';
import type { ParsedCsv } from './parseCsvFile';

/** Parses a CSV file off the main thread (served from the app's origin, so the CSP's script-src allows it). */
self.onmessage = (event: MessageEvent<File>) => {
  Papa.parse<Record<string, string>>(event.data, {
    header: true,
    skipEmptyLines: 'greedy',
    complete: (result) => {
      const parsed: ParsedCsv = { fields: result.meta.fields ?? [], rows: result.data };
      self.postMessage(parsed);
    },
    error: (error) => self.postMessage({ error: error.message }),
  });
};
