import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GroupCreate } from '../../../src/resources/groups/GroupCreate';
import { GroupEdit } from '../../../src/resources/groups/GroupEdit';
import { renderResourceForm, input, fileInput } from '../../helpers/resourceForm';
import { countries, members, packages } from '../fixtures';
import { groups } from './groupFixtures';
import { fill } from '../../helpers/fill';
import { fileNamed } from '../../helpers/files';

/** A member with an email but no name: never offered as a leader (spec 3 §5). */
const nameless = { ...members[2], id: 'm-anon', name: null, email: 'anna.nameless@example.com' };

const renderForm = (url: string) =>
  renderResourceForm(
    'groups',
    { create: GroupCreate, edit: GroupEdit },
    { groups, members: [...members, nameless], packages, countries },
    url,
  );

const choose = async (label: string, option: string) => {
  await userEvent.click(await screen.findByRole('combobox', { name: new RegExp(`^${label}`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};
const leaderBox = () => screen.getByLabelText('Enter at least 3 letters to fetch the members list');
const png = () => fileNamed('cover.png', 'image/png');

describe('GroupCreate', { timeout: 30_000 }, () => {
  it("checks the required fields, the member count and the image's type", async () => {
    const { dataProvider } = renderForm('/groups/create');
    expect(await screen.findByText('Add New Group Information')).toBeInTheDocument();
    await fill(input('Number of Members'), '-2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Value must be greater than -1')).toBeInTheDocument();
    // Cover image, name, description, category, country and package.
    expect(screen.getAllByText('This field is required')).toHaveLength(6);
    await userEvent.upload(fileInput(), new File(['gif'], 'cover.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('Image type should be JPG, PNG or JPEG')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('refuses the name of another group, whatever its case', async () => {
    const { dataProvider } = renderForm('/groups/create');
    await screen.findByText('Add New Group Information');
    await fill(input('Group Name'), 'heart WARRIORS');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A group with this name already exists')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('offers only members with a name and an email as leader, and only active packages', async () => {
    renderForm('/groups/create');
    await screen.findByText('Add New Group Information');
    await fill(leaderBox(), 'ann');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Ann Archer (m-ann@example.com)',
      ]),
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('combobox', { name: /^Membership Package/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent?.trim()).filter(Boolean)).toEqual(['Gold']);
  });

  it('adds a group with its leader, then goes back to the list', async () => {
    const { dataProvider, notifications, location } = renderForm('/groups/create');
    await screen.findByText('Add New Group Information');
    await userEvent.upload(fileInput(), png());
    await fill(input('Group Name'), 'Night Walkers');
    await fill(input('Description'), 'Evening walks.');
    await fill(leaderBox(), 'bob');
    await userEvent.click(await screen.findByRole('option', { name: 'Bob Baker (m-bob@example.com)' }));
    await fill(input('Number of Members'), '12');
    await choose('Category', 'Heart Health');
    await choose('Country', 'India (+91)');
    await fill(input('City'), 'Pune');
    await choose('Membership Package', 'Gold');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(location().pathname).toBe('/groups'));
    expect(dataProvider.create).toHaveBeenCalledWith('groups', {
      data: expect.objectContaining({
        name: 'Night Walkers',
        description: 'Evening walks.',
        groupLeader: 'm-bob',
        numberOfMembers: 12,
        groupCategory: 'Heart Health',
        country: 'India',
        city: 'Pune',
        membershipPackage: 'pkg-gold',
        file: expect.objectContaining({ rawFile: expect.any(File) }),
      }),
    });
    expect(notifications()).toEqual([
      { text: 'Group is being added', type: 'info', duration: 60000 },
      { text: 'Group added successfully', type: 'success', duration: undefined },
    ]);
  });

  it("keeps what was typed when the save fails, with the server's text", async () => {
    const { dataProvider, notifications, location } = renderForm('/groups/create');
    // Another admin took the name meanwhile: the server refuses it.
    dataProvider.create.mockRejectedValueOnce(new Error('A group named "Heart Menders" already exists.'));
    await screen.findByText('Add New Group Information');
    await userEvent.upload(fileInput(), png());
    await fill(input('Group Name'), 'Heart Menders');
    await fill(input('Description'), 'Again.');
    await fill(input('Number of Members'), '5');
    await choose('Category', 'Diet');
    await choose('Country', 'India (+91)');
    await choose('Membership Package', 'Gold');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notifications().at(-1)).toEqual({
        text: 'A group named "Heart Menders" already exists.',
        type: 'error',
        duration: undefined,
      }),
    );
    expect(location().pathname).toBe('/groups/create');
    expect(input('Group Name')).toHaveValue('Heart Menders');
    expect(screen.getByTitle('cover.png')).toBeInTheDocument();
  });
});

describe('GroupEdit', { timeout: 30_000 }, () => {
  it('loads the group with its leader and updates it, then goes back to the list', async () => {
    const { dataProvider, notifications, location } = renderForm('/groups/g-heart');
    expect(await screen.findByText('Update Group Information')).toBeInTheDocument();
    await waitFor(() => expect(input('Group Name')).toHaveValue('Heart Warriors'));
    await waitFor(() => expect(leaderBox()).toHaveValue('Ann Archer (m-ann@example.com)'));
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveTextContent('Heart Health');
    await userEvent.clear(input('Number of Members'));
    await fill(input('Number of Members'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location().pathname).toBe('/groups'));
    expect(dataProvider.update).toHaveBeenCalledWith(
      'groups',
      expect.objectContaining({
        id: 'g-heart',
        data: expect.objectContaining({ numberOfMembers: 20, groupLeader: 'm-ann' }),
      }),
    );
    expect(notifications().at(-1)).toEqual({
      text: 'Group updated successfully',
      type: 'success',
      duration: undefined,
    });
  });

  // Issue 24: a refusal of the server reached the admin raw, in English in every language.
  it('says a refusal of the server in the admin’s words, naming the field by its label', async () => {
    const { dataProvider, notifications, location } = renderForm('/groups/g-heart');
    dataProvider.update.mockRejectedValueOnce(new Error('"numberOfMembers" must be an integer'));
    await waitFor(() => expect(input('Group Name')).toHaveValue('Heart Warriors'));
    await userEvent.clear(input('Number of Members'));
    await fill(input('Number of Members'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notifications().at(-1)).toEqual({
        text: 'Number of Members must be a whole number',
        type: 'error',
        duration: undefined,
      }),
    );
    expect(location().pathname).toBe('/groups/g-heart');
  });
});
