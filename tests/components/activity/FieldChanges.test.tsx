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

const renderChanges = (resource: string, changes: FieldChange[], collections = {}) =>
  renderWithAdmin(<FieldChanges resource={resource} changes={changes} />, {
    dataProvider: fakeDataProvider(collections),
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
    renderChanges('members', [{ field: 'referralCode', before: 'A1', after: 'B2' }]);
    expect(lines()).toEqual(['Referral code: A1 → B2']);
  });

  // Exploratory test 4, defect 4: a cancelled event read 'Save As Draft: 1 → 0' (the form's checkbox of that name).
  it("names an event's stored status by the status badge's words, not the Save As Draft checkbox", () => {
    renderChanges('events', [{ field: 'status', before: 1, after: 0 }]);
    expect(lines()).toEqual(['Status: Upcoming → Cancelled']);
  });

  it("shows a deleted event's choices by the event screens' labels and its package by its name", async () => {
    renderChanges(
      'events',
      [
        { field: 'eventCategory', before: 'Lifestyle', after: null },
        { field: 'eventMode', before: 'online', after: null },
        { field: 'meetingType', before: 'webinar', after: null },
        { field: 'membershipPackage', before: 'p-gold', after: null },
        { field: 'speakers', before: [{ name: 'Dr. Rao' }], after: null },
        { field: 'zoomEventId', before: '8812', after: null },
      ],
      { packages: [{ id: 'p-gold', packageName: 'Gold', isActive: true }] },
    );
    expect(lines()).toEqual([
      'Event Category: Lifestyle → (empty)',
      'Event Mode: Online → (empty)',
      'Meeting Type: Webinar → (empty)',
      // The id until the packages are read.
      'Membership Package: p-gold → (empty)',
      'Speakers: Dr. Rao → (empty)',
      'Zoom Event ID: 8812 → (empty)',
    ]);
    expect(await screen.findByText('Gold')).toBeTruthy();
    expect(screen.queryByText('p-gold')).toBeNull();
  });

  it('shows a package no longer stored by its id, the only name the log has for it', async () => {
    const { container } = renderChanges(
      'groups',
      [{ field: 'membershipPackage', before: 'p-gone', after: 'p-gold' }],
      {
        packages: [{ id: 'p-gold', packageName: 'Gold', isActive: true }],
      },
    );
    expect(await screen.findByText('Gold')).toBeTruthy();
    expect(container.textContent).toBe('Membership Package: p-gone → Gold');
  });

  it("shows a created member's membership and gender by the member screens' labels", () => {
    renderChanges('members', [
      { field: 'gender', before: null, after: 'female' },
      { field: 'package', before: null, after: { uuid: 'p-gold', name: 'Gold' } },
    ]);
    expect(lines()).toEqual(['Gender: (empty) → Female', 'Membership Package: (empty) → Gold']);
  });

  it('labels each item of a list of choices, an item the choices do not name as stored', () => {
    renderChanges('heroes', [{ field: 'preferrableDays', before: ['Monday'], after: ['Monday', 'Someday'] }]);
    expect(lines()).toEqual(['Preferrable Days: Monday → Monday, Someday']);
  });

  it("shows a document's type by its form's label", () => {
    renderChanges('documents', [{ field: 'type', before: 'image', after: 'pptx' }]);
    expect(lines()[0]).toMatch(/: Image → /);
    expect(lines()[0]).not.toContain('image');
  });
});
