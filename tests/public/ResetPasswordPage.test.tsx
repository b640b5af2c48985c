import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage, LoginPage, ResetPasswordPage } from '../../src/public';
import { answerFetch, renderPublic } from './publicHarness';

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
    await user.type(newPassword(), 'n3w-passw0rd');
    await user.type(confirmPassword(), 'o');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(button()).toBeDisabled();
    await user.clear(confirmPassword());
    await user.type(confirmPassword(), 'n3w-passw0rd');
    expect(button()).toBeEnabled();
  });

  it("asks for at least 8 characters, with the profile's message", async () => {
    const user = userEvent.setup();
    renderReset();
    await user.type(newPassword(), '1234567');
    await user.type(confirmPassword(), '1234567');
    expect(await screen.findByText('Password is too short - should be 8 chars minimum.')).toBeInTheDocument();
    expect(button()).toBeDisabled();
    await user.type(newPassword(), '8');
    await user.type(confirmPassword(), '8');
    expect(button()).toBeEnabled();
  });

  it("goes to /login with 'Password Reset Successful'", async () => {
    const user = userEvent.setup();
    const fetchMock = answerFetch(200, { status: 200, data: { acknowledged: true } });
    renderReset();
    await user.type(newPassword(), 'n3w-passw0rd');
    await user.type(confirmPassword(), 'n3w-passw0rd');
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
    await user.type(newPassword(), 'n3w-passw0rd');
    await user.type(confirmPassword(), 'n3w-passw0rd');
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('Session Expired! Please Retry Again');
    expect(screen.getByText('Enter the email you registered with')).toBeInTheDocument();
  });
});
