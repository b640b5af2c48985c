import { ResourceContextProvider, SimpleForm, TextInput } from 'react-admin';
import { Route, Routes } from 'react-router';
import { ResourceEdit } from '../../../src/components/forms/ResourceEdit';
import { SaveOnlyToolbar } from '../../../src/components/forms/SaveOnlyToolbar';
import { fakeDataProvider, type FakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

const MESSAGES = {
  waiting: 'app.faqs.updating',
  success: 'app.faqs.updated',
  error: () => 'app.common.oops_error',
};

/** The FAQ the form opens. */
export const OPENED_FAQ = { id: 'f-1', question: 'Why?', answer: 'Because.', isActive: true };

/**
 * An edit screen as the app's (ResourceEdit, a SimpleForm with SaveOnlyToolbar and its ConflictView) over OPENED_FAQ
 * at /faqs/f-1, the list at /faqs; `prepare` may set the fake provider's answers before it renders.
 */
export function renderFaqEdit(prepare?: (dataProvider: FakeDataProvider) => void) {
  const dataProvider = fakeDataProvider({ faqs: [OPENED_FAQ] });
  prepare?.(dataProvider);
  const view = renderWithAdmin(
    <ResourceContextProvider value="faqs">
      <Routes>
        <Route
          path="/faqs/:id"
          element={
            <ResourceEdit resource="faqs" title="app.faqs.edit_title" messages={MESSAGES}>
              <SimpleForm toolbar={<SaveOnlyToolbar />}>
                <TextInput source="question" />
                <TextInput source="answer" />
              </SimpleForm>
            </ResourceEdit>
          }
        />
        <Route path="/faqs" element={<p>the list</p>} />
      </Routes>
    </ResourceContextProvider>,
    { dataProvider, url: '/faqs/f-1' },
  );
  return { dataProvider, ...view };
}
