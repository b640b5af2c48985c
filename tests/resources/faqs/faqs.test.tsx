import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider, type RaRecord } from 'react-admin';
import { Route, Routes } from 'react-router';
import { FaqCreate } from '../../../src/resources/faqs/FaqCreate';
import { FaqEdit } from '../../../src/resources/faqs/FaqEdit';
import { FaqList } from '../../../src/resources/faqs/FaqList';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { fill } from '../../helpers/fill';

/** A search or sort re-renders the table after the search box's debounce; slow under a loaded test DOM. */
const SLOW = { timeout: 4000 };
const faqs: RaRecord[] = [
  {
    id: 'f-join',
    uuid: 'f-join',
    question: 'How do I join a group?',
    answer: 'Send a request.',
    isActive: true,
  },
  {
    id: 'f-refund',
    uuid: 'f-refund',
    question: 'Can I get a refund?',
    answer: 'Within 7 days.',
    isActive: false,
  },
];

const renderAt = (url: string, records: RaRecord[] = faqs) => {
  const dataProvider = fakeDataProvider({ faqs: records });
  const view = renderWithAdmin(
    <ResourceContextProvider value="faqs">
      <Routes>
        <Route path="/faqs" element={<FaqList />} />
        <Route path="/faqs/create" element={<FaqCreate />} />
        <Route path="/faqs/:id" element={<FaqEdit />} />
      </Routes>
    </ResourceContextProvider>,
    { dataProvider, url },
  );
  return { dataProvider, ...view };
};

const rowOf = async (question: string) =>
  (await screen.findByRole('link', { name: question })).closest('tr')!;
const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('FaqList', { timeout: 20_000 }, () => {
  it("says why a switch failed, in the admin's words, and shows the server's value again", async () => {
    const { dataProvider, notifications } = renderAt('/faqs');
    const toggle = within(await rowOf('How do I join a group?')).getByRole('switch');
    dataProvider.toggleStatus.mockRejectedValueOnce(new Error('No faq found for this uuid.'));
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
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it("shows 'FAQ', 'Add New FAQ', the columns and 25 rows a page in the API's order", async () => {
    const { dataProvider } = renderAt('/faqs');
    expect(await screen.findByText('FAQ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New FAQ' })).toHaveAttribute('href', '/faqs/create');
    const row = await rowOf('How do I join a group?');
    expect(screen.getByRole('columnheader', { name: 'Questions List' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Active' })).toBeInTheDocument();
    // The row number follows the selection checkbox.
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('1');
    expect(within(await rowOf('Can I get a refund?')).getAllByRole('cell')[1]).toHaveTextContent('2');
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'faqs',
      expect.objectContaining({ pagination: { page: 1, perPage: 25 } }),
    );
  });

  it('opens the edit form of a question in the same tab', async () => {
    const { location } = renderAt('/faqs');
    const link = within(await rowOf('Can I get a refund?')).getByRole('link');
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    await waitFor(() => expect(location().pathname).toBe('/faqs/f-refund'));
    await waitFor(() => expect(input('Question')).toHaveValue('Can I get a refund?'));
  });

  it('toggles a FAQ with the spec message', async () => {
    const { dataProvider, notifications } = renderAt('/faqs');
    const toggle = within(await rowOf('Can I get a refund?')).getByRole('switch', {
      name: 'Active: Can I get a refund?',
    });
    await userEvent.click(toggle);
    expect(dataProvider.toggleStatus).toHaveBeenCalledWith(
      'faqs',
      expect.objectContaining({ id: 'f-refund', value: true }),
    );
    await waitFor(() =>
      expect(notifications()).toEqual([
        { text: 'FAQ status updated successfully.', type: 'success', duration: 3000 },
      ]),
    );
    expect(toggle).toBeChecked();
  });

  it('searches the questions and answers', async () => {
    renderAt('/faqs');
    await rowOf('How do I join a group?');
    await userEvent.type(screen.getByPlaceholderText('Search'), '7 days');
    await waitFor(
      () => expect(screen.queryByRole('link', { name: 'How do I join a group?' })).not.toBeInTheDocument(),
      SLOW,
    );
    expect(screen.getByRole('link', { name: 'Can I get a refund?' })).toBeInTheDocument();
  });

  it("says 'There are no Faq!' when there are none", async () => {
    renderAt('/faqs', []);
    expect(await screen.findByText('There are no Faq!')).toBeInTheDocument();
  });
});

describe('FaqCreate and FaqEdit', { timeout: 20_000 }, () => {
  it('asks for the question and the answer', async () => {
    const { dataProvider } = renderAt('/faqs/create');
    expect(await screen.findByText('Add New FAQ')).toBeInTheDocument();
    await fill(input('Question'), ' ');
    await save();
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('adds a FAQ with waiting and success messages, then returns to the list showing it', async () => {
    const { dataProvider, notifications, location } = renderAt('/faqs/create');
    await fill(await screen.findByLabelText(/^Question/), 'Is parking free?');
    await fill(input('Answer'), 'Yes, for members.');
    await save();
    await waitFor(() => expect(location().pathname).toBe('/faqs'));
    expect(dataProvider.create).toHaveBeenCalledWith('faqs', {
      data: { question: 'Is parking free?', answer: 'Yes, for members.' },
    });
    expect(await screen.findByRole('link', { name: 'Is parking free?' })).toBeInTheDocument();
    expect(notifications().map(({ text, type }) => ({ text, type }))).toEqual([
      { text: 'FAQ is being added', type: 'info' },
      { text: 'FAQ added successfully', type: 'success' },
    ]);
  });

  it('keeps the text and shows the server error when a save fails', async () => {
    const { dataProvider, notifications, location } = renderAt('/faqs/create');
    dataProvider.create.mockRejectedValueOnce(new Error('Path `answer` is required.'));
    await fill(await screen.findByLabelText(/^Question/), 'Is parking free?');
    await fill(input('Answer'), 'Yes.');
    await save();
    await waitFor(() =>
      expect(notifications().at(-1)).toMatchObject({ text: 'Path `answer` is required.', type: 'error' }),
    );
    expect(location().pathname).toBe('/faqs/create');
    expect(input('Question')).toHaveValue('Is parking free?');
  });

  it('opens the edit form from its URL and updates the FAQ', async () => {
    const { dataProvider, notifications, location } = renderAt('/faqs/f-join');
    expect(await screen.findByText('Update FAQ')).toBeInTheDocument();
    await waitFor(() => expect(input('Answer')).toHaveValue('Send a request.'));
    await userEvent.clear(input('Answer'));
    await fill(input('Answer'), 'Send a join request.');
    await save();
    await waitFor(() => expect(location().pathname).toBe('/faqs'));
    const [, params] = dataProvider.update.mock.calls[0];
    expect(params).toMatchObject({ id: 'f-join', data: { answer: 'Send a join request.' } });
    expect(notifications().map((n) => n.text)).toEqual(['FAQ is being updated', 'FAQ updated successfully']);
  });

  it('shows the error for an unknown FAQ', async () => {
    const { notifications } = renderAt('/faqs/gone');
    expect(await screen.findByText('Oops something bad happened!')).toBeInTheDocument();
    expect(notifications()[0]).toMatchObject({ text: 'No document found', type: 'error' });
  });
});
