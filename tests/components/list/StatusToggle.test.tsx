import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider, ResourceContextProvider, useGetList, useGetOne } from 'react-admin';
import { StatusToggle } from '../../../src/components/list/StatusToggle';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

/** A row reading its record through react-query, as a list row does. */
const Row = ({ silentFailure }: { silentFailure?: boolean }) => {
  const { data } = useGetOne('packages', { id: 'p1' });
  if (!data) return null;
  return (
    <ResourceContextProvider value="packages">
      <RecordContextProvider value={data}>
        <StatusToggle
          successMessage="app.packages.status_updated"
          label="app.packages.columns.active"
          silentFailure={silentFailure}
        />
      </RecordContextProvider>
    </ResourceContextProvider>
  );
};

const setup = (silentFailure?: boolean) => {
  const dataProvider = fakeDataProvider({ packages: [{ id: 'p1', isActive: true }] });
  const view = renderWithAdmin(<Row silentFailure={silentFailure} />, { dataProvider });
  return { dataProvider, ...view };
};

describe('StatusToggle', () => {
  it('flips through toggleStatus and announces the spec message for 3 s', async () => {
    const { dataProvider, notifications } = setup();
    const toggle = await screen.findByRole('switch', { name: 'Active' });
    expect(toggle).toBeChecked();

    await userEvent.click(toggle);

    expect(toggle).not.toBeChecked();
    expect(dataProvider.toggleStatus).toHaveBeenCalledWith('packages', {
      id: 'p1',
      value: false,
      previousData: expect.objectContaining({ id: 'p1' }),
    });
    await waitFor(() =>
      expect(notifications()).toEqual([
        { text: 'Package status updated successfully.', type: 'success', duration: 3000 },
      ]),
    );
    // The record shown takes the new value in place; it is read again at its next visit, not now.
    expect(screen.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    expect(dataProvider.getOne).toHaveBeenCalledTimes(1);
  });

  it('keeps the row where it is: a list whose order follows the status is not read again under the pointer', async () => {
    const dataProvider = fakeDataProvider({
      packages: [
        { id: 'p1', packageName: 'Gold', isActive: true },
        { id: 'p2', packageName: 'Silver', isActive: true },
        { id: 'p3', packageName: 'Bronze', isActive: false },
      ],
    });
    // The server lists active packages first, as the API's lists do (api-contract.md: isActive descending).
    const listActiveFirst = dataProvider.getList.getMockImplementation()!;
    dataProvider.getList.mockImplementation(async (resource, params) => {
      const page = await listActiveFirst(resource, params);
      return { ...page, data: [...page.data].sort((a, b) => Number(b.isActive) - Number(a.isActive)) };
    });
    const Rows = () => {
      const { data } = useGetList('packages', { pagination: { page: 1, perPage: 10 } });
      return (
        <ResourceContextProvider value="packages">
          {data?.map((record) => (
            <RecordContextProvider key={record.id} value={record}>
              <StatusToggle
                successMessage="app.packages.status_updated"
                label="app.packages.columns.active"
                nameSource="packageName"
              />
            </RecordContextProvider>
          ))}
        </ResourceContextProvider>
      );
    };
    renderWithAdmin(<Rows />, { dataProvider });
    const names = async () =>
      (await screen.findAllByRole('switch')).map((toggle) => toggle.getAttribute('aria-label'));
    const before = await names();
    expect(before.at(-1)).toBe('Active: Bronze');

    await userEvent.click(screen.getByRole('switch', { name: 'Active: Gold' }));
    await waitFor(() => expect(dataProvider.toggleStatus).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active: Gold' })).not.toBeChecked());
    expect(await names()).toEqual(before);
    expect(dataProvider.getList).toHaveBeenCalledTimes(1);
  });

  it("says why in the admin's words, in a notification, and returns to the server's value read again", async () => {
    const { dataProvider, notifications } = setup();
    const toggle = await screen.findByRole('switch', { name: 'Active' });
    await waitFor(() => expect(dataProvider.getOne).toHaveBeenCalledTimes(1));
    // The server refuses the change; meanwhile another admin had switched the package off.
    dataProvider.toggleStatus.mockRejectedValueOnce(new Error('No package found for this uuid.'));
    await dataProvider.update('packages', {
      id: 'p1',
      data: { isActive: false },
      previousData: { id: 'p1' },
    });

    await userEvent.click(toggle);

    await waitFor(() =>
      expect(notifications()).toEqual([
        {
          text: 'This record no longer exists: another administrator may have deleted it.',
          type: 'error',
          duration: undefined,
        },
      ]),
    );
    await waitFor(() => expect(dataProvider.getOne).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active' })).not.toBeChecked());
  });

  it('returns silently where the spec asks for silence (silentFailure)', async () => {
    const { dataProvider, notifications } = setup(true);
    dataProvider.toggleStatus.mockRejectedValueOnce(new Error('boom'));
    const toggle = await screen.findByRole('switch', { name: 'Active' });

    await userEvent.click(toggle);

    await waitFor(() => expect(toggle).toBeChecked());
    expect(notifications()).toEqual([]);
  });
});
