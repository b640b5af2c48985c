import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ActivityList } from '../../../src/resources/activity/ActivityList';
import { STACKED_ROWS_CLASS } from '../../../src/components/list/stackedRows';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { activityEntry } from '../../helpers/activityEntry';

const entries = [
  activityEntry({ id: '2', label: 'Ann Lee' }),
  {
    id: '1',
    at: '2024-06-14T08:00:00.000Z',
    adminId: null,
    adminEmail: 'intruder@example.com',
    action: 'signInFailed',
    resource: 'admins',
    recordId: null,
    label: 'intruder@example.com',
    changes: [],
  },
];

const page = (
  <ResourceContextProvider value="activity">
    <ActivityList />
  </ResourceContextProvider>
);

describe('ActivityList', { timeout: 20_000 }, () => {
  it('shows who did what to which record (linked to its edit screen) and when, with the changes', async () => {
    renderWithAdmin(page, {
      dataProvider: fakeDataProvider({ activity: entries }),
      url: '/activity',
    });
    const link = await screen.findByRole('link', { name: 'Ann Lee' });
    expect(link.getAttribute('href')).toBe('/members/m-ann');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Updated')).toBeTruthy();
    expect(within(row).getByText('Members')).toBeTruthy();
    expect(within(row).getByText('admin@example.com')).toBeTruthy();
    expect(within(row).getByText(/06-15-2024/)).toBeTruthy();
    expect(
      within(row).getByText(
        (_, node) => node?.tagName === 'LI' && node.textContent === 'City: Pune → Mumbai',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Failed sign-in')).toBeTruthy();
    for (const label of ['Admin email', 'Area', 'What', 'From', 'To']) {
      expect(screen.getAllByLabelText(label).length).toBeGreaterThan(0);
    }
  });

  it("stacks its rows on a phone, each cell named by its column's header", async () => {
    renderWithAdmin(page, {
      dataProvider: fakeDataProvider({ activity: entries }),
      url: '/activity',
    });
    const row = (await screen.findByRole('link', { name: 'Ann Lee' })).closest('tr') as HTMLElement;
    expect(row.parentElement).toHaveClass(STACKED_ROWS_CLASS);
    const headers = within(screen.getAllByRole('rowgroup')[0]!)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    const labels = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.getAttribute('data-label'));
    expect(labels).toEqual(headers);
    expect(within(row).getByText('admin@example.com').closest('td')).toHaveAttribute('data-label', 'Who');
  });

  it("keeps a time with its am/pm and lets an email wrap only at its '@' and dots (issue 27)", async () => {
    renderWithAdmin(page, {
      dataProvider: fakeDataProvider({ activity: entries }),
      url: '/activity',
    });
    const row = (await screen.findByRole('link', { name: 'Ann Lee' })).closest('tr') as HTMLElement;
    const when = row.querySelector('td.column-at')!;
    expect(when.textContent).toMatch(/^06-15-2024 \d\d:\d\d\u00a0[AP]M$/);
    const who = row.querySelector('td.column-adminEmail')!;
    expect(who.textContent).toBe('admin@example.com');
    // Inside the cell's value box (clampedCells), the email's only break opportunities.
    expect(who.querySelector('.WaCellValue')?.innerHTML).toBe('admin@<wbr>example<wbr>.com');
  });

  it('takes its days as the forms do, the format hint in the language in use', async () => {
    renderWithAdmin(page, {
      dataProvider: fakeDataProvider({ activity: entries }),
      url: '/activity',
    });
    expect(await screen.findByLabelText('From')).toHaveAttribute('placeholder', 'MM/dd/yyyy');
    expect(screen.getByLabelText('To')).toHaveAttribute('type', 'text');
  });

  it('says the API does not record activity against a backend without the endpoint', async () => {
    const provider = fakeDataProvider({});
    provider.getList.mockRejectedValue(new HttpError('Not Found', 404));
    renderWithAdmin(page, { dataProvider: provider, url: '/activity' });
    expect(await screen.findByText('This API does not record activity.')).toBeTruthy();
  });

  // Exploratory test 4, defect 5: a deleted event's name opened 'Update Event' with 'Oops something bad happened!'.
  // The server says which entries' records the log holds a delete of, on whatever page that delete is.
  it('links no entry of a deleted record, and still links the records that exist', async () => {
    const event = { resource: 'events', recordId: 'e-walk', label: 'Heart Walk', recordDeleted: true };
    const log = [
      activityEntry({ ...event, id: '3', action: 'delete', changes: [] }),
      activityEntry({ id: '2', label: 'Ann Lee', recordDeleted: false }),
      activityEntry({ ...event, id: '1', changes: [{ field: 'price', before: 5, after: 0 }] }),
      // A record deleted on another page of the log.
      activityEntry({
        resource: 'faqs',
        recordId: 'f-gone',
        label: 'Old question',
        id: '0',
        recordDeleted: true,
      }),
    ];
    renderWithAdmin(page, { dataProvider: fakeDataProvider({ activity: log }), url: '/activity' });
    expect(await screen.findByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/members/m-ann');
    expect(screen.getAllByText('Heart Walk')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Heart Walk' })).toBeNull();
    expect(screen.getByText('Old question')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Old question' })).toBeNull();
  });

  it("links an event's entries while the log holds no delete of it", async () => {
    const log = [
      activityEntry({ resource: 'events', recordId: 'e-walk', label: 'Heart Walk', recordDeleted: false }),
    ];
    renderWithAdmin(page, { dataProvider: fakeDataProvider({ activity: log }), url: '/activity' });
    expect(await screen.findByRole('link', { name: 'Heart Walk' })).toHaveAttribute('href', '/events/e-walk');
  });

  // Exploratory test 4, defect 6a: 'From 11/29/2026' said 'There is no activity yet.' while 128 entries existed.
  it('says nothing matches the filters, not that there is no activity, and offers to clear them', async () => {
    const filter = encodeURIComponent(JSON.stringify({ at_gte: '2031-11-29' }));
    renderWithAdmin(page, {
      dataProvider: fakeDataProvider({ activity: entries }),
      url: `/activity?filter=${filter}`,
    });
    expect(await screen.findByText(/No Activity found using the current filters\./)).toBeTruthy();
    expect(screen.queryByText('There is no activity yet.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Ann Lee' })).toBeTruthy();
  });

  it('says there is no activity yet when the log is empty and no filter is applied', async () => {
    renderWithAdmin(page, { dataProvider: fakeDataProvider({ activity: [] }), url: '/activity' });
    expect(await screen.findByText('There is no activity yet.')).toBeTruthy();
  });
});
