import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, ResourceContextProvider, SimpleForm, TextInput, type RaRecord } from 'react-admin';
import { Route, Routes } from 'react-router';
import { ResourceEdit } from '../../../src/components/forms/ResourceEdit';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

const MESSAGES = {
  waiting: 'app.faqs.updating',
  success: 'app.faqs.updated',
  error: () => 'app.common.oops_error',
};
const faqs = [{ id: 'f-1', question: 'Why?', answer: 'Because.' }];
/** A stable `select`, as the prop asks: the form sees the question in capitals. */
const shouting = (record: RaRecord) => ({ ...record, question: String(record.question).toUpperCase() });

const render = (
  select?: (record: RaRecord) => RaRecord,
  loadFailure?: Error,
  {
    basename = '',
    redirectTo,
  }: { basename?: string; redirectTo?: (saved: RaRecord | undefined) => string } = {},
) => {
  const dataProvider = fakeDataProvider({ faqs });
  if (loadFailure) dataProvider.getOne.mockRejectedValue(loadFailure);
  const view = renderWithAdmin(
    <ResourceContextProvider value="faqs">
      <Routes>
        <Route
          path={`${basename}/faqs/:id`}
          element={
            <ResourceEdit
              resource="faqs"
              title="app.faqs.edit_title"
              messages={MESSAGES}
              select={select}
              redirectTo={redirectTo}
            >
              <SimpleForm>
                <TextInput source="question" label="app.faqs.fields.question" />
              </SimpleForm>
            </ResourceEdit>
          }
        />
        <Route path={`${basename}/faqs`} element={<p>the list</p>} />
      </Routes>
    </ResourceContextProvider>,
    { dataProvider, url: `${basename}/faqs/f-1`, basename },
  );
  return { dataProvider, ...view };
};

const question = () => screen.getByLabelText(/^Question/);

describe('ResourceEdit', { timeout: 20_000 }, () => {
  it('edits the record in the form values `select` gives, then announces the save and goes to the list', async () => {
    const { dataProvider, notifications, location } = render(shouting);
    await waitFor(() => expect(question()).toHaveValue('WHY?'));
    await userEvent.type(question(), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location().pathname).toBe('/faqs'));
    expect(dataProvider.update).toHaveBeenCalledWith(
      'faqs',
      expect.objectContaining({ data: expect.objectContaining({ question: 'WHY?!' }) }),
    );
    expect(notifications().map((n) => n.text)).toContain('FAQ updated successfully');
  });

  it("goes where `redirectTo` says with the saved record, inside the admin's basename", async () => {
    const toSaved = (saved: RaRecord | undefined) => `/faqs/${String(saved?.id)}/saved`;
    const { location } = render(undefined, undefined, { basename: '/admin', redirectTo: toSaved });
    await waitFor(() => expect(question()).toHaveValue('Why?'));
    await userEvent.type(question(), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location().pathname).toBe('/admin/faqs/f-1/saved'));
  });

  it('says a save was refused because the record is gone, and keeps what was typed', async () => {
    const { dataProvider, notifications, location } = render();
    await waitFor(() => expect(question()).toHaveValue('Why?'));
    const text = 'This record was changed by another administrator since it was read.';
    dataProvider.update.mockRejectedValueOnce(
      new HttpError(text, 409, { status: 409, error: text, data: null }),
    );
    await userEvent.type(question(), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({
          text: 'This record no longer exists: another administrator may have deleted it.',
          type: 'error',
        }),
      ),
    );
    expect(question()).toHaveValue('Why?!');
    expect(location().pathname).toBe('/faqs/f-1');
  });

  it("announces a load failure with the server's text and stays with 'Oops'", async () => {
    const { notifications, location } = render(undefined, new HttpError('FAQ not found', 404));
    expect(await screen.findByText('Oops something bad happened!')).toBeInTheDocument();
    // The notice follows the 'Oops' page by a render or two on a loaded machine.
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({ text: 'FAQ not found', type: 'error' }),
      ),
    );
    expect(location().pathname).toBe('/faqs/f-1');
  });

  it("says a record deleted meanwhile in the admin's language, not as the server's 'No … found for this uuid.'", async () => {
    const { notifications } = render(undefined, new HttpError('No faq found for this uuid.', 404));
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({
          text: 'This record no longer exists: another administrator may have deleted it.',
          type: 'error',
        }),
      ),
    );
  });
});
