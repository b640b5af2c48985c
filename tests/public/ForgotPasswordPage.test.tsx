import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage } from '../../src/public';
import { answerFetch, forgetLanguage, renderPublic, storeLanguage } from './publicHarness';
import { fill } from '../helpers/fill';

const renderForgot = () =>
  renderPublic(<Route path="/forgetPassword" element={<ForgotPasswordPage />} />, '/forgetPassword');
const email = () => screen.getByLabelText(/^Email/);
const button = () => screen.getByRole('button', { name: 'Reset Password' });

afterEach(() => vi.unstubAllGlobals());

describe('the forgot password page', { timeout: 20000 }, () => {
  it("asks for a valid email, with the spec's odd required message", async () => {
    const user = userEvent.setup();
    renderForgot();
    expect(button()).toBeDisabled();
    await fill(email(), 'nope', user);
    expect(await screen.findByText('You must enter a valid email')).toBeInTheDocument();
    await user.clear(email());
    expect(await screen.findByText('Please enter your password.')).toBeInTheDocument();
    expect(button()).toBeDisabled();
  });

  it('sends the link and says so', async () => {
    const user = userEvent.setup();
    const fetchMock = answerFetch(200, { status: 200, data: null });
    renderForgot();
    await fill(email(), 'admin@example.com', user);
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A verification link has been sent to your account',
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/v1\/admin\/forgotPassword$/);
    expect(JSON.parse(String(init.body))).toEqual({ email: 'admin@example.com' });
  });

  it("says the backend's 'Email not found. :-' in the page's language", async () => {
    const user = userEvent.setup();
    answerFetch(400, { status: 400, message: 'Error!', error: 'Email not found. :-' });
    renderForgot();
    await fill(email(), 'nobody@example.com', user);
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('No account is registered with this email.');
  });

  it('says how long to wait when the server limits the requests (429), in the page language', async () => {
    const user = userEvent.setup();
    storeLanguage('tr');
    try {
      answerFetch(429, {
        status: 429,
        message: 'Error!',
        error: 'Too many attempts. Please try again in 1 minute.',
      });
      renderForgot();
      await fill(
        await screen.findByLabelText(/^E-posta/, undefined, { timeout: 5000 }),
        'admin@example.com',
        user,
      );
      await user.click(screen.getByRole('button', { name: /Şifre/ }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Çok fazla deneme yapıldı. Lütfen 1 dakika sonra yeniden deneyin.',
      );
    } finally {
      await forgetLanguage();
    }
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    answerFetch(400, { status: 400, message: 'Error!', error: 'User not found' });
    renderForgot();
    await fill(email(), 'nobody@example.com', user);
    await user.click(button());
    expect(await screen.findByRole('alert')).not.toHaveTextContent('A verification link');
  });
});
