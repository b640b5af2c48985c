import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memoryStore } from 'react-admin';
import { AppMenu } from '../../src/layout/menu/AppMenu';
import { renderInAdmin } from './layoutHarness';

const renderMenu = (url: string) =>
  renderInAdmin(<AppMenu />, { url, store: memoryStore({ 'sidebar.open': true }) });

/** Every element child of `element` that is not a list item. */
const nonItemChildren = (element: HTMLElement) =>
  [...element.children]
    .filter((child) => child.tagName !== 'LI')
    .map((child) => child.outerHTML.slice(0, 80));

describe('AppMenu (issue 27: a navigation landmark with lists of links)', { timeout: 20000 }, () => {
  it('is a navigation landmark whose lists hold only list items, with links, not menu items', async () => {
    const user = userEvent.setup();
    renderMenu('/admin/events/upcoming');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).queryAllByRole('menu')).toEqual([]);
    expect(within(nav).queryAllByRole('menuitem')).toEqual([]);
    await user.click(within(nav).getByRole('button', { name: 'Content Library' }));
    const lists = within(nav).getAllByRole('list');
    expect(lists.length).toBeGreaterThanOrEqual(3);
    for (const list of lists) expect(nonItemChildren(list)).toEqual([]);
    expect(within(nav).getByRole('list', { name: 'Applications' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Multimedias' })).toHaveAttribute(
      'href',
      '/admin/multimedia',
    );
  });

  it("marks the current page's link with aria-current, and a group's button controls its list", async () => {
    renderMenu('/admin/events/upcoming');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Upcoming' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    const events = within(nav).getByRole('button', { name: 'Events' });
    expect(events).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(events.getAttribute('aria-controls')!)).toBe(
      within(nav).getByRole('list', { name: 'Events' }),
    );
  });
});
