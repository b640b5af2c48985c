import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MembersByPackageList } from '../../../src/resources/members/screens';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { members, packages } from '../fixtures';

describe('MembersByPackageList (issue #12)', { timeout: 20_000 }, () => {
  it('names its package and leads back to all members', async () => {
    const dataProvider = fakeDataProvider({ members, packages });
    renderWithAdmin(<MembersByPackageList />, {
      dataProvider,
      url: '/members/filtered-by-package?packageId=pkg-silver',
    });
    expect(await screen.findByText('Members List: Silver')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Members' })).toHaveAttribute('href', '/members');
    expect(screen.queryByRole('link', { name: 'Incomplete Members' })).not.toBeInTheDocument();
  });
});
