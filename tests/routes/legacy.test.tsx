import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, matchPath, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { resources } from '../../src/resources';
import { SHELL_LEGACY_ROUTES, legacyRoutesOf, legacyTarget, legacyTargetOf } from '../../src/routes/legacy';
import { LegacyRedirect } from '../../src/routes/LegacyRedirect';

/** Every spec URL of the app: the shell's and those the resources' descriptors name. */
const legacyRoutes = [...SHELL_LEGACY_ROUTES, ...legacyRoutesOf(resources)];

/** The canonical URL (query string kept) the table gives a legacy URL, or undefined. */
const resolveLegacyUrl = (pathname: string, search = '', state: unknown = null): string | undefined => {
  const target = legacyTargetOf(legacyRoutes, pathname, state);
  return target === undefined ? undefined : target + search;
};

/**
 * The canonical screens (docs/architecture.md): the dashboard, and the URLs react-admin and the descriptors give
 * the resources' views, their other screens and their pages, so that a resource added as the guide says is in.
 */
const VIEW_PATHS = { list: '', create: '/create', edit: '/:id', show: '/:id/show' } as const;
const CANONICAL = [
  '/admin/dashboard',
  ...resources.flatMap((resource) => [
    ...(resource.views ?? []).map((view) => `/admin/${resource.name}${VIEW_PATHS[view]}`),
    ...Object.keys(resource.routes ?? {}).map((path) => `/admin/${resource.name}/${path}`),
    ...Object.keys(resource.pages ?? {}).map((path) => `/admin/${path}`),
  ]),
];

const isCanonical = (path: string) =>
  CANONICAL.some((pattern) => matchPath({ path: pattern, end: true }, path));

/** A legacy URL of a row, with 'abc-123' for every param. */
const sampleUrl = (from: string) => from.replace(/:\w+/g, 'abc-123');

describe('the legacy redirect table', () => {
  it.each(legacyRoutes.map((route) => [route.from, route]))(
    '%s resolves to a canonical screen',
    (_from, route) => {
      const target = legacyTarget(route, matchPath(route.from, sampleUrl(route.from))!.params, null);
      expect(isCanonical(target)).toBe(true);
      if (route.from.includes(':id')) expect(target).toContain('abc-123');
    },
  );

  it('names each spec URL once', () => {
    const froms = legacyRoutes.map((route) => route.from);
    expect(new Set(froms).size).toBe(froms.length);
  });

  it.each([
    ['/admin/package/p-1/edit', '/admin/packages/p-1'],
    ['/admin/member/m-1/transaction/summary', '/admin/members/m-1/transactions'],
    ['/admin/transaction/summary', '/admin/payments'],
    ['/admin/events', '/admin/events/upcoming'],
    ['/admin/event/e-1/listOfRegisteredUser', '/admin/events/e-1/registrations'],
    ['/admin/event/e-1/speaker/create', '/admin/events/e-1/speakers/create'],
    ['/admin/contentLibrary/multimedia/c-1/upload', '/admin/multimedia/c-1/upload'],
    ['/admin/wsgs', '/admin/groups'],
    ['/admin/wsgs/groupList', '/admin/groups'],
    ['/admin/wsgs/g-1/listOfJoineUsers/addMember', '/admin/groups/g-1/members/add'],
    ['/admin/healthHero/h-1/listOfJoineUsers', '/admin/heroes/h-1/registered'],
    ['/admin/marketPlace/b-1/partner/edit', '/admin/partners/b-1'],
    ['/admin/partner/onboardings', '/admin/partners'],
    ['/dashboard', '/admin/dashboard'],
  ])('sends %s to %s', (from, to) => {
    expect(resolveLegacyUrl(from)).toBe(to);
  });

  it('keeps the query string', () => {
    expect(resolveLegacyUrl('/admin/package/p-1/edit', '?tab=2')).toBe('/admin/packages/p-1?tab=2');
  });

  it('leaves canonical URLs alone', () => {
    expect(resolveLegacyUrl('/admin/members/filtered-by-package')).toBeUndefined();
    expect(resolveLegacyUrl('/admin/packages/p-1')).toBeUndefined();
  });

  it.each([
    ['/admin/voucher/edit', '/admin/vouchers'],
    ['/admin/faq/edit', '/admin/faqs'],
    ['/admin/events/promo/code/edit', '/admin/promoCodes'],
  ])("opens %s's record from navigation state, else its list", (from, list) => {
    expect(resolveLegacyUrl(from, '', { record: { uuid: 'r-1', name: 'x' } })).toBe(`${list}/r-1`);
    expect(resolveLegacyUrl(from, '', { uuid: 'r-2' })).toBe(`${list}/r-2`);
    expect(resolveLegacyUrl(from, '', null)).toBe(list);
  });
});

const Where = () => {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
};

describe('LegacyRedirect', () => {
  it('replaces the URL, carrying params, query and state', () => {
    render(
      <MemoryRouter
        initialEntries={[
          { pathname: '/admin/voucher/edit', search: '?x=1', state: { record: { uuid: 'v-9' } } },
        ]}
      >
        <Routes>
          <Route path="/admin/voucher/edit" element={<LegacyRedirect routes={legacyRoutes} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/vouchers/v-9?x=1');
  });

  it('renders its children at any other address', () => {
    render(
      <MemoryRouter initialEntries={['/admin/vouchers/v-9']}>
        <LegacyRedirect routes={legacyRoutes}>
          <Where />
        </LegacyRedirect>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/vouchers/v-9');
  });
});
