import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UpdateParams } from 'react-admin';
import { ACCESS_TOKEN_KEY } from '../../../src/auth/session';
import { ProfileEdit, ProfileShow } from '../../../src/resources/profile/screens';
import { callingCode, profileFormValues, profileSaveError } from '../../../src/resources/profile/profileForm';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { fill } from '../../helpers/fill';

/** The profile as the registry normalises it (name split, code as text, empty passwords; id: the admin's uuid). */
const profile = {
  id: '1eb17f3b-e591-41c0-a1d3-a379e9596db4',
  name: 'Jane Doe',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  countryCode: '91',
  phone: '5551234',
  newPassword: '',
  confirmPassword: '',
};

/** Like the registry: the token decides, so any id answers the admin's record (with its uuid as id). */
const profileProvider = () => {
  const dataProvider = fakeDataProvider({ profile: [profile] });
  dataProvider.getOne.mockImplementation(async () => ({ data: { ...profile } }));
  dataProvider.update.mockImplementation(async (_resource: string, { data }: UpdateParams) => ({
    data: { ...profile, ...data, id: profile.id },
  }));
  return dataProvider;
};

const renderEdit = () => {
  const dataProvider = profileProvider();
  return { dataProvider, ...renderWithAdmin(<ProfileEdit />, { dataProvider, url: '/profile/edit' }) };
};

describe('profile form values', () => {
  it('offers the calling code as +NN and empty passwords', () => {
    expect(callingCode(91)).toBe('+91');
    expect(callingCode('+1')).toBe('+1');
    expect(profileFormValues(profile)).toMatchObject({
      firstName: 'Jane',
      countryCode: '+91',
      newPassword: '',
    });
  });
});

describe('profile save errors', () => {
  it("names the server's current-password refusals by message key, in the admin's language", () => {
    expect(profileSaveError(new Error('The current password is not correct.'))).toBe(
      'app.profile.current_password_wrong',
    );
    expect(profileSaveError(new Error('Too many attempts. Please try again in 15 minutes.'))).toBe(
      'Too many attempts. Please try again in 15 minutes.',
    );
    expect(profileSaveError(new Error(''))).toBe('app.common.oops_error');
  });
});

describe('/admin/profile', { timeout: 30000 }, () => {
  it("shows the initials, the details and 'Update'", async () => {
    renderWithAdmin(<ProfileShow />, {
      dataProvider: profileProvider(),
      url: '/profile',
    });
    expect(await screen.findByText('JD')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(screen.getByText('jane@example.com')).toBeInTheDocument();
    expect(screen.getByText('+91 5551234')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update' })).toHaveAttribute('href', '/admin/profile/edit');
  });
});

describe('/admin/profile/edit', { timeout: 30000 }, () => {
  it('loads the profile with the email disabled', async () => {
    renderEdit();
    expect(await screen.findByDisplayValue('Jane')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toBeDisabled();
  });

  it("checks the phone, the password and its confirmation with the spec's messages", async () => {
    const user = userEvent.setup();
    const { dataProvider } = renderEdit();
    const phone = await screen.findByLabelText(/^Phone/);
    const save = screen.getByRole('button', { name: 'Save' });

    await user.clear(phone);
    await fill(phone, '12a', user);
    await fill(screen.getByLabelText(/^New Password/), 'short', user);
    await fill(screen.getByLabelText(/^Confirm Password/), 'other', user);
    await user.click(save);
    expect(await screen.findByText('Must be only digits')).toBeInTheDocument();
    expect(screen.getByText('Password is too short - should be 8 chars minimum.')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();

    await user.clear(phone);
    await fill(phone, '12345', user);
    expect(await screen.findByText('Must be more than 6 digits')).toBeInTheDocument();
    await user.clear(phone);
    await fill(phone, '123456789012345', user);
    expect(await screen.findByText('Must be not more than 14 digits')).toBeInTheDocument();

    // Spaces only are not a password (the server takes passwords as typed, and refuses it too).
    const newPassword = screen.getByLabelText(/^New Password/);
    await user.clear(newPassword);
    await fill(newPassword, '          ', user);
    expect(await screen.findByText('Password cannot be only spaces.')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it("writes the calling code left to right, so an Arabic page shows '+91', not '91+'", async () => {
    renderEdit();
    const code = await screen.findByText('+91');
    expect(code.closest('bdi')).toHaveAttribute('dir', 'ltr');
  });

  it('requires the first and last name', async () => {
    const user = userEvent.setup();
    renderEdit();
    await user.clear(await screen.findByLabelText(/^First Name/));
    await user.clear(screen.getByLabelText(/^Last Name/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  });

  it('refuses names longer than the server takes, beside the fields, before anything is sent', async () => {
    const user = userEvent.setup();
    const { dataProvider } = renderEdit();
    await user.clear(await screen.findByLabelText(/^First Name/));
    await fill(screen.getByLabelText(/^First Name/), 'x'.repeat(300), user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be 99 characters or less')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('saves and returns to the profile', async () => {
    const user = userEvent.setup();
    const { dataProvider, location, notifications } = renderEdit();
    const lastName = await screen.findByLabelText(/^Last Name/);
    await user.clear(lastName);
    await fill(lastName, 'Smith', user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location().pathname).toBe('/profile'));
    expect(dataProvider.update).toHaveBeenCalledWith(
      'profile',
      expect.objectContaining({
        data: expect.objectContaining({
          firstName: 'Jane',
          lastName: 'Smith',
          // Shown disabled, yet the backend requires it.
          email: 'jane@example.com',
          countryCode: '+91',
        }),
      }),
    );
    expect(notifications().map((n) => n.text)).toContain('Profile updated successfully');
  });

  it('asks for the current password once a new one is typed, then stays signed in with the new token', async () => {
    const user = userEvent.setup();
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token-before');
    const { dataProvider, location, notifications } = renderEdit();
    // The reference server answers a new token for this device (the others are signed out).
    dataProvider.update.mockImplementation(async (_resource: string, { data }: UpdateParams) => ({
      data: { ...profile, ...data, id: profile.id, sessionToken: 'token-after' },
    }));
    expect(await screen.findByLabelText(/^New Password/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
    await fill(screen.getByLabelText(/^New Password/), 'long-enough', user);
    await fill(screen.getByLabelText(/^Confirm Password/), 'long-enough', user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter your current password to set a new one.')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();

    await fill(screen.getByLabelText(/^Current Password/), 'old-password', user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(dataProvider.update).toHaveBeenCalledWith(
      'profile',
      expect.objectContaining({
        data: expect.objectContaining({
          newPassword: 'long-enough',
          confirmPassword: 'long-enough',
          currentPassword: 'old-password',
        }),
      }),
    );
    await waitFor(() => expect(location().pathname).toBe('/profile'));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('token-after');
    expect(notifications()).toContainEqual(
      expect.objectContaining({ text: 'Password changed successfully', type: 'success' }),
    );
  });

  it('says a refused save and keeps the form', async () => {
    const user = userEvent.setup();
    const { dataProvider, notifications } = renderEdit();
    dataProvider.update.mockRejectedValue(new Error('The current password is not correct.'));
    await fill(await screen.findByLabelText(/^New Password/), 'long-enough', user);
    await fill(screen.getByLabelText(/^Confirm Password/), 'long-enough', user);
    await fill(await screen.findByLabelText(/^Current Password/), 'a-guess', user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({ text: 'The current password is not correct.', type: 'error' }),
      ),
    );
    expect(screen.getByLabelText(/^New Password/)).toHaveValue('long-enough');
  });

  it("says a server's validation refusal in the admin's words, not the server's", async () => {
    const user = userEvent.setup();
    const { dataProvider, notifications } = renderEdit();
    dataProvider.update.mockRejectedValue(
      new Error('"phone" length must be less than or equal to 14 characters long'),
    );
    await fill(await screen.findByLabelText(/^First Name/), 'Janet', user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({ text: 'Phone must be at most 14 characters', type: 'error' }),
      ),
    );
  });
});
