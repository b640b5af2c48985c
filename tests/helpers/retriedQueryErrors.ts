import { configure, getConfig } from '@testing-library/react';

/** Testing Library's internal flag, set while waitFor (and so findBy*) runs its callback. */
type RetryingConfig = ReturnType<typeof getConfig> & { _disableExpensiveErrorDiagnostics?: boolean };

/**
 * waitFor and findBy* try their query again on every change to the DOM and every 50 ms, and each failed try made
 * an error printing the whole document (prettyDOM, the document's outerHTML included), only to throw it away at
 * the next try. While they try (Testing Library's own "expensive error diagnostics disabled" flag) the error carries
 * the message only; one that times out still gets the document added to its last error (waitFor's onTimeout),
 * and a query outside waitFor fails with it as before. (Issue 25: the suite's time.)
 */
export function skipDocumentInRetriedErrors() {
  const withDocument = getConfig().getElementError;
  configure({
    getElementError: (message, container) => {
      if (!(getConfig() as RetryingConfig)._disableExpensiveErrorDiagnostics) {
        return withDocument(message, container);
      }
      const error = new Error(message ?? '');
      error.name = 'TestingLibraryElementError';
      return error;
    },
  });
}
