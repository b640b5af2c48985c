import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../src/public';
import { sessionStore } from '../../src/auth';
import { ACCESS_TOKEN_KEY } from '../../src/auth/session';
import { expiredToken, validToken } from '../auth/fakeApi';
import { answerFetch, forgetLanguage, renderPublic, storeLanguage } from './publicHarness';
import { fill } from '../helpers/fill';

const loginRoute = <Route path="/login" element={<LoginPage />} />;
const renderLogin = (entry: Parameters<typeof renderPublic>[1] = '/login') => renderPublic(loginRoute, entry);

const email = () => screen.getByLabelText(/^Email/);
const password = () => screen.getByLabelText(/^Password/);
const loginButton = () => screen.getByRole('button', { name: 'Login' });

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the login page', { timeout: 20000 }, () => {
  it('keeps Login disabled until the form has been edited and is valid', async () => {
    const user = userEvent.setup();
    renderLogin();
    expect(loginButton()).toBeDisabled();
    await fill(email(), 'admin@example.com', user);
    expect(loginButton()).toBeDisabled();
    await fill(password(), 'secret', user);
    expect(loginButton()).toBeEnabled();
    await user.clear(password());
    expect(loginButton()).toBeDisabled();
  });

  it("shows the spec's messages for the email and the password", async () => {
    const user = userEvent.setup();
    renderLogin();
    await fill(email(), 'not-an-email', user);
    expect(await screen.findByText('You must enter a valid email')).toBeInTheDocument();
    await user.clear(email());
    expect(await screen.findByText('You must enter an email')).toBeInTheDocument();
    await user.click(password());
    await user.tab();
    expect(await screen.findByText('Please enter your password.')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderLogin();
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('links to the forgot password page', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgetPassword');
  });

  it("says 'Invalid Email ID or Password' at top centre when the server refuses", async () => {
    const user = userEvent.setup();
    answerFetch(401, 'Unauthorized');
    renderLogin();
    await fill(email(), 'admin@example.com', user);
    await fill(password(), 'wrong', user);
    await user.click(loginButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid Email ID or Password');
    expect(alert.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginTopCenter');
    expect(sessionStore.getToken()).toBeNull();
  });

  it('says how long to wait when the server limits the attempts (429), in the page language', async () => {
    const user = userEvent.setup();
    answerFetch(429, {
      status: 429,
      message: 'Error!',
      error: 'Too many attempts. Please try again in 15 minutes.',
    });
    renderLogin();
    await fill(email(), 'admin@example.com', user);
    await fill(password(), 'right-or-wrong', user);
    await user.click(loginButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts. Please try again in 15 minutes.');
    expect(sessionStore.getToken()).toBeNull();
  });

  it('says the wait in Arabic on an Arabic page', async () => {
    const user = userEvent.setup();
    storeLanguage('ar');
    try {
      answerFetch(429, {
        status: 429,
        message: 'Error!',
        error: 'Too many attempts. Please try again in 2 minutes.',
      });
      renderLogin();
      await screen.findByRole('heading', { name: 'تسجيل الدخول' }, { timeout: 5000 });
      await fill(screen.getByLabelText(/^البريد الإلكتروني/), 'admin@example.com', user);
      await fill(screen.getByLabelText(/^كلمة المرور/), 'right-or-wrong', user);
      await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد دقيقتين.',
      );
    } finally {
      await forgetLanguage();
    }
  });

  it("keeps another server's own text for a 429", async () => {
    const user = userEvent.setup();
    answerFetch(429, { status: 429, message: 'Error!', error: 'Slow down.' });
    renderLogin();
    await fill(email(), 'admin@example.com', user);
    await fill(password(), 'right-or-wrong', user);
    await user.click(loginButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Slow down.');
  });

  it('signs in and opens /admin/dashboard', async () => {
    const user = userEvent.setup();
    const token = validToken();
    const fetchMock = answerFetch(200, {
      status: 200,
      data: { token, user: { uuid: 'a-1', name: 'Jane Doe', email: 'admin@example.com' } },
    });
    renderLogin();
    await fill(email(), 'admin@example.com', user);
    await fill(password(), 'secret', user);
    await user.click(loginButton());
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/admin/dashboard');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(token);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('returns to the protected page the user was sent away from', async () => {
    const user = userEvent.setup();
    answerFetch(200, { status: 200, data: { token: validToken(), user: { uuid: 'a-1', email: 'a@b.co' } } });
    renderLogin({ pathname: '/login', state: { nextPathname: '/admin/members', nextSearch: '?page=2' } });
    await fill(email(), 'a@b.co', user);
    await fill(password(), 'secret', user);
    await user.click(loginButton());
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/admin/members?page=2');
  });

  it('never sends the user outside the app after login', async () => {
    const user = userEvent.setup();
    answerFetch(200, { status: 200, data: { token: validToken(), user: { uuid: 'a-1', email: 'a@b.co' } } });
    renderLogin('/login?redirect=//evil.example/admin');
    await fill(email(), 'a@b.co', user);
    await fill(password(), 'secret', user);
    await user.click(loginButton());
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/admin/dashboard');
  });

  it('signs in on load with a stored valid token', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, validToken());
    renderLogin();
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/admin/dashboard');
  });

  it("signs out an expired stored token with 'access_token expired'", async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, expiredToken());
    renderLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent('access_token expired');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it("shows why the admin signed the user out ('Invalid access_token' after a 401)", async () => {
    // The notice's seconds on screen pass on a fake clock (tests/setup.ts restores the real one).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStore.endWithNotice('app.auth.invalid_access_token');
    renderLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid access_token');
    // The reason is spent once the notice has closed itself, not before.
    expect(sessionStorage.length).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(sessionStorage.length).toBe(0));
  });
});
