import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MenuItemLinkClasses } from 'react-admin';
import { NavEntry } from '../../src/layout/menu/NavEntry';
import { navigation, navigationPages } from '../../src/layout/navigation';
import { searchPages } from '../../src/layout/search/searchPages';
import { testI18nProvider } from '../helpers/testI18nProvider';
import { renderInAdmin } from './layoutHarness';
import arabicShell from '../../src/i18n/ar/shell';
import turkishShell from '../../src/i18n/tr/shell';

const translate = (key: string) => testI18nProvider.translate(key);
const entry = (id: string) => navigation.find((item) => item.id === id)!;

describe('navigation (issue #12)', { timeout: 20000 }, () => {
  it('marks Members as the current entry on the incomplete members list', async () => {
    renderInAdmin(<NavEntry item={entry('members')} />, { url: '/admin/incomplete/members' });
    const members = await screen.findByRole('link', { name: 'Members' });
    expect(members).toHaveClass(MenuItemLinkClasses.active);
  });

  it('does not mark Members on another page', async () => {
    renderInAdmin(<NavEntry item={entry('members')} />, { url: '/admin/packages' });
    const members = await screen.findByRole('link', { name: 'Members' });
    expect(members).not.toHaveClass(MenuItemLinkClasses.active);
  });

  it('reaches all payments from the menu and the page search', async () => {
    renderInAdmin(<NavEntry item={entry('payments')} />);
    expect(await screen.findByRole('link', { name: 'All Payments' })).toHaveAttribute(
      'href',
      '/admin/payments',
    );
    expect(searchPages('payments', translate).map((page) => page.url)).toContain('/admin/payments');
  });

  it('names every page apart: hero and partner requests are not both "Requests" (issue 24)', () => {
    const titles = navigationPages().map((page) => translate(page.title));
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
    expect(translate(entry('requests').title)).toBe('Partner Requests');
    const heroApplications = navigationPages().find((page) => page.url === '/admin/heroApplications')!;
    expect(translate(heroApplications.title)).toBe('Hero Requests');
    for (const { app } of [arabicShell, turkishShell]) {
      const { menu } = app.shell as { menu: Record<string, string> };
      expect(menu.requests).not.toBe(menu.hero_requests);
    }
  });
});
