import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, LinkBase } from 'react-admin';
import { MemberImport } from '../../../../src/resources/members/import/MemberImport';
import { fakeDataProvider } from '../../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { windowWidth } from '../../../helpers/windowWidth';
import { captureCsvDownload } from '../../captureCsvDownload';
import { countries, members, packages } from '../../fixtures';

const HEADER = 'Name,Email,Phone No,Gender,Membership,City,Country,Age Group,Registration Date';
const row = (name: string, email: string, extra = 'Female,Gold,Pune,India,30-50,01-02-2024') =>
  `${name},${email},(+91) 9876543210,${extra}`;

/** A line of plain cells (no comma or quote inside) as the CSV kit writes it: each cell quoted. */
const quoted = (line: string) =>
  line
    .split(',')
    .map((cell) => `"${cell}"`)
    .join(',');

const csvFile = (lines: string[], name = 'members.csv') =>
  new File([lines.join('\r\n')], name, { type: 'text/csv' });

let download: ReturnType<typeof captureCsvDownload> | undefined;
afterEach(() => download?.restore());

/** The browser's confirm, answering `leave` (the test DOM has none; tests/setup.ts takes the stub away). */
function answerConfirm(leave: boolean) {
  const confirm = vi.fn(() => leave);
  vi.stubGlobal('confirm', confirm);
  return confirm;
}

/** Whether closing the tab now would ask first (a beforeunload listener cancelled the event). */
function closingTabAsks() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const newRows = (count: number) =>
  Array.from({ length: count }, (_, index) => row('New Member', `new${index}@example.com`));

function renderImport(dataProvider = fakeDataProvider({ packages, countries, members })) {
  // A link elsewhere, as the sidebar has (the page stays rendered: renderWithAdmin has no routes).
  const view = renderWithAdmin(
    <>
      <MemberImport />
      <LinkBase to="/">Dashboard</LinkBase>
    </>,
    { dataProvider, url: '/members/import' },
  );
  return { dataProvider, ...view };
}

async function chooseFile(file: File, user = userEvent.setup()) {
  await waitFor(() => expect(screen.getByRole('button', { name: /Choose CSV file/ })).toBeEnabled());
  await user.upload(screen.getByTestId('member-import-file'), file);
}

/** A create that waits until the test settles it. */
function heldCreates(dataProvider: ReturnType<typeof fakeDataProvider>) {
  const held: { resolve: () => void; reject: (error: Error) => void }[] = [];
  dataProvider.create.mockImplementation(
    (_resource, params) =>
      new Promise((resolve, reject) =>
        held.push({
          resolve: () => resolve({ data: { ...params.data, id: `new-${held.length}` } }),
          reject,
        }),
      ),
  );
  return held;
}

describe('MemberImport', { timeout: 30_000 }, () => {
  it('previews every row with its problems, imports the valid ones and downloads those not imported', async () => {
    const { dataProvider } = renderImport();
    await chooseFile(
      csvFile([
        HEADER,
        row('Asha Rao', 'asha@example.com'),
        row('Bad Mail', 'not-an-email'),
        row('Ann Again', 'm-ann@example.com'),
        row('Old Plan', 'old@example.com', 'Male,Silver,Pune,India,20-30,'),
      ]),
    );
    expect(
      await screen.findByText('4 rows: 1 ready to import, 3 with problems (not imported).'),
    ).toBeInTheDocument();
    expect(screen.getByText('A member already uses m-ann@example.com')).toBeInTheDocument();
    expect(screen.getByText('The membership package "Silver" is retired')).toBeInTheDocument();
    expect(screen.getByText(/^Email ID: /)).toBeInTheDocument();
    expect(screen.getByText('Ready')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('switch', { name: 'Show only rows with problems' }));
    expect(screen.queryByText('Ready')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Import 1 valid row' }));
    expect(await screen.findByText('Import finished')).toBeInTheDocument();
    expect(
      screen.getByText(
        '1 imported, 0 failed, 3 not imported because of problems, 0 not imported because the import was cancelled.',
      ),
    ).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledTimes(1);
    expect(dataProvider.create).toHaveBeenCalledWith('members', {
      data: expect.objectContaining({
        firstName: 'Asha',
        lastName: 'Rao',
        email: 'asha@example.com',
        countryCode: '+91',
        phoneNumber: '9876543210',
        packageName: 'pkg-gold',
      }),
    });

    download = captureCsvDownload();
    await userEvent.click(screen.getByRole('button', { name: 'Download rows not imported' }));
    expect(download.names).toEqual(['Members not imported.csv']);
    const lines = (await download.text()).replace(/^\uFEFF/, '').split('\r\n');
    // Every text cell quoted (a spreadsheet of another separator does not split it).
    expect(lines[0]).toBe(quoted(`${HEADER},Reason`));
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe(
      quoted(`${row('Ann Again', 'm-ann@example.com')},A member already uses m-ann@example.com`),
    );
  });

  it('Cancel stops after the rows in flight; Retry imports the failed and left-out rows', async () => {
    const { dataProvider } = renderImport();
    const held = heldCreates(dataProvider);
    const emails = ['a', 'b', 'c', 'd', 'e', 'f'].map((letter) => `${letter}@example.com`);
    await chooseFile(csvFile([HEADER, ...emails.map((email) => row('New Member', email))]));
    await userEvent.click(await screen.findByRole('button', { name: 'Import 6 valid rows' }));
    expect(await screen.findByText('Importing members…')).toBeInTheDocument();
    await waitFor(() => expect(held).toHaveLength(4));
    expect(screen.getByRole('status')).toHaveTextContent('0 of 6');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    held[0]!.resolve();
    // A proxy's error page: said by its status, in the admin's language.
    held[1]!.reject(
      new HttpError('<html>Service Unavailable</html>', 503, '<html>Service Unavailable</html>'),
    );
    held[2]!.resolve();
    held[3]!.resolve();
    expect(await screen.findByText('Import cancelled')).toBeInTheDocument();
    expect(
      screen.getByText(
        '3 imported, 1 failed, 0 not imported because of problems, 2 not imported because the import was cancelled.',
      ),
    ).toBeInTheDocument();
    expect(held).toHaveLength(4);
    const table = screen.getByRole('table');
    expect(
      within(table).getByText('The server could not complete the request (error 503). Please try again.'),
    ).toBeInTheDocument();
    expect(within(table).getAllByText('Not imported: the import was cancelled')).toHaveLength(2);

    dataProvider.create.mockImplementation(async (_resource, params) => ({
      data: { ...params.data, id: 'new' },
    }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry failed rows' }));
    expect(
      await screen.findByText(
        '6 imported, 0 failed, 0 not imported because of problems, 0 not imported because the import was cancelled.',
      ),
    ).toBeInTheDocument();
    // Only the failed and the left-out rows were sent again.
    expect(dataProvider.create.mock.calls.slice(4).map(([, params]) => params.data.email)).toEqual([
      'b@example.com',
      'e@example.com',
      'f@example.com',
    ]);
    expect(screen.queryByRole('button', { name: 'Retry failed rows' })).not.toBeInTheDocument();
  });

  it('counts a one-row file as one row', async () => {
    renderImport();
    await chooseFile(csvFile([HEADER, row('Asha Rao', 'asha@example.com')]));
    expect(
      await screen.findByText('1 row: 1 ready to import, 0 with problems (not imported).'),
    ).toBeInTheDocument();
  });

  it('lets a keyboard reach the rows table (a long email can scroll it) and keeps its wide columns', async () => {
    renderImport();
    await chooseFile(csvFile([HEADER, row('Asha Rao', 'asha@example.com')]));
    const region = await screen.findByRole('region', { name: 'Rows of the file' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(
      within(region)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Line', 'Name', 'Email', 'Membership', 'Problems / result']);
  });

  it('keeps a file chosen while the members are still read, and previews it once they arrive', async () => {
    const dataProvider = fakeDataProvider({ packages, countries, members });
    const readMembers = dataProvider.getList.getMockImplementation()!;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    dataProvider.getList.mockImplementation(async (resource, params) => {
      if (resource === 'members') await held;
      return readMembers(resource, params);
    });
    renderImport(dataProvider);
    await userEvent.upload(
      screen.getByTestId('member-import-file'),
      csvFile([HEADER, row('Asha Rao', 'asha@example.com'), row('Bad Mail', 'not-an-email')]),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Reading the file…');
    release();
    expect(
      await screen.findByText('2 rows: 1 ready to import, 1 with problems (not imported).'),
    ).toBeInTheDocument();
  });

  it('refuses a file that is not a CSV, is empty, or lacks columns, and offers the template', async () => {
    renderImport();
    const user = userEvent.setup({ applyAccept: false });
    await chooseFile(new File(['hello'], 'notes.txt', { type: 'text/plain' }), user);
    expect(await screen.findByText('This file is not a CSV file.')).toBeInTheDocument();
    await chooseFile(csvFile([HEADER]), user);
    expect(await screen.findByText('This file has no rows.')).toBeInTheDocument();
    await chooseFile(csvFile(['Name,Email', 'Asha Rao,asha@example.com']), user);
    expect(
      await screen.findByText(
        'The file lacks these columns: Phone No, Gender, Membership, City, Country, Age Group.',
      ),
    ).toBeInTheDocument();

    download = captureCsvDownload();
    await userEvent.click(screen.getByRole('button', { name: 'Download template' }));
    expect(download.names).toEqual(['Members import template.csv']);
    expect((await download.text()).replace(/^\uFEFF/, '').trimEnd()).toBe(
      quoted('Name,Email,Phone No,Gender,Membership,City,Country,Age Group'),
    );
  });

  it('asks before leaving during an import; leaving stops it as Cancel does', async () => {
    const { dataProvider, location } = renderImport();
    const held = heldCreates(dataProvider);
    await chooseFile(csvFile([HEADER, ...newRows(6)]));
    await userEvent.click(await screen.findByRole('button', { name: 'Import 6 valid rows' }));
    await waitFor(() => expect(held).toHaveLength(4));

    let confirm = answerConfirm(false);
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(confirm).toHaveBeenCalledWith(
      'The import is still running. Leave the page and stop it? Rows already sent stay imported; the others are not imported.',
    );
    expect(location().pathname).toBe('/members/import');
    expect(screen.getByText('Importing members…')).toBeInTheDocument();

    confirm = answerConfirm(true);
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    held.forEach((create) => create.resolve());
    // No row starts after leaving: what went in is what the result says.
    expect(
      await screen.findByText(
        '4 imported, 0 failed, 0 not imported because of problems, 2 not imported because the import was cancelled.',
      ),
    ).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledTimes(4);
  });

  it('leaves without asking when no import runs', async () => {
    const { location } = renderImport();
    const confirm = answerConfirm(true);
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before the tab closes while an import runs, not before or after', async () => {
    const { dataProvider } = renderImport();
    const held = heldCreates(dataProvider);
    await chooseFile(csvFile([HEADER, ...newRows(2)]));
    expect(closingTabAsks()).toBe(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Import 2 valid rows' }));
    await waitFor(() => expect(held).toHaveLength(2));
    expect(closingTabAsks()).toBe(true);
    held.forEach((create) => create.resolve());
    expect(await screen.findByText('Import finished')).toBeInTheDocument();
    expect(closingTabAsks()).toBe(false);
  });

  it('stops an import whose page goes away without asking (e.g. a logout)', async () => {
    const { dataProvider, unmount } = renderImport();
    const held = heldCreates(dataProvider);
    await chooseFile(csvFile([HEADER, ...newRows(6)]));
    await userEvent.click(await screen.findByRole('button', { name: 'Import 6 valid rows' }));
    await waitFor(() => expect(held).toHaveLength(4));
    unmount();
    held.forEach((create) => create.resolve());
    // Let the batch run on if it would (its writes start from resolved promises).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dataProvider.create).toHaveBeenCalledTimes(4);
  });

  it('opens the file chooser from the keyboard: Enter and Space press a real button', async () => {
    renderImport();
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('button', { name: /Choose CSV file/ })).toBeEnabled());
    const button = screen.getByRole('button', { name: /Choose CSV file/ });
    expect(button.tagName).toBe('BUTTON');
    const opened = vi.fn((event: Event) => event.preventDefault());
    screen.getByTestId('member-import-file').addEventListener('click', opened);
    button.focus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('refuses a file not saved as UTF-8 and a binary file, saying why', async () => {
    renderImport();
    // 'Şule' as Turkish Excel's plain CSV writes it: Windows-1254 (Ş is 0xDE).
    const windows1254 = new Uint8Array([
      ...new TextEncoder().encode(`${HEADER}\r\n`),
      0xde,
      ...new TextEncoder().encode(row('ule Rao', 'sule@example.com')),
    ]);
    await chooseFile(new File([windows1254], 'members.csv', { type: 'text/csv' }));
    expect(
      await screen.findByText(
        'This file is not saved as UTF-8, so its letters would be garbled. In your spreadsheet, save it as "CSV UTF-8" and choose it again.',
      ),
    ).toBeInTheDocument();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    await chooseFile(new File([png], 'photo.csv', { type: 'text/csv' }));
    expect(await screen.findByText('This file could not be read as CSV.')).toBeInTheDocument();
  });

  it("shows each row's problems beside its member on a phone, without a column off-screen", async () => {
    windowWidth(390);
    renderImport();
    await chooseFile(csvFile([HEADER, row('Asha Rao', 'asha@example.com'), row('Bad Mail', 'not-an-email')]));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Line', 'Member and problems / result']);
    const badRow = within(table).getByText('Bad Mail').closest('td')!;
    expect(badRow).toHaveTextContent('not-an-email');
    expect(badRow).toHaveTextContent(/Email ID: /);
  });
});
