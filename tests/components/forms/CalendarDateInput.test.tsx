import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router';
import { MemberEdit } from '../../../src/resources/members/MemberEdit';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { countries, members, packages } from '../../resources/fixtures';
import { fill } from '../../helpers/fill';

describe('CalendarDateInput', { timeout: 30_000 }, () => {
  it('refuses a day in a year the server does not take (1850), beside the field, before sending', async () => {
    const dataProvider = fakeDataProvider({ members, packages, countries });
    renderWithAdmin(
      <ResourceContextProvider value="members">
        <Routes>
          <Route path="/members/:id" element={<MemberEdit />} />
        </Routes>
      </ResourceContextProvider>,
      { dataProvider, url: '/members/m-ann' },
    );
    const dob = await screen.findByLabelText(/^Date Of Birth/);
    await userEvent.clear(dob);
    await fill(dob, '01/01/1850');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a date between the years 1900 and 9999')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });
});
