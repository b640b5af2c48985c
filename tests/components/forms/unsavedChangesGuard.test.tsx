import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Create, LinkBase, SimpleForm, TextInput, memoryStore } from 'react-admin';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSaveMessages } from '../../../src/components/forms/useSaveMessages';
import { adminTheme } from '../../../src/theme/adminTheme';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { fill } from '../../helpers/fill';
import { refuseToLeave } from '../../helpers/refuseToLeave';
import { testI18nProvider } from '../../helpers/testI18nProvider';

const MESSAGES = { waiting: 'Saving', success: 'Saved', error: () => 'Not saved' };

const NoteCreate = () => {
  const mutationOptions = useSaveMessages('notes', MESSAGES);
  return (
    <Create resource="notes" mutationOptions={mutationOptions}>
      <SimpleForm>
        <TextInput source="title" />
        <LinkBase to="/elsewhere">Elsewhere</LinkBase>
      </SimpleForm>
    </Create>
  );
};

/**
 * The app's create screen as main.tsx routes it (a data router, without transitions), with the app's theme (every
 * form guards its unsaved changes). `blocked` counts the navigations the guard held.
 */
function renderNoteCreate() {
  const dataProvider = fakeDataProvider({ notes: [] });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext
            dataProvider={dataProvider}
            i18nProvider={testI18nProvider}
            store={memoryStore()}
            theme={adminTheme}
          >
            <NoteCreate />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: ['/notes/create'] },
  );
  let blocked = 0;
  router.subscribe((state) => {
    if ([...state.blockers.values()].some((blocker) => blocker.state === 'blocked')) blocked += 1;
  });
  render(<RouterProvider router={router} useTransitions={false} />);
  return { dataProvider, router, blocked: () => blocked };
}

afterEach(() => vi.unstubAllGlobals());

describe('the unsaved-changes guard of a form', () => {
  it("lets a save's redirect go without holding it or asking", async () => {
    const confirm = refuseToLeave();
    const { dataProvider, router, blocked } = renderNoteCreate();
    await fill(await screen.findByLabelText('Title'), 'A new note');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notes'));
    expect(dataProvider.create).toHaveBeenCalledTimes(1);
    expect(blocked()).toBe(0);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('still asks before a link leaves unsaved changes, and stays when told to', async () => {
    const confirm = refuseToLeave();
    const { router } = renderNoteCreate();
    await fill(await screen.findByLabelText('Title'), 'Half a note');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe('/notes/create');
    expect(screen.getByLabelText('Title')).toHaveValue('Half a note');
  });
});
