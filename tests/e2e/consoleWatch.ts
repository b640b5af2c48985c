import type { Page } from 'playwright-core';

/** Chromium's own line for a request answered 4xx/5xx: expected where a test provokes one. */
export const FAILED_REQUEST = /^Failed to load resource/;
/**
 * react-admin's dataProvider hook logs every rejected call outside production builds; the test build is one
 * when vitest's NODE_ENV=test reaches vite. Expected where a test provokes a 401.
 */
export const LOGGED_UNAUTHORIZED = /^\w+: Unauthorized/;

export interface ConsoleWatch {
  /** Every console error and uncaught page error so far. */
  errors: string[];
  /** Fails when the page logged an error other than the `allowed` ones. */
  expectClean(...allowed: RegExp[]): void;
}

/** Collects a page's console errors and uncaught exceptions, so a test can say the page stayed clean. */
export function watchConsole(page: Page): ConsoleWatch {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return {
    errors,
    expectClean(...allowed) {
      expect(errors.filter((text) => !allowed.some((pattern) => pattern.test(text)))).toEqual([]);
    },
  };
}
