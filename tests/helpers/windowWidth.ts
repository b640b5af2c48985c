import { vi } from 'vitest';

/** Reads MUI's `(max-width: Npx)` and `(min-width: Npx)` queries against a width. */
function matchesWidth(query: string, width: number): boolean {
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
}

/**
 * A window `width` px wide as MUI's useMediaQuery reads it (the test DOM has no matchMedia; without one MUI answers
 * 'no match'). Undone by tests/setup.ts (vi.unstubAllGlobals).
 */
export function windowWidth(width: number) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: matchesWidth(query, width),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
