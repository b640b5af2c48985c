import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { MemberImport } from '../../../../src/resources/members/import/MemberImport';
import { fakeDataProvider } from '../../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';
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

function renderImport(dataProvider = fakeDataProvider({ packages, countries, members })) {
  const view = renderWithAdmin(<MemberImport />, { dataProvider, url: '/members/import' });
  return { dataProvider, ...view };
}

async function chooseFile(file: File, user = userEvent.setup()) {
  await waitFor(() =>
    expect(screen.getByRole('button', { name: /Choose CSV file/ })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    ),
  );
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
      screen.getByText('1 imported, 0 failed, 0 not imported because the import was cancelled.'),
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
      screen.getByText('3 imported, 1 failed, 2 not imported because the import was cancelled.'),
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
      await screen.findByText('6 imported, 0 failed, 0 not imported because the import was cancelled.'),
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

  it('lets a keyboard reach the rows table, which scrolls sideways on a phone', async () => {
    renderImport();
    await chooseFile(csvFile([HEADER, row('Asha Rao', 'asha@example.com')]));
    const region = await screen.findByRole('region', { name: 'Rows of the file' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
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
});
