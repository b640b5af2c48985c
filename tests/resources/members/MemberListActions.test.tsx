/**
 * Issue 27, phones: react-admin's Button shows only its children on a small screen. The members list's 'Import'
 * and the by-package list's 'All Members' passed their icon as MUI's `startIcon`, which react-admin does not know:
 * on a phone they were empty 24×24 links, the icon leaking as a `starticon` attribute.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ListContextProvider, ResourceContextProvider, type ListControllerResult } from 'react-admin';
import { MemberListActions } from '../../../src/resources/members/MemberListActions';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { windowWidth } from '../../helpers/windowWidth';
import { members, packages } from '../fixtures';

function renderActions(backToAll: boolean) {
  const list = { data: [], total: 0, filterValues: {}, sort: { field: 'name', order: 'ASC' } };
  return renderWithAdmin(
    <ResourceContextProvider value="members">
      <ListContextProvider value={list as unknown as ListControllerResult}>
        <MemberListActions kind="active" backToAll={backToAll} />
      </ListContextProvider>
    </ResourceContextProvider>,
    { dataProvider: fakeDataProvider({ members, packages }) },
  );
}

describe('toolbar link buttons on a phone', () => {
  it.each([
    ['Import', false, '/members/import'],
    ['All Members', true, '/members'],
  ])('shows %s as its icon, named by its label, with no unknown attribute', async (name, backToAll, href) => {
    windowWidth(390);
    renderActions(backToAll);
    const link = await screen.findByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    expect(link.querySelector('svg')).not.toBeNull();
    expect(link).not.toHaveAttribute('starticon');
  });

  it('shows the label and the icon on a wide window', async () => {
    windowWidth(1280);
    renderActions(false);
    const link = await screen.findByRole('link', { name: 'Import' });
    expect(link).toHaveTextContent('Import');
    expect(link.querySelector('svg')).not.toBeNull();
  });
});
