import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { HttpError, type RaRecord } from 'react-admin';
import { GroupAddMember } from '../../../src/resources/groups/screens';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { refuseToLeave } from '../../helpers/refuseToLeave';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { renderInLanguage } from '../../i18n/renderInLanguage';
import { members } from '../fixtures';
import { groups, heartMembers, heartRequests } from './groupFixtures';

const nameless = { ...members[3], id: 'm-anon', name: '', email: 'anon@example.com' };
const eve = { ...members[3], id: 'm-eve', name: 'Eve Evans', email: 'eve@example.com' };

const render = (groupList: RaRecord[] = groups) => {
  const dataProvider = fakeDataProvider({
    groups: groupList,
    members: [...members, nameless, eve],
    'groupRequests?groupId=g-heart': heartRequests,
    'groupMembers?groupId=g-heart': heartMembers,
  });
  const view = renderWithAdmin(
    <Routes>
      <Route
        path="/groups/:id/members/add"
        element={
          <>
            <GroupAddMember />
            <Link to="/groups">Elsewhere</Link>
          </>
        }
      />
      <Route path="/groups/:id/members" element={<p>members list</p>} />
    </Routes>,
    { dataProvider, url: '/groups/g-heart/members/add' },
  );
  return { dataProvider, ...view };
};

afterEach(() => vi.unstubAllGlobals());

/** Leaving through a link asks first, and No keeps the page and the chosen member. */
const asksBeforeLeaving = async (
  confirm: ReturnType<typeof refuseToLeave>,
  location: () => { pathname: string },
) => {
  await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
  await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
  expect(location().pathname).toBe('/groups/g-heart/members/add');
  expect(await memberBox()).toHaveValue('Eve Evans - eve@example.com');
};

const memberBox = () =>
  screen.findByRole('combobox', { name: 'Enter at least 3 letters to fetch the members list' });
const pick = async (text: string, option: string) => {
  await userEvent.type(await memberBox(), text);
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('GroupAddMember', { timeout: 20_000 }, () => {
  it("finds members with the spec's autocomplete, 'name - email', never one already in the group", async () => {
    const { dataProvider } = render();
    // The group's name heads the page's section under its title (h2: axe's heading order).
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Wellness Support Group of Heart Warriors' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 of 3 places taken by active members')).toBeInTheDocument();
    const box = await memberBox();
    await userEvent.click(box);
    await userEvent.type(box, 'ex');
    // Nothing drops down, and no member is read, before the third letter.
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(dataProvider.getList).not.toHaveBeenCalledWith('members', expect.anything());
    await userEvent.type(box, 'a');
    // Ann Archer and Bob Baker have joined; the nameless member cannot be shown as 'name - email'.
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Cat Cole - m-cat@example.com',
        'Dan Dale - m-dan@example.com',
        'Eve Evans - eve@example.com',
      ]),
    );
    await userEvent.clear(box);
    await userEvent.type(box, 'Ann Archer');
    expect(await screen.findByText('No result found!')).toBeInTheDocument();
  });

  it('moves through the suggestions with the arrow keys, picks with Enter and closes with Escape', async () => {
    render();
    const box = await memberBox();
    await userEvent.type(box, 'example');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{Enter}');
    expect(box).toHaveValue('Cat Cole - m-cat@example.com');
    await userEvent.clear(box);
    await userEvent.type(box, 'eve');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it.each([
    ['ar', 'أدخل 3 أحرف على الأقل لجلب قائمة الأعضاء', 'لم يتم العثور على نتائج!'],
    ['tr', 'Üye listesini getirmek için en az 3 harf girin', 'Sonuç bulunamadı!'],
  ])('speaks %s, never MUI\'s English "No options"', async (locale, label, noResult) => {
    const dataProvider = fakeDataProvider({
      groups,
      members,
      'groupRequests?groupId=g-heart': heartRequests,
      'groupMembers?groupId=g-heart': heartMembers,
    });
    renderInLanguage(
      locale,
      <Routes>
        <Route path="/groups/:id/members/add" element={<GroupAddMember />} />
      </Routes>,
      { dataProvider, url: '/groups/g-heart/members/add' },
    );
    await userEvent.type(await screen.findByRole('combobox', { name: label }), 'zzz');
    expect(await screen.findByText(noResult)).toBeInTheDocument();
    expect(screen.queryByText('No options')).not.toBeInTheDocument();
  });

  it('requires a member, and refuses one asking to join (their request is approved instead)', async () => {
    const { dataProvider } = render();
    await pick('Cat', 'Cat Cole - m-cat@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This member has a pending request to join: approve it from the pending list.'),
    ).toBeInTheDocument();
    await userEvent.clear(await memberBox());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(dataProvider.act).not.toHaveBeenCalled();
  });

  it('adds the member with the spec messages, then shows the group members', async () => {
    const { dataProvider, notifications, location } = render();
    await pick('Eve', 'Eve Evans - eve@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location().pathname).toBe('/groups/g-heart/members'));
    expect(dataProvider.act).toHaveBeenCalledWith('groupMembers', 'addMember', {
      id: 'g-heart',
      data: { member: 'm-eve', supportGroupUuid: 'g-heart' },
    });
    expect(notifications()).toEqual([
      { text: 'Member is being added', type: 'info', duration: 60000 },
      { text: 'Member added successfully', type: 'success', duration: undefined },
    ]);
  });

  it('says a full group is full and sends nothing', async () => {
    const confirm = refuseToLeave();
    const full = groups.map((group) => (group.id === 'g-heart' ? { ...group, numberOfMembers: 2 } : group));
    const { dataProvider, notifications, location } = render(full);
    await screen.findByText('Wellness Support Group of Heart Warriors');
    await pick('Eve', 'Eve Evans - eve@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notifications()).toEqual([
        {
          text: 'The group is full: raise its number of members to add another.',
          type: 'error',
          duration: undefined,
        },
      ]),
    );
    expect(dataProvider.act).not.toHaveBeenCalled();
    await asksBeforeLeaving(confirm, location);
  });

  it("keeps the choice and shows the server's text when adding fails", async () => {
    const confirm = refuseToLeave();
    const { dataProvider, notifications, location } = render();
    dataProvider.act.mockRejectedValueOnce(new Error('The group is full: 2 of 2 members.'));
    await pick('Eve', 'Eve Evans - eve@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notifications().at(-1)).toEqual({
        text: 'The group is full: 2 of 2 members.',
        type: 'error',
        duration: undefined,
      }),
    );
    await asksBeforeLeaving(confirm, location);
  });

  it('names a full group when the server refuses the add without a word', async () => {
    const { dataProvider, notifications } = render();
    dataProvider.act.mockRejectedValueOnce(new HttpError('ra.notification.http_error', 400, { error: '' }));
    await pick('Eve', 'Eve Evans - eve@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notifications().at(-1)).toEqual({
        text: 'The group is full: raise its number of members to add another.',
        type: 'error',
        duration: undefined,
      }),
    );
  });
});
