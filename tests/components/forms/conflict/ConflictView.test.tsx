import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { CONFLICT_MESSAGE } from '../../../../src/api/recordVersions';
import type { fakeDataProvider } from '../../../helpers/fakeDataProvider';
import { OPENED_FAQ, renderFaqEdit } from '../faqEditScreen';
import { fill } from '../../../helpers/fill';

const opened = OPENED_FAQ;

/** The FAQ edit form, whose first save is refused: another administrator saved `theirs` first. */
const renderRefused = (theirs: Record<string, unknown>) =>
  renderFaqEdit((dataProvider) =>
    dataProvider.update.mockRejectedValueOnce(
      new HttpError(CONFLICT_MESSAGE, 409, { current: { ...opened, ...theirs } }),
    ),
  );

// `hidden`: while the conflict view is open the form behind it is hidden from the accessibility tree.
const input = (name: RegExp) => screen.getByRole('textbox', { name, hidden: true });
const question = () => input(/^Question/);
const answer = () => input(/^Answer/);

async function fillAndSave(values: { question?: string; answer?: string }) {
  await waitFor(() => expect(question()).toHaveValue('Why?'));
  if (values.question !== undefined) {
    await userEvent.clear(question());
    await fill(question(), values.question);
  }
  if (values.answer !== undefined) {
    await userEvent.clear(answer());
    await fill(answer(), values.answer);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  return screen.findByRole('dialog', { name: 'Changed by another administrator' });
}

const savedData = (dataProvider: ReturnType<typeof fakeDataProvider>) =>
  (dataProvider.update.mock.calls.at(-1)?.[1] as { data: Record<string, unknown> }).data;

describe('ConflictView (issue 29)', { timeout: 30_000 }, () => {
  it('shows the fields the other administrator changed, theirs and mine, and keeps what was typed', async () => {
    const { notifications, location } = renderRefused({ question: 'Their why?', isActive: false });
    const dialog = await fillAndSave({ question: 'My why?', answer: 'Mine too.' });
    // The question is theirs and mine; the answer only mine; isActive has no input in this form.
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Question');
    expect(rows[0]).toHaveTextContent('Their why?');
    expect(rows[0]).toHaveTextContent('My why?');
    expect(notifications()).toContainEqual(
      expect.objectContaining({
        type: 'warning',
        text: 'Another administrator changed this record while you were editing it. Nothing you typed is lost.',
      }),
    );
    expect(location().pathname).toBe('/faqs/f-1');
    expect(question()).toHaveValue('My why?');
    expect(answer()).toHaveValue('Mine too.');
  });

  it('takes theirs for the fields they changed and keeps mine elsewhere, then saves', async () => {
    const { dataProvider, location } = renderRefused({ question: 'Their why?' });
    const dialog = await fillAndSave({ question: 'My why?', answer: 'Mine too.' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(question()).toHaveValue('Their why?');
    expect(answer()).toHaveValue('Mine too.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location().pathname).toBe('/faqs'));
    expect(savedData(dataProvider)).toMatchObject({ question: 'Their why?', answer: 'Mine too.' });
  });

  it('merges field by field: the chosen fields take theirs, the others keep mine', async () => {
    const { dataProvider } = renderRefused({ question: 'Their why?', answer: 'Their because.' });
    const dialog = await fillAndSave({ question: 'My why?', answer: 'Mine too.' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Answer: Their value' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply my choices' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(question()).toHaveValue('My why?');
    expect(answer()).toHaveValue('Their because.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(2));
    expect(savedData(dataProvider)).toMatchObject({ question: 'My why?', answer: 'Their because.' });
  });

  it('keeps my changes on request', async () => {
    renderRefused({ question: 'Their why?' });
    const dialog = await fillAndSave({ question: 'My why?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(question()).toHaveValue('My why?');
  });

  it('never undoes their change of a field I did not touch: it starts on theirs, and keeping my changes takes it', async () => {
    const { dataProvider } = renderRefused({ question: 'Their why?' });
    const dialog = await fillAndSave({ answer: 'Mine too.' });
    const row = within(dialog).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Question');
    expect(row).toHaveTextContent('(you did not change it)');
    expect(within(row).getByRole('radio', { name: 'Question: Their value' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(question()).toHaveValue('Their why?');
    expect(answer()).toHaveValue('Mine too.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(2));
    expect(savedData(dataProvider)).toMatchObject({ question: 'Their why?', answer: 'Mine too.' });
  });

  it('asks at a second conflict only about what changed since the first showed the record', async () => {
    const { dataProvider } = renderFaqEdit((provider) =>
      provider.update
        .mockRejectedValueOnce(
          new HttpError(CONFLICT_MESSAGE, 409, { current: { ...opened, question: 'Their why?' } }),
        )
        .mockRejectedValueOnce(
          new HttpError(CONFLICT_MESSAGE, 409, {
            current: { ...opened, question: 'Their why?', answer: 'Their because.' },
          }),
        ),
    );
    const first = await fillAndSave({ question: 'My why?' });
    await userEvent.click(within(first).getByRole('button', { name: 'Keep my changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const second = await screen.findByRole('dialog', { name: 'Changed by another administrator' });
    const rows = within(second).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-field'))).toEqual(['answer']);
    await userEvent.click(within(second).getByRole('button', { name: 'Keep my changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(question()).toHaveValue('My why?');
    expect(answer()).toHaveValue('Their because.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(3));
  });
});
