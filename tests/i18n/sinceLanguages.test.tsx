import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListBase, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { RecordHistory } from '../../src/components/activity/RecordHistory';
import { CollectionLoadingProgress } from '../../src/components/list/CollectionLoadingProgress';
import { fakeDataProvider } from '../helpers/fakeDataProvider';
import { renderInLanguage } from './renderInLanguage';
import { activityEntry } from '../helpers/activityEntry';

/*
 * Screens added after the languages (the activity history, a large list's loading progress) in Arabic and
 * Turkish: their words, numbers and directions.
 */

const LOADING = { timeout: 5000 };

const entry = activityEntry({
  changes: [
    { field: 'city', before: 'Pune', after: 'Mumbai' },
    { field: 'isActive', before: true, after: false },
  ],
});

const renderHistory = (locale: string) =>
  renderInLanguage(
    locale,
    <ResourceContextProvider value="members">
      <RecordContextProvider value={{ id: 'm-ann', name: 'Ann' }}>
        <RecordHistory />
      </RecordContextProvider>
    </ResourceContextProvider>,
    { dataProvider: fakeDataProvider({ activity: [entry] }) },
  );

/** A members list whose collection is still being read: 30,000 of 100,000 rows in. */
const renderProgress = (locale: string) => {
  const dataProvider = fakeDataProvider({ members: [] });
  dataProvider.collectionState.mockResolvedValue({ loaded: 30000, total: 100000, complete: false });
  return renderInLanguage(
    locale,
    <ListBase resource="members">
      <CollectionLoadingProgress />
    </ListBase>,
    { dataProvider },
  );
};

const lineOf = (text: string) =>
  screen.getByText((_, node) => node?.tagName === 'LI' && node.textContent === text);

describe('the activity history', { timeout: 20_000 }, () => {
  it('reads in Arabic, each value isolated and the arrow pointing the way Arabic reads', async () => {
    renderHistory('ar');
    await userEvent.click(await screen.findByRole('button', { name: 'السجل' }, LOADING));
    expect(await screen.findByText(/^حُدّث بواسطة admin@example.com في 06-15-2024/)).toBeInTheDocument();
    // Each field by the members screens' Arabic label, not the API's key.
    const city = lineOf('المدينة: Pune ← Mumbai');
    expect([...city.querySelectorAll('bdi')].map((value) => value.textContent)).toEqual(['Pune', 'Mumbai']);
    expect(lineOf('الحالة: نعم ← لا')).toBeInTheDocument();
  });

  it('reads in Turkish, left to right', async () => {
    renderHistory('tr');
    await userEvent.click(await screen.findByRole('button', { name: 'Geçmiş' }, LOADING));
    expect(
      await screen.findByText(/^Güncellendi: admin@example.com tarafından, 06-15-2024/),
    ).toBeInTheDocument();
    expect(lineOf('Durum: Evet → Hayır')).toBeInTheDocument();
  });
});

describe("a large list's loading progress", { timeout: 20_000 }, () => {
  it('names the resource in Arabic, with Latin digits', async () => {
    renderProgress('ar');
    expect(await screen.findByRole('status', {}, LOADING)).toHaveTextContent(
      'جارٍ تحميل الأعضاء: 30,000 من 100,000…',
    );
  });

  it('counts in Turkish, with Turkish digit grouping', async () => {
    renderProgress('tr');
    expect(await screen.findByRole('status', {}, LOADING)).toHaveTextContent(
      'Yükleniyor (üyeler): 30.000 / 100.000…',
    );
  });

  it('stays as it was in English', async () => {
    renderProgress('en');
    expect(await screen.findByRole('status', {}, LOADING)).toHaveTextContent(
      'Loading 30,000 of 100,000 members…',
    );
  });
});
