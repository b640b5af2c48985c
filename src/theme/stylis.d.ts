// stylis ships no types; the one export used here, typed as Emotion's plugins are.
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';

  export const prefixer: StylisPlugin;
}
