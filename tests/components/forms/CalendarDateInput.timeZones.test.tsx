/**
 * Calendar dates in several time zones (issue 12): a stored date of birth is shown, edited and sent back as
 * the day it names. Node reads process.env.TZ again when it changes, so each case runs in its own zone.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router';
import { MemberEdit } from '../../../src/resources/members/MemberEdit';
import { memberToFormData } from '../../../src/resources/members/api';
import type { MemberForm } from '../../../src/resources/members/api';
import { formatCalendarDate, formatDate, isAfterToday } from '../../../src/components/format/dates';
import { todayCalendarDay } from '../../../src/components/format/calendarDates';
import { notInPast } from '../../../src/validation/rules';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { countries, members, packages } from '../../resources/fixtures';
import { fill } from '../../helpers/fill';

const ZONES = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'Pacific/Honolulu',
  'Asia/Kolkata',
  'Pacific/Auckland',
];
const originalZone = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalZone;
});

const STORED_DOB = '1958-07-06T00:00:00.000Z';

const renderEdit = () => {
  const withDob = members.map((m) => (m.id === 'm-ann' ? { ...m, dob: STORED_DOB } : m));
  const dataProvider = fakeDataProvider({ members: withDob, packages, countries });
  renderWithAdmin(
    <ResourceContextProvider value="members">
      <Routes>
        <Route path="/members/:id" element={<MemberEdit />} />
        <Route path="/members" element={<p>list</p>} />
      </Routes>
    </ResourceContextProvider>,
    { dataProvider, url: '/members/m-ann' },
  );
  return dataProvider;
};

const dobInput = () => screen.getByLabelText(/^Date Of Birth/);
const sentDob = (data: unknown) => memberToFormData(data as MemberForm, 'update').get('dob');

describe.each(ZONES)('calendar dates in %s', { timeout: 30_000 }, (zone) => {
  it('reads and formats a stored day as that day', () => {
    process.env.TZ = zone;
    expect(formatCalendarDate(STORED_DOB)).toBe('07-06-1958');
    expect(formatCalendarDate('2031-07-04')).toBe('07-04-2031');
    expect(isAfterToday(STORED_DOB)).toBe(false);
    expect(isAfterToday('2999-01-01T00:00:00.000Z')).toBe(true);
    // Today's date (typed, or stored as midnight UTC) is not in the past; yesterday's is.
    const today = todayCalendarDay();
    expect(notInPast()(today)).toBeUndefined();
    expect(notInPast()(`${today}T00:00:00.000Z`)).toBeUndefined();
    expect(notInPast()('2000-01-01T00:00:00.000Z')).toBe('app.common.date_in_past');
  });

  it('shows the date of birth as dd/MM/yyyy and sends the same day back', async () => {
    process.env.TZ = zone;
    const dataProvider = renderEdit();
    await waitFor(() => expect(dobInput()).toHaveValue('06/07/1958'));
    await fill(screen.getByLabelText(/^City/), 'ville');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(sentDob(dataProvider.update.mock.calls[0][1].data)).toBe(STORED_DOB);
  });

  it('sends a retyped day as that day', async () => {
    process.env.TZ = zone;
    const dataProvider = renderEdit();
    await waitFor(() => expect(dobInput()).toHaveValue('06/07/1958'));
    fireEvent.change(dobInput(), { target: { value: '7/6/1958' } });
    expect(dobInput()).toHaveValue('07/06/1958');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(sentDob(dataProvider.update.mock.calls[0][1].data)).toBe('1958-06-07T00:00:00.000Z');
  });
});

describe('time zones really change local time', () => {
  it('moves midnight UTC to the previous day west of UTC, which the calendar formatters ignore', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatDate(STORED_DOB)).toBe('07-05-1958');
    expect(formatCalendarDate(STORED_DOB)).toBe('07-06-1958');
    process.env.TZ = 'UTC';
    expect(formatDate(STORED_DOB)).toBe('07-06-1958');
  });
});

describe('CalendarDateInput', { timeout: 30_000 }, () => {
  it('refuses text that is not a day in the form format and keeps it as typed', async () => {
    const dataProvider = renderEdit();
    await waitFor(() => expect(dobInput()).toHaveValue('06/07/1958'));
    fireEvent.change(dobInput(), { target: { value: '31/02/1958' } });
    fireEvent.blur(dobInput());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the date as dd/MM/yyyy')).toBeInTheDocument();
    expect(dobInput()).toHaveValue('31/02/1958');
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it("takes a day picked in the browser's calendar and shows it in the form format", async () => {
    process.env.TZ = 'America/Los_Angeles';
    const dataProvider = renderEdit();
    await waitFor(() => expect(dobInput()).toHaveValue('06/07/1958'));
    await userEvent.click(screen.getByRole('button', { name: 'Choose a date' }));
    const picker = document.querySelector<HTMLInputElement>('input[type="date"]')!;
    expect(picker.value).toBe('1958-07-06');
    fireEvent.change(picker, { target: { value: '1960-01-31' } });
    expect(dobInput()).toHaveValue('31/01/1960');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(sentDob(dataProvider.update.mock.calls[0][1].data)).toBe('1960-01-31T00:00:00.000Z');
  });
});
