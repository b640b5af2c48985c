import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider, ResourceContextProvider, useGetOne } from 'react-admin';
import { StatusToggle } from '../../../src/components/list/StatusToggle';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

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

describe('StatusToggle by keyboard (issue 27)', () => {
  it('keeps the focus while its change is in flight, and refuses a second change meanwhile', async () => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider({ packages: [{ id: 'p1', isActive: true }] });
    let answer: (value: unknown) => void = () => undefined;
    dataProvider.toggleStatus.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderWithAdmin(<Row />, { dataProvider });
    const toggle = await screen.findByRole('switch', { name: 'Active' });

    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');

    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveFocus();
    expect(toggle).toBeEnabled();
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard(' ');
    expect(dataProvider.toggleStatus).toHaveBeenCalledTimes(1);
    expect(toggle).not.toBeChecked();

    answer({ data: { id: 'p1', isActive: false } });
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-disabled'));
    expect(toggle).toHaveFocus();
  });

  it('takes the next change once the server has answered, while the record is still being read again', async () => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider({ packages: [{ id: 'p1', isActive: true }] });
    renderWithAdmin(<Row />, { dataProvider });
    const toggle = await screen.findByRole('switch', { name: 'Active' });
    await user.tab();
    // The record's second reading (after the change) never ends.
    dataProvider.getOne.mockImplementation(() => new Promise(() => undefined));

    await user.keyboard(' ');
    await screen.findByText('Package status updated successfully.');
    await user.keyboard(' ');

    expect(dataProvider.toggleStatus).toHaveBeenCalledTimes(2);
    expect(toggle).toHaveFocus();
  });
});
