import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { EventRegistrationList } from '../../../src/resources/events/EventRegistrationList';
import { EventSpeakerCreate } from '../../../src/resources/events/EventSpeakerCreate';
import { EventSpeakerList } from '../../../src/resources/events/EventSpeakerList';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { captureCsvDownload } from '../captureCsvDownload';
import { eventCollections, upcomingEvents, walkRegistrations, walkSpeakers } from './eventFixtures';
import { fill } from '../../helpers/fill';
import { fileNamed } from '../../helpers/files';

const render = (url: string, speakers = walkSpeakers, registrations = walkRegistrations) => {
  const dataProvider = fakeDataProvider({
    ...eventCollections,
    'speakers?eventId=ev-walk': speakers,
    'registrations?eventId=ev-walk': registrations,
  });
  const view = renderWithAdmin(
    <Routes>
      <Route path="/events/:id/speakers" element={<EventSpeakerList />} />
      <Route path="/events/:id/speakers/create" element={<EventSpeakerCreate />} />
      <Route path="/events/:id/registrations" element={<EventRegistrationList />} />
    </Routes>,
    { dataProvider, url },
  );
  return { dataProvider, ...view };
};

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('EventSpeakerList', { timeout: 20_000 }, () => {
  it("'{event name} Event Speakers': the table, 10 a page and 'Add New Speaker'", async () => {
    const { dataProvider } = render('/events/ev-walk/speakers');
    expect(await screen.findByText('Heart Walk Event Speakers')).toBeInTheDocument();
    const cells = within(await rowOf('Dr. Asha Rao')).getAllByRole('cell');
    // The selection checkbox first.
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '',
      '1',
      '',
      'Dr. Asha Rao',
      'Cardiologist',
      'Heart advice.',
      'Delete',
    ]);
    expect(screen.getByRole('link', { name: 'Add New Speaker' })).toHaveAttribute(
      'href',
      '/events/ev-walk/speakers/create',
    );
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'speakers',
      expect.objectContaining({ filter: { eventId: 'ev-walk' }, pagination: { page: 1, perPage: 10 } }),
    );
  });

  it("says 'Please Add New Speakers To This Event!' without speakers", async () => {
    render('/events/ev-walk/speakers', []);
    expect(await screen.findByText('Please Add New Speakers To This Event!')).toBeInTheDocument();
  });

  it("deletes after 'Are you sure you want to delete this Speaker ?'", async () => {
    const { dataProvider, notifications } = render('/events/ev-walk/speakers');
    await userEvent.click(
      within(await rowOf('Mark Fenton')).getByRole('button', { name: 'Delete: Mark Fenton' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this Speaker ?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(dataProvider.delete).toHaveBeenCalledWith(
      'speakers',
      expect.objectContaining({ id: 'ev-walk:Mark Fenton' }),
    );
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({ text: 'Speaker Deleted successfully.', type: 'success' }),
      ),
    );
  });
});

describe('EventSpeakerCreate', { timeout: 30_000 }, () => {
  it('requires name, designation, description and image; LinkedIn is optional', async () => {
    const { dataProvider } = render('/events/ev-walk/speakers/create');
    expect(await screen.findByText('Add New Speaker')).toBeInTheDocument();
    await fill(input('Name'), 'Lina');
    await userEvent.clear(input('Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('refuses a name another speaker of the event has, whatever its case (they are deleted by name)', async () => {
    const { dataProvider } = render('/events/ev-walk/speakers/create');
    await screen.findByText('Add New Speaker');
    await fill(input('Name'), '  mark FENTON ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This event already has a speaker with this name')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it("saves the speaker for the event and returns to the event's speakers", async () => {
    const { dataProvider, location } = render('/events/ev-walk/speakers/create');
    await screen.findByText('Add New Speaker');
    await fill(input('Name'), 'Lina Okafor');
    await fill(input('Designation'), 'Yoga Instructor');
    await fill(input('Description'), 'Breathing and balance.');
    await userEvent.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      fileNamed('lina.jpg', 'image/jpeg'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'speakers',
        expect.objectContaining({
          data: expect.objectContaining({ eventUuid: 'ev-walk', name: 'Lina Okafor' }),
        }),
      ),
    );
    await waitFor(() => expect(location().pathname).toBe('/events/ev-walk/speakers'));
  });
});

describe('EventRegistrationList', { timeout: 20_000 }, () => {
  let download: ReturnType<typeof captureCsvDownload> | undefined;
  afterEach(() => download?.restore());

  it("'{event} Event Registered User List': columns, Registered / Cancelled, 10 a page", async () => {
    const { dataProvider } = render('/events/ev-walk/registrations');
    expect(await screen.findByText('Heart Walk Event Registered User List')).toBeInTheDocument();
    const cells = within(await rowOf('Ann Lee')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '2',
      'Ann Lee',
      '03-04-2026 09:30 AM',
      '2',
      'ann@example.com',
      'Austin',
      'United States',
      'Registered',
    ]);
    expect(within(await rowOf('=Bob Stone')).getByText('Cancelled')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'registrations',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 } }),
    );
  });

  it("says 'There are no registered users for this event.!' when none", async () => {
    render('/events/ev-walk/registrations', walkSpeakers, []);
    expect(await screen.findByText('There are no registered users for this event.!')).toBeInTheDocument();
  });

  it("downloads a formula-safe CSV named after the event with the event's header rows", async () => {
    download = captureCsvDownload();
    render('/events/ev-walk/registrations');
    await rowOf('Ann Lee');
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(download!.names).toEqual(['Heart Walk.csv']));
    const [, , , header, first, second] = (await download.text()).split('\r\n');
    const walk = upcomingEvents[0]!;
    expect((await download.text()).split('\r\n').slice(0, 3)).toEqual([
      '"Event Name","Heart Walk"',
      `"Date","${String(walk.startTimeText).slice(0, 10).replaceAll('-', '/')}"`,
      '"Event Mode","On-site"',
    ]);
    // Text cells quoted, numbers bare.
    expect(header).toBe('"User","Qty","Email","Date","City","Country","Status"');
    expect(first).toBe(`"'=Bob Stone",1,"bob@example.com","03-05-2026 02:00 PM","Pune","India","Cancelled"`);
    expect(second).toBe(
      '"Ann Lee",2,"ann@example.com","03-04-2026 09:30 AM","Austin","United States","Registered"',
    );
  });
});
