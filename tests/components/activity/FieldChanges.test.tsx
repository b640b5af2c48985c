/**
 * Issue 27: the activity page named fields by the API's keys (`isActive`, `coverImage`) and showed ISO timestamps
 * and internal file paths. Fields are named as the resource's screens name them, values shown as they show them.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FieldChanges } from '../../../src/components/activity/FieldChanges';
import type { FieldChange } from '../../../src/components/activity/activityTypes';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

const renderChanges = (resource: string, changes: FieldChange[]) =>
  renderWithAdmin(<FieldChanges resource={resource} changes={changes} />, {
    dataProvider: fakeDataProvider({}),
  });

const lines = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('FieldChanges', { timeout: 20_000 }, () => {
  it("names each field by the resource's own label, the API's renamed fields by the screens' name", () => {
    renderChanges('packages', [
      { field: 'isActive', before: true, after: false },
      // The API's `name` and `numberOfHealthHeroSessions` are the package screens' packageName and hhSessions.
      { field: 'name', before: 'Gold', after: 'Gold Plus' },
      { field: 'numberOfHealthHeroSessions', before: 2, after: 3 },
      { field: 'annualCost', before: 1200, after: 1250.5 },
    ]);
    expect(lines()).toEqual([
      'Active: Yes → No',
      'Package Name: Gold → Gold Plus',
      'Number Of Health Hero Sessions: 2 → 3',
      'Annual Cost ($): 1,200 → 1,250.5',
    ]);
  });

  it('shows dates as the lists write them and images as thumbnails, never ISO texts or stored paths', () => {
    renderChanges('vouchers', [
      { field: 'expiryDate', before: '2031-07-04T00:00:00.000Z', after: '2031-08-01T00:00:00.000Z' },
      { field: 'coverImage', before: null, after: 'public/uploads/vouchers/ab12.png' },
    ]);
    expect(lines()[0]).toBe('Expiry Date: 07-04-2031 → 08-01-2031');
    expect(lines()[1]).toBe('Cover Image: (empty) → ');
    const thumbnail = screen.getByRole('img', { name: 'Cover Image' });
    expect(thumbnail).toHaveAttribute('src', '/public/uploads/vouchers/ab12.png');
    expect(screen.queryByText(/public\/uploads/)).toBeNull();
    expect(screen.queryByText(/T00:00/)).toBeNull();
  });

  it("falls back to react-admin's reading of a key no screen labels", () => {
    renderChanges('members', [{ field: 'loyaltyPoints', before: 10, after: 20 }]);
    expect(lines()).toEqual(['Loyalty points: 10 → 20']);
  });
});
