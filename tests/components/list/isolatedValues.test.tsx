/**
 * Issue 27, Arabic: what users wrote (a description, a question) showed its full stop at its start on right-to-left
 * screens. A list's plain values and every link are written in their own direction (dir="auto" runs).
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Link } from '@mui/material';
import { DataTable, List } from 'react-admin';
import { PositionKeyedBody } from '../../../src/components/list/PositionKeyedBody';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

const notes = [{ id: 'n1', summary: 'Late renewal fee.', amount: -50, title: 'How do I join?' }];

describe('values written in their own direction', { timeout: 20_000 }, () => {
  it("isolates a list's plain values, leaving the columns that render their own content", async () => {
    renderWithAdmin(
      <List resource="notes" disableSyncWithLocation>
        <DataTable body={PositionKeyedBody}>
          <DataTable.Col source="summary" />
          <DataTable.NumberCol source="amount" />
          <DataTable.Col source="title" render={(note) => <Link href="#">{note.title}</Link>} />
        </DataTable>
      </List>,
      { dataProvider: fakeDataProvider({ notes }) },
    );
    const summary = await screen.findByText('Late renewal fee.');
    expect(summary.tagName).toBe('BDI');
    expect(summary.closest('td')).toHaveClass('column-summary');
    // A number column keeps its own field (react-admin's NumberField, in the language's format).
    expect(screen.getByText('-50').tagName).not.toBe('BDI');
    // Every link, through the theme's default.
    expect(screen.getByRole('link', { name: 'How do I join?' })).toHaveAttribute('dir', 'auto');
  });
});
