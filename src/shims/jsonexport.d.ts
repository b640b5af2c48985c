// jsonexport ships no types; the stand-in (jsonexportWhenUsed.ts) only passes its arguments on.
declare module 'jsonexport/dist/index.js' {
  const jsonexport: (...args: unknown[]) => unknown;
  export default jsonexport;
}
