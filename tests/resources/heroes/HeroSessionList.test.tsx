import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { Route, Routes } from 'react-router';
import { HeroPendingList, HeroRegisteredList } from '../../../src/resources/heroes/screens';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { captureCsvDownload } from '../captureCsvDownload';
import { annPending, annRegistered, heroes } from './heroFixtures';

const render = (url: string) => {
  const dataProvider = fakeDataProvider({
    heroes,
    'heroSessionRequests?heroId=h-ann': annPending,
    'heroRegisteredUsers?heroId=h-ann': annRegistered,
  });
  const view = renderWithAdmin(
    <Routes>
      <Route path="/heroes/:id/pending" element={<HeroPendingList />} />
      <Route path="/heroes/:id/registered" element={<HeroRegisteredList />} />
    </Routes>,
    { dataProvider, url },
  );
  return { dataProvider, ...view };
};
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;

let download: ReturnType<typeof captureCsvDownload> | undefined;
afterEach(() => download?.restore());

describe('HeroPendingList', { timeout: 20_000 }, () => {
  it("titles the hero's pending requests, with dates MM-DD-YYYY and times hh:mm a", async () => {
    render('/heroes/h-ann/pending');
    expect(await screen.findByText('Ann Archer Pending Request List')).toBeInTheDocument();
    const row = await rowOf('Dan Dale');
    // First the selection column (its header is the page's select-all checkbox).
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '',
      '#',
      'User',
      'Email',
      'Session Purpose',
      'Session Date',
      'Session Time',
      'Other Problems',
      'Actions',
    ]);
    expect(row).toHaveTextContent('06-02-2025');
    expect(row).toHaveTextContent('03:05 PM');
    expect(screen.getByRole('link', { name: 'Registered Users' })).toHaveAttribute(
      'href',
      '/heroes/h-ann/registered',
    );
  });

  it('approves a request after the confirmation', async () => {
    const { dataProvider, notifications } = render('/heroes/h-ann/pending');
    await userEvent.click(within(await rowOf('Cat Cole')).getByRole('button', { name: 'Approve: Cat Cole' }));
    expect(await screen.findByText('Are you sure you want to approve this request ?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({
          text: 'Health Hero request accepted successfully',
          type: 'success',
          duration: 3000,
        }),
      ),
    );
    expect(dataProvider.act).toHaveBeenCalledWith(
      'heroSessionRequests',
      'approve',
      expect.objectContaining({ id: 's-cat', record: expect.objectContaining({ userUuid: 'u-s-cat' }) }),
    );
  });

  it('rejects a request after the confirmation', async () => {
    const { dataProvider, notifications } = render('/heroes/h-ann/pending');
    await userEvent.click(within(await rowOf('Dan Dale')).getByRole('button', { name: 'Reject: Dan Dale' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({
          text: 'Health Hero request rejected successfully',
          type: 'success',
          duration: 3000,
        }),
      ),
    );
    expect(dataProvider.act).toHaveBeenCalledWith(
      'heroSessionRequests',
      'reject',
      expect.objectContaining({ id: 's-dan' }),
    );
  });

  it('downloads the session columns, formula-safe', async () => {
    render('/heroes/h-ann/pending');
    await rowOf('Dan Dale');
    await screen.findByText('Ann Archer Pending Request List');
    download = captureCsvDownload();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(download!.names).toEqual(['Ann Archer Pending Requests.csv']));
    const [header, , dan] = Papa.parse<string[]>((await download.text()).trim()).data;
    expect(header).toEqual([
      'User',
      'Email',
      'Session Purpose',
      'Session Date',
      'Session Time',
      'Other Problems',
    ]);
    expect(dan).toEqual(['Dan Dale', 's-dan@example.com', 'Diet plan', '06-02-2025', '03:05 PM', "'=1+1"]);
  });

  it('says when nothing is pending', async () => {
    render('/heroes/h-bob/pending');
    expect(await screen.findByText('There are no health hero pending request!')).toBeInTheDocument();
  });
});

describe('HeroRegisteredList', { timeout: 20_000 }, () => {
  it("titles the hero's registered users, without decisions, with a download", async () => {
    render('/heroes/h-ann/registered');
    expect(await screen.findByText('Ann Archer Registered User List')).toBeInTheDocument();
    await rowOf('Eve Evans');
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    download = captureCsvDownload();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(download!.names).toEqual(['Ann Archer Registered Users.csv']));
  });
});
