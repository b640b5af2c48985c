import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeroCreate } from '../../../src/resources/heroes/HeroCreate';
import { HeroEdit } from '../../../src/resources/heroes/HeroEdit';
import { renderResourceForm, input } from '../../helpers/resourceForm';
import { members, packages } from '../fixtures';
import { heroes } from './heroFixtures';
import { fill } from '../../helpers/fill';

const renderForm = (url: string) =>
  renderResourceForm('heroes', { create: HeroCreate, edit: HeroEdit }, { heroes, members, packages }, url);

const memberBox = () => screen.getByLabelText('Enter at least 3 letters to fetch the members list');
const optionsOf = async (label: string) => {
  await userEvent.click(await screen.findByRole('combobox', { name: new RegExp(`^${label}`) }));
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  const texts = options.map((option) => option.textContent?.trim()).filter(Boolean);
  await userEvent.keyboard('{Escape}');
  return texts;
};
const choose = async (label: string, ...options: string[]) => {
  await userEvent.click(await screen.findByRole('combobox', { name: new RegExp(`^${label}`) }));
  for (const option of options) await userEvent.click(await screen.findByRole('option', { name: option }));
  await userEvent.keyboard('{Escape}');
};
const pickMember = async (text: string, option: string) => {
  await userEvent.type(memberBox(), text);
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('HeroCreate', { timeout: 40_000 }, () => {
  it("offers section 9's option sets", async () => {
    renderForm('/heroes/create');
    expect(await screen.findByText('Add New Health Hero')).toBeInTheDocument();
    const diseases = ['Behavioral Health', 'Cancer', 'Diabetes', 'Diet', 'Heart Health', 'Lifestyle'];
    expect(await optionsOf('Disease Type')).toEqual(diseases);
    expect(await optionsOf('Area of Mentoring')).toEqual(diseases);
    expect(await optionsOf('Age Bracket')).toEqual(['Elderly', 'Senior', 'Matured', 'Youth']);
    expect(await optionsOf('Category')).toEqual(['Combat', 'Exemplary', 'Reversal', 'Doctor']);
    expect(await optionsOf('Preferrable Days')).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(await optionsOf('Mentoring Channel')).toEqual(['On-site', 'Online']);
    expect(await optionsOf('Membership Package')).toEqual(['Gold']);
  });

  it('requires every field but the image, and refuses a member who is a hero already', async () => {
    const { dataProvider } = renderForm('/heroes/create');
    await screen.findByText('Add New Health Hero');
    await fill(input('Number of Hours'), '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Value must be greater than -1')).toBeInTheDocument();
    // Member, experience, the three lists, age bracket, category, channel, package, reason.
    expect(screen.getAllByText('This field is required')).toHaveLength(10);
    await pickMember('ann', 'Ann Archer (m-ann@example.com)');
    expect(await screen.findByText('This member is already a Health Hero.')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('adds a hero, then goes back to the list', async () => {
    const { dataProvider, notifications, location } = renderForm('/heroes/create');
    await screen.findByText('Add New Health Hero');
    await pickMember('cat', 'Cat Cole (m-cat@example.com)');
    await fill(input('Experience'), 'Five years clear.');
    await choose('Disease Type', 'Cancer', 'Diet');
    await choose('Area of Mentoring', 'Lifestyle');
    await choose('Age Bracket', 'Youth');
    await choose('Category', 'Reversal');
    await choose('Preferrable Days', 'Monday', 'Sunday');
    await fill(input('Number of Hours'), '3');
    await choose('Mentoring Channel', 'Online');
    await choose('Membership Package', 'Gold');
    await fill(input('Reason for Mentoring'), 'To give back.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(location().pathname).toBe('/heroes'));
    expect(dataProvider.create).toHaveBeenCalledWith('heroes', {
      data: expect.objectContaining({
        userUuid: 'm-cat',
        experience: 'Five years clear.',
        diseaseType: ['Cancer', 'Diet'],
        areaOfMentoring: ['Lifestyle'],
        ageBracket: 'Youth',
        category: 'Reversal',
        preferrableDays: ['Monday', 'Sunday'],
        numberOfHours: 3,
        mentoringChannel: 'online',
        membershipPackage: 'pkg-gold',
        reasonForMentoring: 'To give back.',
      }),
    });
    expect(notifications()).toEqual([
      { text: 'Health Hero is being added', type: 'info', duration: 60000 },
      { text: 'Health Hero added successfully', type: 'success', duration: undefined },
    ]);
  });
});

describe('HeroEdit', { timeout: 30_000 }, () => {
  it('shows the member fixed, and updates the hero', async () => {
    const { dataProvider, location } = renderForm('/heroes/h-ann');
    expect(await screen.findByText('Update Health Hero')).toBeInTheDocument();
    await waitFor(() => expect(memberBox()).toHaveValue('Ann Archer (m-ann@example.com)'), {
      timeout: 4000,
    });
    expect(memberBox()).toBeDisabled();
    // The chosen diseases and days show as chips (no option list is open).
    for (const chip of ['Cancer', 'Diabetes', 'Monday', 'Friday'])
      expect(screen.getByText(chip)).toBeInTheDocument();
    await userEvent.clear(input('Number of Hours'));
    await fill(input('Number of Hours'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location().pathname).toBe('/heroes'));
    expect(dataProvider.update).toHaveBeenCalledWith(
      'heroes',
      expect.objectContaining({
        id: 'h-ann',
        data: expect.objectContaining({ numberOfHours: 6, userUuid: 'm-ann' }),
      }),
    );
  });

  it("keeps the values and shows the server's text when the update fails", async () => {
    const { dataProvider, notifications, location } = renderForm('/heroes/h-ann');
    dataProvider.update.mockRejectedValueOnce(new Error('Unknown package'));
    await waitFor(() => expect(input('Number of Hours')).toHaveValue(4));
    await userEvent.clear(input('Number of Hours'));
    await fill(input('Number of Hours'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notifications().at(-1)).toEqual({ text: 'Unknown package', type: 'error', duration: undefined }),
    );
    expect(location().pathname).toBe('/heroes/h-ann');
    expect(input('Number of Hours')).toHaveValue(7);
  });
});
