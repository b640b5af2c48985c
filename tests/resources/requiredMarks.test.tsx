import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { MemberCreate } from '../../src/resources/members/MemberCreate';
import { PackageCreate } from '../../src/resources/packages/PackageCreate';
import { fakeDataProvider } from '../helpers/fakeDataProvider';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { countries, members, packages } from './fixtures';

const render = (resource: string, ui: React.ReactElement) =>
  renderWithAdmin(<ResourceContextProvider value={resource}>{ui}</ResourceContextProvider>, {
    dataProvider: fakeDataProvider({ members, packages, countries }),
    url: `/${resource}/create`,
  });

/** The texts of the form's labels carrying react-admin's required mark (' *'). */
const markedLabels = () =>
  Array.from(document.querySelectorAll('label, legend, .RaLabeled-label'))
    .filter((label) => /\*\s*$/.test(label.textContent ?? ''))
    .map((label) => (label.textContent ?? '').replace(/\s*\*\s*$/, '').trim());

// Issue #12: every required field shows an asterisk, as on the sign-in page.
describe('required marks', { timeout: 20_000 }, () => {
  it('marks every required field of the package form', async () => {
    render('packages', <PackageCreate />);
    await screen.findByLabelText(/^Package Name/);
    expect(markedLabels()).toEqual(
      expect.arrayContaining([
        'Package Name',
        'Annual Cost ($)',
        'Number Of Health Hero Sessions',
        'Number Of Wellness Support Groups',
        'Colour',
        'Offering / Benefit',
        'Image',
      ]),
    );
    expect(markedLabels()).not.toContain('Monthly Cost ($)');
  });

  it('marks every required field of the member form', async () => {
    render('members', <MemberCreate />);
    await screen.findByLabelText(/^First Name/);
    expect(markedLabels()).toEqual(
      expect.arrayContaining([
        'First Name',
        'Last Name',
        'Email ID',
        'Country Code',
        'Phone Number',
        'Gender',
        'Age Group',
        'City',
        'Country',
        'Membership Package',
      ]),
    );
    expect(markedLabels()).not.toContain('Address Line 1');
  });
});
