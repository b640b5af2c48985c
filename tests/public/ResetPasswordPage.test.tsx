import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage, LoginPage, ResetPasswordPage } from '../../src/public';
import { answerFetch, renderPublic } from './publicHarness';
import { fill } from '../helpers/fill';

const renderReset = () =>
  renderPublic(
    <>
      <Route path="/reset/:token" element={<ResetPasswordPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/forgetPassword" element={<ForgotPasswordPage />} />
    </>,
    '/reset/tok-123',
  );
const newPassword = () => screen.getByLabelText(/^New Password/);
const confirmPassword = () => screen.getByLabelText(/^Confirm Password/);
const button = () => screen.getByRole('button', { name: 'Reset Password' });

afterEach(() => vi.unstubAllGlobals());

describe('the reset password page', { timeout: 20000 }, () => {
  it('requires the new password and a matching confirmation', async () => {
    const user = userEvent.setup();
    renderReset();
    expect(button()).toBeDisabled();
    await user.click(newPassword());
    await user.tab();
    expect(await screen.findByText('Please enter your password.')).toBeInTheDocument();
    await fill(newPassword(), 'n3w-passw0rd', user);
    await fill(confirmPassword(), 'o', user);
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(button()).toBeDisabled();
    await user.clear(confirmPassword());
    await fill(confirmPassword(), 'n3w-passw0rd', user);
    expect(button()).toBeEnabled();
  });

  it("asks for at least 8 characters, with the profile's message", async () => {
    const user = userEvent.setup();
    renderReset();
    await fill(newPassword(), '1234567', user);
    await fill(confirmPassword(), '1234567', user);
    expect(await screen.findByText('Password is too short - should be 8 chars minimum.')).toBeInTheDocument();
    expect(button()).toBeDisabled();
    await fill(newPassword(), '8', user);
    await fill(confirmPassword(), '8', user);
    expect(button()).toBeEnabled();
  });

  it("goes to /login with 'Password Reset Successful'", async () => {
    const user = userEvent.setup();
    const fetchMock = answerFetch(200, { status: 200, data: { acknowledged: true } });
    renderReset();
    await fill(newPassword(), 'n3w-passw0rd', user);
    await fill(confirmPassword(), 'n3w-passw0rd', user);
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('Password Reset Successful');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      token: 'tok-123',
      newPassword: 'n3w-passw0rd',
      confirmPassword: 'n3w-passw0rd',
    });
  });

  it("goes to /forgetPassword with 'Session Expired! Please Retry Again' on a bad token", async () => {
    const user = userEvent.setup();
    // The backend answers a bad token with HTTP 200 carrying status 400 (api-contract A3).
    answerFetch(200, { status: 400, data: { name: 'TokenExpiredError', message: 'jwt expired' } });
    renderReset();
    await fill(newPassword(), 'n3w-passw0rd', user);
    await fill(confirmPassword(), 'n3w-passw0rd', user);
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('Session Expired! Please Retry Again');
    expect(screen.getByText('Enter the email you registered with')).toBeInTheDocument();
  });
});
