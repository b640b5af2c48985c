import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PublicProviders } from '../../src/public';
import UserArea from '../../src/userArea';
import { filterSampleEvents, upcomingSampleEvents } from '../../src/userArea/sampleData';

const renderUserArea = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route element={<PublicProviders />}>
          <Route path="/user/*" element={<UserArea />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );

describe('filterSampleEvents', () => {
  it('matches the name case-insensitively within a category', () => {
    expect(filterSampleEvents(upcomingSampleEvents, 'YOGA', 'all').map((e) => e.name)).toEqual([
      'Yoga for Seniors',
    ]);
    expect(filterSampleEvents(upcomingSampleEvents, '', 'champion').every((e) => e.type === 'champion')).toBe(
      true,
    );
    expect(filterSampleEvents(upcomingSampleEvents, 'yoga', 'champion')).toEqual([]);
  });
});

describe('the user area', { timeout: 30000 }, () => {
  it("filters upcoming events by search and category, else 'No courses found!'", async () => {
    const user = userEvent.setup();
    renderUserArea('/user/events/upcoming');
    expect(screen.getAllByRole('article')).toHaveLength(upcomingSampleEvents.length);

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'CWC Champion' }));
    const champions = screen.getAllByRole('article');
    expect(champions.length).toBeGreaterThan(0);
    champions.forEach((card) => expect(within(card).getByText('CWC Champion')).toBeInTheDocument());

    await user.type(screen.getByRole('searchbox', { name: 'Search for an Event' }), 'yoga');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No courses found!')).toBeInTheDocument();
  });

  it('shows dates as MM-DD-YYYY (spec 3 §9), in the table and on the cards', () => {
    const { unmount } = renderUserArea('/user/events/registered');
    const mindful = screen.getByRole('row', { name: /Mindful Mornings/ });
    expect(within(mindful).getAllByRole('cell')[2]).toHaveTextContent(/^09-04-2021$/);
    unmount();
    renderUserArea('/user/events/upcoming');
    expect(
      within(screen.getByRole('article', { name: 'Yoga for Seniors' })).getByText('09-25-2021'),
    ).toBeVisible();
    expect(screen.queryByText(/\d{4}-\d{2}-\d{2}/)).not.toBeInTheDocument();
  });

  it('lists the three membership tiers of the spec', () => {
    renderUserArea('/user/membershipPackage');
    const tiers = screen.getAllByRole('region').map((tier) => within(tier).getByRole('heading').textContent);
    expect(tiers).toEqual(['Starter', 'Explorer', 'Champion']);
    const champion = screen.getByRole('region', { name: 'Champion' });
    expect(within(champion).getByText('$199')).toBeInTheDocument();
    expect(within(champion).getByText('Follow-ups with mentors')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Starter' })).getByText('Free')).toBeInTheDocument();
  });

  it('shows the registered events sample table and an empty dashboard', () => {
    renderUserArea('/user/events/registered');
    expect(screen.getByRole('table', { name: 'Registered Events' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/user/dashboard');
  });
});
