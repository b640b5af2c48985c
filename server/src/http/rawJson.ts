/** JSON text made elsewhere (e.g. written by the database), sent verbatim where a value would be serialised. */
export class RawJson {
  constructor(readonly text: string) {}
}
