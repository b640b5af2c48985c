import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import type { EventPhase } from '../../../src/resources/events/api';
import { EventPhaseList } from '../../../src/resources/events/EventPhaseList';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { eventCollections, upcomingEvents } from './eventFixtures';

const renderList = (phase: EventPhase, collections: Record<string, unknown[]> = eventCollections) => {
  const dataProvider = fakeDataProvider(collections as Parameters<typeof fakeDataProvider>[0]);
  const view = renderWithAdmin(
    <ResourceContextProvider value="events">
      <EventPhaseList phase={phase} />
    </ResourceContextProvider>,
    { dataProvider, url: `/events/${phase}` },
  );
  return { dataProvider, ...view };
};

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;
const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('EventPhaseList', { timeout: 20_000 }, () => {
  it("upcoming: title, Add New Event, 25 a page, every column, 'MM-DD-YYYY hh:mm a' times", async () => {
    const { dataProvider } = renderList('upcoming');
    expect(await screen.findByText('Upcoming Events List')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Event' })).toHaveAttribute('href', '/events/create');
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith(
        'events',
        expect.objectContaining({ filter: { phase: 'upcoming' }, pagination: { page: 1, perPage: 25 } }),
      ),
    );
    const row = await rowOf('Heart Walk');
    // First the selection column (its header is the page's select-all checkbox).
    expect(headers()).toEqual([
      '',
      '#',
      'Image',
      'Event Name',
      'Registered Users',
      'Start Date & Time',
      'End Date & Time',
      'Type',
      'Status',
      'Allow Registration',
      'Actions',
    ]);
    const name = within(row).getByRole('link', { name: 'Heart Walk' });
    expect(name).toHaveAttribute('href', '/events/ev-walk');
    expect(name).toHaveAttribute('target', '_blank');
    expect(within(row).getByRole('link', { name: '2' })).toHaveAttribute(
      'href',
      '/events/ev-walk/registrations',
    );
    const cells = within(row).getAllByRole('cell').slice(1); // after the selection checkbox
    expect(cells[4].textContent).toMatch(/^\d\d-\d\d-\d{4} 10:00 AM$/);
    expect(cells[5].textContent).toMatch(/^\d\d-\d\d-\d{4} 12:00 PM$/);
    expect(cells[6]).toHaveTextContent('On-site');
    expect(cells[7]).toHaveTextContent('Upcoming');
    expect(within(cells[7]).getByText('Upcoming').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'warning',
    );
    expect(within(await rowOf('Sugar Smart')).getAllByRole('cell')[7]).toHaveTextContent('Online');
  });

  it('past: no status, toggle or actions, 10 a page', async () => {
    const { dataProvider } = renderList('past');
    expect(await screen.findByText('Past Events List')).toBeInTheDocument();
    await rowOf('Sleep Well');
    expect(headers()).toEqual([
      '#',
      'Image',
      'Event Name',
      'Registered Users',
      'Start Date & Time',
      'End Date & Time',
      'Type',
    ]);
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'events',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 } }),
    );
    expect(screen.queryByRole('link', { name: 'Add New Event' })).not.toBeInTheDocument();
  });

  it('cancel: no registered-users column, a red Cancelled badge and no Cancel in the menu', async () => {
    renderList('cancelled');
    expect(await screen.findByText('Cancel Events List')).toBeInTheDocument();
    const row = await rowOf('Stress Less');
    expect(headers()).not.toContain('Registered Users');
    expect(within(row).getByText('Cancelled').closest('[data-tone]')).toHaveAttribute('data-tone', 'error');
    await userEvent.click(within(row).getByRole('button', { name: 'Actions: Stress Less' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('draft: a grey Draft badge and Edit in the menu; ongoing has the toggle', async () => {
    renderList('draft');
    const row = await rowOf('Eat the Rainbow');
    expect(within(row).getByText('Draft').closest('[data-tone]')).toHaveAttribute('data-tone', 'default');
    await userEvent.click(within(row).getByRole('button', { name: 'Actions: Eat the Rainbow' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/events/ev-rainbow',
    );
  });

  it.each([
    ['upcoming', 'There are no Events!'],
    ['ongoing', 'There are no Ongoing Events!'],
    ['past', 'There are no Past Events!'],
    ['cancelled', 'There are no Cancel Events!'],
    ['draft', 'There are no Draft Events!'],
  ] as const)('%s says %s when empty', async (phase, text) => {
    renderList(phase, {});
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it("says 'Oops something bad happened!' when the list fails to load", async () => {
    const failing = fakeDataProvider({});
    failing.getList.mockRejectedValue(new Error('boom'));
    renderWithAdmin(
      <ResourceContextProvider value="events">
        <EventPhaseList phase="past" />
      </ResourceContextProvider>,
      { dataProvider: failing, url: '/events/past' },
    );
    expect(await screen.findByText('Oops something bad happened!')).toBeInTheDocument();
  });

  it('searches by name, start date and mode', async () => {
    renderList('upcoming');
    await rowOf('Heart Walk');
    await userEvent.type(screen.getByPlaceholderText('Search'), 'on-site');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sugar Smart' })).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(screen.getByRole('link', { name: 'Heart Walk' })).toBeInTheDocument();
    await userEvent.clear(screen.getByPlaceholderText('Search'));
    await userEvent.type(
      screen.getByPlaceholderText('Search'),
      String(upcomingEvents[1]!.startTimeText).slice(0, 10),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Heart Walk' })).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(screen.getByRole('link', { name: 'Sugar Smart' })).toBeInTheDocument();
  });

  it("Allow Registration: flips at once, 'Event Status is being updated', then the success", async () => {
    const { dataProvider, notifications } = renderList('upcoming');
    const toggle = within(await rowOf('Sugar Smart')).getByRole('switch', {
      name: 'Allow Registration: Sugar Smart',
    });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(dataProvider.toggleStatus).toHaveBeenCalledWith(
      'events',
      expect.objectContaining({ id: 'ev-sugar', value: true }),
    );
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({ text: 'Event status updated successfully.', type: 'success' }),
      ),
    );
    expect(notifications().map((n) => n.text)).toContain('Event Status is being updated');
  });

  it("a failed toggle returns to the server's value and says why", async () => {
    const { dataProvider, notifications } = renderList('upcoming');
    dataProvider.toggleStatus.mockRejectedValueOnce(new Error('Event not found'));
    const toggle = within(await rowOf('Heart Walk')).getByRole('switch', {
      name: 'Allow Registration: Heart Walk',
    });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({ text: 'Event not found', type: 'error' }),
      ),
    );
  });

  it("cancels after 'Are you sure you want to Cancel this Event ?': 'Event Cancelled Successful.'", async () => {
    const { dataProvider, notifications } = renderList('upcoming');
    await userEvent.click(
      within(await rowOf('Heart Walk')).getByRole('button', { name: 'Actions: Heart Walk' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to Cancel this Event ?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'No' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(dataProvider.act).toHaveBeenCalledWith(
      'events',
      'cancel',
      expect.objectContaining({ id: 'ev-walk' }),
    );
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({ text: 'Event Cancelled Successful.', type: 'success' }),
      ),
    );
  });

  it("deletes after 'Are you sure you want to delete this Event ?' and the list reads again", async () => {
    const { dataProvider, notifications } = renderList('upcoming');
    await userEvent.click(
      within(await rowOf('Heart Walk')).getByRole('button', { name: 'Actions: Heart Walk' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Speakers' })).toHaveAttribute(
      'href',
      '/events/ev-walk/speakers',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this Event ?')).toBeInTheDocument();
    const reads = dataProvider.getList.mock.calls.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(dataProvider.delete).toHaveBeenCalledWith('events', expect.objectContaining({ id: 'ev-walk' }));
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({ text: 'Event Deleted Successful.', type: 'success' }),
      ),
    );
    // The phase lists read again, so the event leaves them (the e2e test sees it go).
    await waitFor(() => expect(dataProvider.getList.mock.calls.length).toBeGreaterThan(reads));
  });
});
