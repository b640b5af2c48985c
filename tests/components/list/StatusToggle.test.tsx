import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider, ResourceContextProvider, useGetOne } from 'react-admin';
import { StatusToggle } from '../../../src/components/list/StatusToggle';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

/** A row reading its record through react-query, as a list row does. */
const Row = () => {
  const { data } = useGetOne('packages', { id: 'p1' });
  if (!data) return null;
  return (
    <ResourceContextProvider value="packages">
      <RecordContextProvider value={data}>
        <StatusToggle successMessage="app.packages.status_updated" label="app.packages.columns.active" />
      </RecordContextProvider>
    </ResourceContextProvider>
  );
};

const setup = () => {
  const dataProvider = fakeDataProvider({ packages: [{ id: 'p1', isActive: true }] });
  const view = renderWithAdmin(<Row />, { dataProvider });
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
    await waitFor(() => expect(dataProvider.getOne).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('switch', { name: 'Active' })).not.toBeChecked();
  });

  it('returns silently to the server value when the change fails', async () => {
    const { dataProvider, notifications } = setup();
    dataProvider.toggleStatus.mockRejectedValueOnce(new Error('boom'));
    const toggle = await screen.findByRole('switch', { name: 'Active' });

    await userEvent.click(toggle);

    await waitFor(() => expect(toggle).toBeChecked());
    expect(notifications()).toEqual([]);
  });
});
