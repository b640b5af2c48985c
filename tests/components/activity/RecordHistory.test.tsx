import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { RecordHistory } from '../../../src/components/activity/RecordHistory';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { activityEntry } from '../../helpers/activityEntry';

const entry = activityEntry({
  changes: [
    { field: 'city', before: 'Pune', after: 'Mumbai' },
    { field: 'isActive', before: true, after: false },
    { field: 'mobile', before: null, after: '5550001' },
  ],
});

function renderHistory(provider = fakeDataProvider({ activity: [entry] })) {
  renderWithAdmin(
    <ResourceContextProvider value="members">
      <RecordContextProvider value={{ id: 'm-ann', name: 'Ann' }}>
        <RecordHistory />
      </RecordContextProvider>
    </ResourceContextProvider>,
    { dataProvider: provider },
  );
  return provider;
}

describe('RecordHistory', () => {
  it("is a section of the page: an h2 holding its button, as the forms' sections are", () => {
    renderHistory();
    const heading = screen.getByRole('heading', { level: 2, name: 'History' });
    expect(heading).toContainElement(screen.getByRole('button', { name: 'History' }));
  });

  it("reads nothing until opened, then shows the record's entries with readable before → after", async () => {
    const provider = renderHistory();
    expect(provider.getList).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    expect(await screen.findByText(/Updated by admin@example.com on 06-15-2024/)).toBeTruthy();
    // Each field by the members screens' label, not the API's key (issue 27).
    expect(screen.getByText((_, node) => node?.textContent === 'City: Pune → Mumbai')).toBeTruthy();
    expect(screen.getByText((_, node) => node?.textContent === 'Status: Yes → No')).toBeTruthy();
    expect(
      screen.getByText((_, node) => node?.textContent === 'Phone Number: (empty) → 5550001'),
    ).toBeTruthy();
    expect(provider.getList).toHaveBeenCalledWith(
      'activity',
      expect.objectContaining({ filter: { resource: 'members', recordId: 'm-ann' } }),
    );
  });

  it('says the API does not record activity when the endpoint is missing (404)', async () => {
    const provider = fakeDataProvider({});
    provider.getList.mockRejectedValue(new HttpError('Not Found', 404));
    renderHistory(provider);
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    expect(await screen.findByText('This API does not record activity.')).toBeTruthy();
  });

  it('shows another failure by its text', async () => {
    const provider = fakeDataProvider({});
    provider.getList.mockRejectedValue(new HttpError('Invalid filter', 400));
    renderHistory(provider);
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    await waitFor(() => expect(screen.getByText('Invalid filter')).toBeTruthy());
  });
});
