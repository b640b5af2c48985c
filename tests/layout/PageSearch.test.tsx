import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PageSearch } from '../../src/layout/search/PageSearch';
import { MAX_SUGGESTIONS, searchPages } from '../../src/layout/search/searchPages';
import { navigationPages } from '../../src/layout/navigation';
import { testI18nProvider } from '../helpers/testI18nProvider';
import { renderInAdmin } from './layoutHarness';

const translate = (key: string) => testI18nProvider.translate(key);

describe('searchPages', () => {
  it('finds pages by title, case-insensitively, own titles first', () => {
    const titles = searchPages('MEMB', translate).map((page) => translate(page.title));
    expect(titles).toEqual(['Members']);
    expect(searchPages('events', translate).map((page) => page.url)).toContain('/admin/events/past');
  });

  it('offers at most 10 suggestions', () => {
    expect(navigationPages().filter((page) => /e/i.test(translate(page.title))).length).toBeGreaterThan(10);
    expect(searchPages('e', translate)).toHaveLength(MAX_SUGGESTIONS);
  });

  it("finds Turkish titles starting with 'İ' from a lower-case 'i', and 'I' from 'ı'", () => {
    const turkish = (key: string) =>
      ({ 'app.a': 'İçerik Kütüphanesi', 'app.b': 'İŞ ORTAKLARI', 'app.c': 'Işık' })[key] ?? key;
    const pages = [
      { title: 'app.a', url: '/a' },
      { title: 'app.b', url: '/b' },
      { title: 'app.c', url: '/c' },
    ] as Parameters<typeof searchPages>[2];
    expect(searchPages('içerik', turkish, pages).map((page) => page.url)).toEqual(['/a']);
    expect(searchPages('iş ortak', turkish, pages).map((page) => page.url)).toEqual(['/b']);
    expect(searchPages('ışık', turkish, pages).map((page) => page.url)).toEqual(['/c']);
  });

  it('suggests nothing for an empty query', () => {
    expect(searchPages('  ', translate)).toEqual([]);
  });
});

describe('<PageSearch>', { timeout: 20000 }, () => {
  it("opens with Ctrl+K and says 'No results..' when nothing matches", async () => {
    const user = userEvent.setup();
    renderInAdmin(<PageSearch />);
    await user.keyboard('{Control>}k{/Control}');
    // The dialog itself is named (axe: aria-dialog-name).
    expect(await screen.findByRole('dialog', { name: 'Search pages' })).toBeInTheDocument();
    const input = await screen.findByRole('combobox', { name: 'Search pages' });
    await user.type(input, 'zzzz');
    expect(screen.getByText('No results..')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('opens with Cmd+K too', async () => {
    const user = userEvent.setup();
    renderInAdmin(<PageSearch />);
    await user.keyboard('{Meta>}k{/Meta}');
    expect(await screen.findByRole('combobox', { name: 'Search pages' })).toBeInTheDocument();
  });

  it('shows at most 10 suggestions', async () => {
    const user = userEvent.setup();
    renderInAdmin(<PageSearch />);
    await user.click(screen.getByRole('button', { name: 'Search pages (Ctrl+K)' }));
    await user.type(await screen.findByRole('combobox'), 'e');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(10);
  });

  it('moves with the arrow keys and opens the chosen page with Enter', async () => {
    const user = userEvent.setup();
    const { location } = renderInAdmin(<PageSearch />);
    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox');
    await user.type(input, 'ev');
    const options = screen.getAllByRole('option');
    const suggestions = options.map((option) => option.textContent);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[options.length - 1].id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
    const opened = navigationPages().find((page) => suggestions[1]?.startsWith(translate(page.title)));
    expect(location().pathname).toBe(opened?.url);
  });
});
