import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subYears, format } from 'date-fns';
import { MemberCreate } from '../../../src/resources/members/MemberCreate';
import { MemberEdit } from '../../../src/resources/members/MemberEdit';
import { memberValidation } from '../../../src/resources/members/memberValidation';
import { renderResourceForm, input, combobox, choose } from '../../helpers/resourceForm';
import { countries, members, packages } from '../fixtures';
import { fill } from '../../helpers/fill';

const renderForm = (url: string) =>
  renderResourceForm(
    'members',
    { create: MemberCreate, edit: MemberEdit },
    { members, packages, countries },
    url,
  );

const optionsOf = async (label: string) => {
  await userEvent.click(await combobox(label));
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  return options.map((option) => option.textContent?.trim()).filter(Boolean);
};

const fillRequired = async () => {
  await fill(input('First Name'), 'Eve');
  await fill(input('Last Name'), 'Evans');
  await fill(input('Email ID'), 'eve@example.com');
  await fill(input('Phone Number'), '5551234');
  await choose('Gender', 'Female');
  await choose('Age Group', '30-50');
  await fill(input('City'), 'Pune');
  await choose('Country(?! Code)', 'India (+91)');
  await choose('Membership Package', 'Gold');
};

describe('MemberCreate', { timeout: 30_000 }, () => {
  it("shows 'Add New Member', 'Member Information', +1 and a date of birth 18 years ago", async () => {
    renderForm('/members/create');
    expect(await screen.findByText('Add New Member')).toBeInTheDocument();
    expect(screen.getByText('Member Information')).toBeInTheDocument();
    await waitFor(() =>
      expect(input('Date Of Birth')).toHaveValue(format(subYears(new Date(), 18), 'dd/MM/yyyy')),
    );
    expect(screen.getByRole('combobox', { name: /^Country Code/ })).toHaveTextContent('United States (+1)');
  });

  it('checks required fields and the phone digits', async () => {
    const { dataProvider } = renderForm('/members/create');
    await fill(await screen.findByLabelText(/^Phone Number/), '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be only digits')).toBeInTheDocument();
    // Gender and age group included: the API refuses a member without them.
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(7);

    await userEvent.clear(input('Phone Number'));
    await fill(input('Phone Number'), '12345');
    expect(await screen.findByText('Must be more than 6 digits')).toBeInTheDocument();
    await userEvent.clear(input('Phone Number'));
    await fill(input('Phone Number'), '1234567890123456');
    expect(await screen.findByText('Must be not more than 15 digits')).toBeInTheDocument();
    await fill(input('Email ID'), 'not-an-email');
    expect(await screen.findByText('You must enter a valid email')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('refuses a date of birth after today', async () => {
    const { dataProvider } = renderForm('/members/create');
    await screen.findByText('Member Information');
    await fillRequired();
    const dob = input('Date Of Birth');
    // A typed later day blocks the save (the picker offers none).
    fireEvent.change(dob, { target: { value: format(new Date(Date.now() + 2 * 86_400_000), 'dd/MM/yyyy') } });
    fireEvent.blur(dob);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Date of birth cannot be later than today')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
    expect(memberValidation.dob[0](format(new Date(Date.now() + 86_400_000), 'yyyy-MM-dd'))).toBe(
      'app.members.dob_after_today',
    );
    expect(memberValidation.dob[0](format(new Date(), 'yyyy-MM-dd'))).toBeUndefined();
  });

  it('offers only active packages and orders countries US, India, then alphabetically', async () => {
    renderForm('/members/create');
    await screen.findByText('Member Information');
    expect(await optionsOf('Membership Package')).toEqual(['Gold']);
    await userEvent.keyboard('{Escape}');
    expect(await optionsOf('Country(?! Code)')).toEqual([
      'United States (+1)',
      'India (+91)',
      'Afghanistan (+93)',
      'Canada (+1)',
      'Zimbabwe (+263)',
    ]);
  });

  it('adds the member with waiting and success messages, then goes to the list', async () => {
    const { dataProvider, notifications, location } = renderForm('/members/create');
    await screen.findByText('Member Information');
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(location().pathname).toBe('/members'));
    expect(dataProvider.create).toHaveBeenCalledWith('members', {
      data: expect.objectContaining({
        firstName: 'Eve',
        lastName: 'Evans',
        email: 'eve@example.com',
        countryCode: '+1',
        phoneNumber: '5551234',
        city: 'Pune',
        country: 'India',
        packageName: 'pkg-gold',
      }),
    });
    expect(notifications()).toEqual([
      { text: 'Member is being added', type: 'info', duration: 60000 },
      { text: 'New Member added successfully', type: 'success', duration: undefined },
    ]);
  });

  it('reports a used email and keeps everything typed', async () => {
    const { dataProvider, notifications, location } = renderForm('/members/create');
    dataProvider.create.mockRejectedValueOnce(
      new Error('E11000 duplicate key error dup key: { email: "eve@example.com" }'),
    );
    await screen.findByText('Member Information');
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(notifications().at(-1)).toEqual({
        text: 'The Email ID entered is already in use',
        type: 'error',
        duration: undefined,
      }),
    );
    expect(location().pathname).toBe('/members/create');
    expect(input('First Name')).toHaveValue('Eve');
    expect(input('Email ID')).toHaveValue('eve@example.com');
  });
});

describe('MemberEdit', { timeout: 30_000 }, () => {
  it("shows 'Update Member' with the email disabled and saves with the update messages", async () => {
    const { dataProvider, notifications, location } = renderForm('/members/m-ann');
    expect(await screen.findByText('Update Member')).toBeInTheDocument();
    await waitFor(() => expect(input('First Name')).toHaveValue('Ann'));
    expect(input('Email ID')).toBeDisabled();
    await userEvent.clear(input('City'));
    await fill(input('City'), 'Dallas');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(location().pathname).toBe('/members'));
    expect(dataProvider.update).toHaveBeenCalledWith(
      'members',
      expect.objectContaining({ id: 'm-ann', data: expect.objectContaining({ city: 'Dallas' }) }),
    );
    expect(notifications().map((n) => n.text)).toEqual([
      'Member is being updated',
      'Member updated successfully',
    ]);
  });

  it("says 'Oops something bad happened' for other failures", async () => {
    const { dataProvider, notifications } = renderForm('/members/m-ann');
    dataProvider.update.mockRejectedValueOnce(new Error('No document found'));
    await waitFor(() => expect(input('First Name')).toHaveValue('Ann'));
    await fill(input('City'), 'ville');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notifications().at(-1)?.text).toBe('Oops something bad happened'));
    expect(input('City')).toHaveValue('Austinville');
  });
});
