import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router';
import { vi } from 'vitest';
import { PublicProviders } from '../../src/public';
import { i18nProvider } from '../../src/i18n/i18nProvider';

/** Shows where the app went, for the pages outside the public ones. */
const Elsewhere = () => {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname + location.search}</p>;
};

/** Renders public pages as the app mounts them, starting at `entry`. */
export function renderPublic(routes: ReactNode, entry: InitialEntry) {
  return render(
    <MemoryRouter initialEntries={[entry]} useTransitions={false}>
      <Routes>
        <Route element={<PublicProviders />}>{routes}</Route>
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Replaces `fetch` with one that answers every call with `status` and the JSON `body`; returns the mock. */
export function answerFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Opens the public pages in `locale`, as a language chosen on an earlier visit (react-admin's stored locale). */
export function storeLanguage(locale: string) {
  localStorage.setItem('RaStoreWellnessAdmin.version', '1');
  localStorage.setItem('RaStoreWellnessAdmin.locale', JSON.stringify(locale));
}

/** Back to English for the next test. */
export async function forgetLanguage() {
  localStorage.clear();
  await i18nProvider.changeLocale('en');
}
