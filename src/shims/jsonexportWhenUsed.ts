/*
 * What the build gives react-admin's default CSV exporter for `jsonexport` (vite.config.ts): the same function,
 * downloaded when first called. react-admin's list controller imports that exporter whatever the list's own, and
 * the app's lists export with their own writer (src/components/csv/), so jsonexport brought about 3 KB of gzip
 * JavaScript to every list's first screen for a button no list shows (issues 26 and 28). react-admin calls it as
 * `jsonexport(data, [options], callback)`; without a callback this answers a promise of the text (jsonexport's
 * stream form is not offered).
 */
type Callback = (error: Error | null, csv?: string) => void;

const load = () => import('jsonexport/dist/index.js').then((module) => module.default);

export default function jsonexport(...args: unknown[]): Promise<string> | void {
  const callback = typeof args.at(-1) === 'function' ? (args.pop() as Callback) : undefined;
  const csv = load().then((real) => real(...args) as Promise<string>);
  if (!callback) return csv;
  csv.then(
    (text) => callback(null, text),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}
