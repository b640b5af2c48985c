import { screen, within } from '@testing-library/react';
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
});
