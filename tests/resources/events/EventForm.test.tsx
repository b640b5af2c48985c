import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import { EventCreate } from '../../../src/resources/events/EventCreate';
import { EventEdit } from '../../../src/resources/events/EventEdit';
import { Route } from 'react-router';
import { renderResourceForm, input, combobox, choose, fileInput } from '../../helpers/resourceForm';
import { packages } from '../fixtures';
import { eventCollections } from './eventFixtures';
import { activityEntry } from '../../helpers/activityEntry';
import { fill } from '../../helpers/fill';
import { fileNamed } from '../../helpers/files';

/** One activity entry about the rainbow event, as the log records an update. */
const rainbowRenamed = activityEntry({
  id: '41',
  resource: 'events',
  recordId: 'ev-rainbow',
  label: 'Eat the Rainbow',
  changes: [{ field: 'name', before: 'Rainbow', after: 'Eat the Rainbow' }],
});

const renderForm = (url: string) =>
  renderResourceForm(
    'events',
    {
      create: EventCreate,
      edit: EventEdit,
      otherRoutes: (
        <>
          {/* The phase lists, as the app declares them (static routes win over :id). */}
          {['upcoming', 'past', 'draft'].map((phase) => (
            <Route key={phase} path={`/events/${phase}`} element={<p>{phase} list</p>} />
          ))}
          <Route path="*" element={<p>elsewhere</p>} />
        </>
      ),
    },
    { ...eventCollections, packages, activity: [rainbowRenamed] },
    url,
  );

const at = (days: number, time: string) => `${format(addDays(new Date(), days), 'yyyy-MM-dd')}T${time}`;
const setTime = (label: string, value: string) => {
  const field = input(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};
const save = (name = 'Save') => userEvent.click(screen.getByRole('button', { name }));

const fillOnSite = async () => {
  await fill(input('Event Name'), 'Park Run');
  await fill(input('Event Description'), 'A run in the park.');
  await choose('Event Mode', 'On-site');
  await choose('Event Category', 'Heart Health');
  await fill(input('Event Venue'), 'Riverside Park');
  await choose('Membership Package', 'Gold');
  await fill(input('Price'), '0');
  setTime('Start Time', at(7, '09:00'));
  await userEvent.upload(fileInput(), fileNamed('run.png', 'image/png'));
};

describe('EventCreate', { timeout: 30_000 }, () => {
  it("shows 'Add New Event' and asks for every required field and the image", async () => {
    const { dataProvider } = renderForm('/events/create');
    expect(await screen.findByText('Add New Event')).toBeInTheDocument();
    await fill(input('Event Name'), 'Park Run');
    await save();
    // description, description, mode, category, package, price, start, end, image
    expect(await screen.findAllByText('This field is required')).toHaveLength(8);
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it("refuses a negative price with the app's own message beside the field, not the browser's", async () => {
    const { dataProvider } = renderForm('/events/create');
    await fillOnSite();
    await userEvent.clear(input('Price'));
    await fill(input('Price'), '-5');
    await save();
    expect(await screen.findByText('Must be at least 0')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('names the image types and size limit under the image picker, as the other pickers do', async () => {
    renderForm('/events/create');
    expect(await screen.findByText('Allowed types: jpg, jpeg, png. At most 2 MB.')).toBeInTheDocument();
  });

  it('offers the twelve categories and only active packages', async () => {
    renderForm('/events/create');
    await userEvent.click(await combobox('Event Category'));
    expect(screen.getAllByRole('option')).toHaveLength(12);
    expect(screen.getByRole('option', { name: 'WSGs' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await combobox('Membership Package'));
    expect(await screen.findByRole('option', { name: 'Gold' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Silver' })).not.toBeInTheDocument();
  });

  it('sets the end one hour after a chosen start and refuses a start in the past or an end before it', async () => {
    renderForm('/events/create');
    await screen.findByText('Add New Event');
    setTime('Start Time', at(5, '10:30'));
    await waitFor(() => expect(input('End Time')).toHaveValue(at(5, '11:30')));
    setTime('End Time', at(5, '10:00'));
    setTime('Start Time', at(-1, '10:00'));
    setTime('End Time', at(-1, '09:00'));
    await save();
    expect(await screen.findByText('Date cannot be in the past')).toBeInTheDocument();
    expect(screen.getByText('End Time must be greater than Start Time')).toBeInTheDocument();
  });

  it('asks for the meeting type online and the venue on-site; the link needs a scheme', async () => {
    renderForm('/events/create');
    await screen.findByText('Add New Event');
    await choose('Event Mode', 'Online');
    expect(screen.queryByLabelText(/^Event Venue/)).not.toBeInTheDocument();
    expect(input('Registration Link')).toBeDisabled();
    await save();
    expect(await combobox('Meeting Type')).toBeInTheDocument();
    await choose('Event Mode', 'On-site');
    expect(screen.queryByRole('combobox', { name: /^Meeting Type/ })).not.toBeInTheDocument();
    await fill(input('Registration Link'), 'www.example.com');
    await fill(input('Price'), '-1');
    await userEvent.upload(fileInput(), fileNamed('notes.pdf', 'application/pdf'));
    await save();
    expect(await screen.findByText('Please enter a valid URL, including scheme')).toBeInTheDocument();
    expect(screen.getByText('Image type should be JPG, PNG or JPEG')).toBeInTheDocument();
    expect(screen.getByText(/at least 0/)).toBeInTheDocument();
  });

  it('saves an on-site event as a draft, then returns to the upcoming list', async () => {
    const { dataProvider, notifications, location } = renderForm('/events/create');
    await screen.findByText('Add New Event');
    await fillOnSite();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save As Draft' }));
    await save();
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    const { data } = dataProvider.create.mock.calls[0]![1] as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      eventName: 'Park Run',
      eventMode: 'on-site',
      eventVenue: 'Riverside Park',
      eventCategory: 'Heart Health',
      membership: 'pkg-gold',
      price: 0,
      status: true,
      startTime: at(7, '09:00'),
      endTime: at(7, '10:00'),
    });
    await waitFor(() => expect(location().pathname).toBe('/events/upcoming'));
    expect(notifications()).toContainEqual(expect.objectContaining({ text: 'Event added successfully' }));
  });

  it("a failed create shows the server's text and keeps every value and the image", async () => {
    const { dataProvider, notifications } = renderForm('/events/create');
    dataProvider.create.mockRejectedValueOnce(new Error('Event name already exists.'));
    await screen.findByText('Add New Event');
    await fillOnSite();
    await save();
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({ text: 'Event name already exists.', type: 'error' }),
      ),
    );
    expect(input('Event Name')).toHaveValue('Park Run');
    expect(input('Event Venue')).toHaveValue('Riverside Park');
    expect(screen.getByRole('img', { name: 'run.png' })).toBeInTheDocument();
  });
});

describe('EventEdit', { timeout: 30_000 }, () => {
  it("shows 'Update Event' with the mode locked, the image optional and a draft checked", async () => {
    const { dataProvider } = renderForm('/events/ev-rainbow');
    expect(await screen.findByText('Update Event')).toBeInTheDocument();
    await waitFor(() => expect(input('Event Name')).toHaveValue('Eat the Rainbow'));
    expect(screen.getByRole('checkbox', { name: 'Save As Draft' })).toBeChecked();
    // The mode stays as created: its select does not open.
    const eventMode = await combobox('Event Mode');
    expect(eventMode).toHaveTextContent('Online');
    await userEvent.click(eventMode);
    expect(screen.queryByRole('option', { name: 'On-site' })).not.toBeInTheDocument();
    await userEvent.clear(input('Event Name'));
    await fill(input('Event Name'), 'Eat the Rainbow 2');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save As Draft' }));
    await save('Update');
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    const { data } = dataProvider.update.mock.calls[0]![1] as { data: Record<string, unknown> };
    expect(data).toMatchObject({ eventName: 'Eat the Rainbow 2', status: false });
  });

  it('publishing a draft goes to the list where the event now lives, not back to the drafts', async () => {
    const { location } = renderForm('/events/ev-rainbow');
    await waitFor(() => expect(input('Event Name')).toHaveValue('Eat the Rainbow'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save As Draft' }));
    await save('Update');
    await waitFor(() => expect(location().pathname).toBe('/events/upcoming'));
  });

  it('a draft saved as a draft again returns to the drafts', async () => {
    const { location } = renderForm('/events/ev-rainbow');
    await waitFor(() => expect(input('Event Name')).toHaveValue('Eat the Rainbow'));
    await fill(input('Event Description'), ' Again.');
    await save('Update');
    await waitFor(() => expect(location().pathname).toBe('/events/draft'));
  });

  it("shows the event's History from the activity log", async () => {
    const { dataProvider } = renderForm('/events/ev-rainbow');
    await waitFor(() => expect(input('Event Name')).toHaveValue('Eat the Rainbow'));
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    expect(await screen.findByText(/Updated by admin@example.com on 06-15-2024/)).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, node) => node?.tagName === 'LI' && node.textContent === 'Event Name: Rainbow → Eat the Rainbow',
      ),
    ).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'activity',
      expect.objectContaining({ filter: { resource: 'events', recordId: 'ev-rainbow' } }),
    );
  });

  it('returns to the list the event was opened from', async () => {
    const { location } = renderForm('/events/ev-sleep');
    await waitFor(() => expect(input('Event Name')).toHaveValue('Sleep Well'));
    await fill(input('Event Description'), ' Again.');
    await save('Update');
    await waitFor(() => expect(location().pathname).toBe('/events/past'));
  });
});
