import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18nProvider } from '../src/i18n/i18nProvider';
import { forgetChangedRows } from '../src/layout/live/changedRows';
import { answerComputedStyleInline } from './helpers/computedStyle';
import { insertRulesAsProduction } from './helpers/emotionSheets';
import { skipOwnerStacks } from './helpers/ownerStacks';
import { skipDocumentInRetriedErrors } from './helpers/retriedQueryErrors';

// react-admin screens settle over several renders (debounced search, lazy queries); on a busy 2-core machine
// that takes longer than Testing Library's 1 s default, and a waitFor that gives up early is a false failure.
configure({ asyncUtilTimeout: 5000 });
skipDocumentInRetriedErrors();
answerComputedStyleInline(window);
skipOwnerStacks();
insertRulesAsProduction();
// A browser writes an element as `[object HTMLDivElement]`; happy-dom writes its whole HTML. MUI's Popper (menus,
// autocompletes, tooltips) asks `String(node)` of the document's root many times per position: serialising the
// document, its style sheets included, made a test's autocomplete seconds slower in a full run.
window.Element.prototype.toString = function (this: Element) {
  return `[object ${this.constructor.name}]`;
};

// A worker runs its test files one after another in one module graph and window (vitest.config.ts), so nothing a
// test changes may outlive it: the DOM, both storages, fake timers, stubbed globals, the language (the app's
// one i18nProvider, with its dates' language) and the rows marked as changed by another administrator.
afterEach(async () => {
  cleanup();
  await i18nProvider.changeLocale('en');
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  forgetChangedRows();
});
