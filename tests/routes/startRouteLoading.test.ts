import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigationPages } from '../../src/layout/navigation';
import { resources } from '../../src/resources';
import { registry } from '../../src/resources/registry';
import { bootLoaders } from '../../src/routes/bootLoaders';
import { startRouteLoading, type RouteLoaders } from '../../src/routes/startRouteLoading';
import { fakeDataProvider } from '../helpers/fakeDataProvider';

/** The app's real boot map, each screens loader wrapped in a spy that still downloads the real module. */
function realLoaders() {
  const real = bootLoaders(resources);
  const loaders: RouteLoaders = {
    resources: Object.fromEntries(Object.entries(real.resources).map(([name, load]) => [name, vi.fn(load)])),
    pages: real.pages,
  };
  return loaders;
}

/** The segment under /admin of a menu page at one segment (`/admin/promoCodes` → `promoCodes`). */
const singleSegment = (url: string) => /^\/admin\/([^/]+)$/.exec(url)?.[1];

afterEach(() => vi.restoreAllMocks());

// Issue #16: at boot the address's screen code and a list's data load side by side, before the first render.
describe(
  'startRouteLoading, against the boot map of the app (src/routes/bootLoaders.ts)',
  { timeout: 60_000 },
  () => {
    it('downloads the screen of every page of the menu, and starts reading the collection of every list', async () => {
      const pages = navigationPages()
        .map((page) => singleSegment(page.url))
        .filter((segment) => segment !== undefined);
      expect(pages).toEqual(expect.arrayContaining(['dashboard', 'members', 'promoCodes', 'activity']));
      for (const segment of pages) {
        const loaders = realLoaders();
        const page = loaders.pages[segment];
        const preload = page && vi.spyOn(page, 'preload');
        const provider = fakeDataProvider({});
        await startRouteLoading(`/admin/${segment}`, loaders, provider, registry, true);

        if (preload) {
          expect(preload, segment).toHaveBeenCalledTimes(1);
          continue;
        }
        expect(loaders.resources[segment], `${segment} has no screens to boot`).toHaveBeenCalledTimes(1);
        // Every list of the menu reads a collection without parameters, except the simple-REST log.
        if (registry[segment]) {
          expect(provider.getList, segment).toHaveBeenCalledWith(
            segment,
            expect.objectContaining({ meta: { partial: true } }),
          );
        } else {
          expect(provider.getList, segment).not.toHaveBeenCalled();
        }
      }
    });

    it("boots the profile page's code at /admin/profile and the dashboard's at /admin", async () => {
      const loaders = realLoaders();
      const profile = vi.spyOn(loaders.pages.profile!, 'preload');
      const dashboard = vi.spyOn(loaders.pages['']!, 'preload');
      await startRouteLoading('/admin/profile', loaders, fakeDataProvider({}), registry, true);
      await startRouteLoading('/admin', loaders, fakeDataProvider({}), registry, true);
      expect(profile).toHaveBeenCalledTimes(1);
      expect(dashboard).toHaveBeenCalledTimes(1);
    });

    it('starts nothing for an admin who is not signed in, nor on a deeper address', async () => {
      const loaders = realLoaders();
      const dashboard = vi.spyOn(loaders.pages.dashboard!, 'preload');
      const provider = fakeDataProvider({});
      await startRouteLoading('/admin/members', loaders, provider, registry, false);
      await startRouteLoading('/admin/members/m-1', loaders, provider, registry, true);
      await startRouteLoading('/admin/dashboard', loaders, provider, registry, false);
      expect(loaders.resources.members).not.toHaveBeenCalled();
      expect(dashboard).not.toHaveBeenCalled();
      expect(provider.getList).not.toHaveBeenCalled();
    });

    it('resolves when the download fails, leaving the failure to the screen', async () => {
      const loaders = realLoaders();
      loaders.resources.members = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
      await expect(
        startRouteLoading('/admin/members', loaders, fakeDataProvider({}), registry, true),
      ).resolves.toBeUndefined();
    });
  },
);
