import { describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { registry } from '../../src/api/resources';
import { startRouteLoading, type RouteLoaders } from '../../src/routes/startRouteLoading';
import { fakeDataProvider } from '../helpers/fakeDataProvider';

const List: ComponentType = () => null;

function loaders() {
  const members = vi.fn(async () => ({ default: { list: List } }));
  const transactions = vi.fn(async () => ({ default: { list: List } }));
  const dashboard = { preload: vi.fn(async () => undefined) };
  const value: RouteLoaders = { resources: { members, transactions }, pages: { dashboard } };
  return { members, transactions, dashboard, value };
}

// Issue #16: at boot the address's screen code and a list's data load side by side, before the first render.
describe('startRouteLoading', () => {
  it("on a list's address, downloads its screen and starts reading its collection", async () => {
    const { members, dashboard, value } = loaders();
    const provider = fakeDataProvider({ members: [] });
    await startRouteLoading('/admin/members', value, provider, registry, true);
    expect(members).toHaveBeenCalledTimes(1);
    expect(provider.getList).toHaveBeenCalledWith(
      'members',
      expect.objectContaining({ meta: { partial: true } }),
    );
    expect(dashboard.preload).not.toHaveBeenCalled();
  });

  it("reads no collection that needs a parameter (a member's transactions): the screen's code only", async () => {
    const { transactions, value } = loaders();
    const provider = fakeDataProvider({});
    await startRouteLoading('/admin/transactions', value, provider, registry, true);
    expect(transactions).toHaveBeenCalledTimes(1);
    expect(provider.getList).not.toHaveBeenCalled();
  });

  it("on a page's address, downloads that page's code", async () => {
    const { dashboard, members, value } = loaders();
    await startRouteLoading('/admin/dashboard', value, fakeDataProvider({}), registry, true);
    expect(dashboard.preload).toHaveBeenCalledTimes(1);
    expect(members).not.toHaveBeenCalled();
  });

  it('starts nothing for an admin who is not signed in, nor on a deeper address', async () => {
    const { members, dashboard, value } = loaders();
    const provider = fakeDataProvider({});
    await startRouteLoading('/admin/members', value, provider, registry, false);
    await startRouteLoading('/admin/members/m-1', value, provider, registry, true);
    expect(members).not.toHaveBeenCalled();
    expect(dashboard.preload).not.toHaveBeenCalled();
    expect(provider.getList).not.toHaveBeenCalled();
  });

  it('resolves when the download fails, leaving the failure to the screen', async () => {
    const { value } = loaders();
    value.resources.members = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      startRouteLoading('/admin/members', value, fakeDataProvider({}), registry, true),
    ).resolves.toBeUndefined();
  });
});
