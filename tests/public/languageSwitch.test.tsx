import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { LoginPage } from '../../src/public';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { renderPublic } from './publicHarness';
import { fill } from '../helpers/fill';

/** The admin's persisted store (src/layout/appStore.ts: react-admin's localStorageStore, version '1'). */
const STORE_PREFIX = 'RaStoreWellnessAdmin';
const storedLocale = () => localStorage.getItem(`${STORE_PREFIX}.locale`);

afterEach(async () => {
  localStorage.clear();
  await i18nProvider.changeLocale('en');
});

describe('the language switch on the sign-in page', { timeout: 20_000 }, () => {
  it('offers English, Arabic and Turkish and shows the page in the chosen one', async () => {
    const user = userEvent.setup();
    renderPublic(<Route path="/login" element={<LoginPage />} />, '/login');
    await user.click(await screen.findByRole('button', { name: 'English' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'English',
      'العربية',
      'Türkçe',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Türkçe' }));
    expect(await screen.findByRole('heading', { name: 'Giriş' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Giriş' })).toBeInTheDocument();
    expect(JSON.parse(storedLocale() ?? 'null')).toBe('tr');
  });

  it('keeps what was typed when the language changes', async () => {
    const user = userEvent.setup();
    renderPublic(<Route path="/login" element={<LoginPage />} />, '/login');
    await fill(await screen.findByLabelText(/^Email/), 'admin@example.com', user);
    await user.click(screen.getByRole('button', { name: 'English' }));
    await user.click(screen.getByRole('menuitem', { name: 'العربية' }));
    expect(
      await screen.findByRole('heading', { name: 'تسجيل الدخول' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^البريد الإلكتروني/)).toHaveValue('admin@example.com');
  });

  it('opens in the language stored by an earlier visit', async () => {
    localStorage.setItem(`${STORE_PREFIX}.version`, '1');
    localStorage.setItem(`${STORE_PREFIX}.locale`, JSON.stringify('ar'));
    renderPublic(<Route path="/login" element={<LoginPage />} />, '/login');
    expect(
      await screen.findByRole('heading', { name: 'تسجيل الدخول' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^البريد الإلكتروني/)).toBeInTheDocument();
  });
});
