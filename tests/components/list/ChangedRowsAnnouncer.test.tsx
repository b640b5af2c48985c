import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { ChangedRowsAnnouncer } from '../../../src/components/list/ChangedRowsAnnouncer';
import { markChangedRow } from '../../../src/layout/live/changedRows';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

const change = {
  id: 3,
  action: 'update',
  admin: 'ann@example.com',
  adminName: 'Ann Other',
  at: '2026-11-25T22:00:00.000Z',
};

const renderFor = (resource: string) =>
  renderWithAdmin(
    <ResourceContextProvider value={resource}>
      <ChangedRowsAnnouncer />
    </ResourceContextProvider>,
    { dataProvider: fakeDataProvider({}) },
  );

describe('ChangedRowsAnnouncer (issue 29)', () => {
  it("names, in a polite status always in the page, the list's row another administrator just changed", () => {
    renderFor('faqs');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    act(() => markChangedRow({ ...change, resource: 'faqs', recordId: 'f1', label: 'Why?' }));
    expect(status).toHaveTextContent('Updated by Ann Other: Why?');
    act(() => markChangedRow({ ...change, resource: 'packages', recordId: 'p1', label: 'Gold' }));
    expect(status).toHaveTextContent('Updated by Ann Other: Why?');
    act(() => markChangedRow({ ...change, resource: 'faqs', recordId: 'f2', label: null, adminName: null }));
    expect(status).toHaveTextContent('Updated by ann@example.com');
  });
});
