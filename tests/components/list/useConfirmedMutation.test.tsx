import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, HttpError } from 'react-admin';
import { RowActionsMenu } from '../../../src/components/list/RowActionsMenu';
import { useConfirmedMutation } from '../../../src/components/list/useConfirmedMutation';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

const dataProvider = fakeDataProvider({});

/** A button asking the hook's question about 'Ann'. */
const Asking = ({ work, resource }: { work: (name: string) => Promise<unknown>; resource?: string }) => {
  const { ask, dialog } = useConfirmedMutation<string>({
    resource,
    question: 'app.common.save',
    content: 'app.marketplace.partners.delete_content',
    translateOptions: (name) => ({ name }),
    mutationFn: work,
    successMessage: 'app.packages.updated',
    successDurationMs: 3000,
  });
  return (
    <>
      <Button label="app.common.delete" onClick={() => ask('Ann')} />
      {dialog}
    </>
  );
};

describe('useConfirmedMutation', () => {
  it('asks No / Yes about its subject, No focused, and runs the work only on Yes', async () => {
    const work = vi.fn().mockResolvedValue(undefined);
    const { notifications } = renderWithAdmin(<Asking work={work} />, { dataProvider });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Ann');
    // Issue 27: the safe answer has the focus, so Enter does not act.
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(work).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(notifications()[0]).toMatchObject({
        text: 'Package updated successfully',
        type: 'success',
        duration: 3000,
      }),
    );
    expect(work).toHaveBeenCalledExactlyOnceWith('Ann', expect.anything());
  });

  it("shows the failure's text", async () => {
    const { notifications } = renderWithAdmin(<Asking work={() => Promise.reject(new Error('Nope'))} />, {
      dataProvider,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(notifications()[0]).toMatchObject({ text: 'Nope', type: 'error' }));
  });

  it.each([
    [
      new HttpError('No package found for this uuid.', 404),
      'This record no longer exists: another administrator may have deleted it.',
    ],
    [
      new HttpError('<html>Bad Gateway</html>', 502, '<html>Bad Gateway</html>'),
      'The server could not complete the request (error 502). Please try again.',
    ],
    [new HttpError('"annualCost" must be a number', 400), 'Annual Cost ($) must be a number'],
  ])("says a failure in the admin's language, naming the resource's field (%s)", async (error, text) => {
    const { notifications } = renderWithAdmin(
      <Asking resource="packages" work={() => Promise.reject(error)} />,
      { dataProvider },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(notifications()[0]).toMatchObject({ text, type: 'error' }));
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
