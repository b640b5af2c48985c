import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider, ResourceContextProvider, useGetOne } from 'react-admin';
import { StatusToggle } from '../../../src/components/list/StatusToggle';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

/** A toggle with a waiting message, as the events' Allow Registration has. */
const Row = () => {
  const { data } = useGetOne('packages', { id: 'p1' });
  if (!data) return null;
  return (
    <ResourceContextProvider value="packages">
      <RecordContextProvider value={data}>
        <StatusToggle
          successMessage="app.packages.status_updated"
          label="app.packages.columns.active"
          pendingMessage="app.events.registration_updating"
        />
      </RecordContextProvider>
    </ResourceContextProvider>
  );
};

const setup = () => {
  const dataProvider = fakeDataProvider({ packages: [{ id: 'p1', isActive: true }] });
  return { dataProvider, ...renderWithAdmin(<Row />, { dataProvider }) };
};

describe('StatusToggle with pendingMessage', () => {
  it('shows the waiting message while the change runs, then the success', async () => {
    const { notifications } = setup();
    await userEvent.click(await screen.findByRole('switch', { name: 'Active' }));
    await waitFor(() =>
      expect(notifications().map((n) => n.text)).toEqual(
        expect.arrayContaining(['Event Status is being updated', 'Package status updated successfully.']),
      ),
    );
  });

  it("returns to the server's value and shows the failure's text", async () => {
    const { dataProvider, notifications } = setup();
    dataProvider.toggleStatus.mockRejectedValueOnce(new Error('Package not found'));
    const toggle = await screen.findByRole('switch', { name: 'Active' });
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({ text: 'Package not found', type: 'error' }),
      ),
    );
    expect(toggle).toBeChecked();
  });
});
