import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmAction } from '../../../src/components/list/ConfirmAction';
import { RowActionsMenu } from '../../../src/components/list/RowActionsMenu';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

const dataProvider = fakeDataProvider({});

describe('ConfirmAction', () => {
  it('asks No / Yes and runs the work only on Yes', async () => {
    const work = vi.fn().mockResolvedValue(undefined);
    const { notifications } = renderWithAdmin(
      <ConfirmAction
        label="app.common.save"
        title="app.common.save"
        content="app.common.search"
        mutationFn={work}
        successMessage="app.packages.updated"
      />,
      { dataProvider },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(work).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(notifications()[0]).toMatchObject({ text: 'Package updated successfully', type: 'success' }),
    );
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("shows the failure's text", async () => {
    const { notifications } = renderWithAdmin(
      <ConfirmAction
        label="app.common.save"
        title="app.common.save"
        content="app.common.search"
        mutationFn={() => Promise.reject(new Error('Nope'))}
      />,
      { dataProvider },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(notifications()[0]).toMatchObject({ text: 'Nope', type: 'error' }));
  });
});

describe('RowActionsMenu', () => {
  it('runs an action or opens an admin page in a new tab', async () => {
    const onClick = vi.fn();
    renderWithAdmin(
      <RowActionsMenu
        actions={[
          { label: 'app.common.save', onClick },
          { label: 'app.members.transaction_summary', newTabPath: '/members/1/transactions' },
        ]}
      />,
      { dataProvider },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    const link = await screen.findByRole('menuitem', { name: 'Transaction Summary' });
    expect(link).toHaveAttribute('href', '/members/1/transactions');
    expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Save' }));
    expect(onClick).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});
