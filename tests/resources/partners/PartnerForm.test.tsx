import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format, parseISO } from 'date-fns';
import { PartnerCreate } from '../../../src/resources/partners/PartnerCreate';
import { PartnerEdit } from '../../../src/resources/partners/PartnerEdit';
import { renderResourceForm, input, combobox, choose, fileInput } from '../../helpers/resourceForm';
import { countries } from '../fixtures';
import { partners } from '../marketplaceFixtures';
import { fill } from '../../helpers/fill';
import { fileNamed } from '../../helpers/files';

const renderForm = (url: string) =>
  renderResourceForm('partners', { create: PartnerCreate, edit: PartnerEdit }, { partners, countries }, url);

const png = (bytes = 1) => fileNamed('logo.png', 'image/png', bytes);
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
/** Types a 'yyyy-MM-dd' day as the form shows it, MM/dd/yyyy. */
const setDate = (label: string, value: string) => {
  const date = input(label);
  fireEvent.change(date, { target: { value: format(parseISO(value), 'MM/dd/yyyy') } });
  fireEvent.blur(date);
};
const replaceText = async (label: string, text: string) => {
  await userEvent.clear(input(label));
  await userEvent.type(input(label), text);
};
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

const fillRequired = async () => {
  await fill(input('Business Name'), 'Calm Mind');
  await fill(input('Email Id'), 'calm@mind.example.com');
  await fill(input('Phone Number'), '9876543210');
  await choose('Type', 'Both');
  setDate('Expiry Date', day(30));
  await fill(input('Store Link'), 'https://calm.example.com');
  await fill(input('Description'), 'Mindfulness courses.');
  await userEvent.upload(fileInput(), png());
};

describe('PartnerCreate', { timeout: 30_000 }, () => {
  it("shows 'Add New Partner', the square logo hint and +1 as the calling code", async () => {
    renderForm('/partners/create');
    expect(await screen.findByText('Add New Partner')).toBeInTheDocument();
    expect(screen.getByText('square 500*500 image')).toBeInTheDocument();
    await waitFor(async () => expect(await combobox('Country Code')).toHaveTextContent('United States (+1)'));
  });

  it('orders the calling codes United States, India, then alphabetically, as Name (+code)', async () => {
    renderForm('/partners/create');
    await userEvent.click(await combobox('Country Code'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent?.trim()).filter(Boolean)).toEqual([
      'United States (+1)',
      'India (+91)',
      'Afghanistan (+93)',
      'Zimbabwe (+263)',
    ]);
  });

  it('asks for every required field and the logo', async () => {
    const { dataProvider } = renderForm('/partners/create');
    await screen.findByText('Add New Partner');
    await fill(input('Business Name'), 'Calm Mind');
    await save();
    // Email, phone, type, expiry, link, description, logo.
    expect(await screen.findAllByText('This field is required')).toHaveLength(7);
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('refuses the business name of another partner, whatever its case', async () => {
    const { dataProvider } = renderForm('/partners/create');
    await screen.findByText('Add New Partner');
    await fill(input('Business Name'), 'green LEAF');
    await save();
    expect(await screen.findByText('A business partner with this name already exists')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('checks the email, the phone digits (6 to 15), the URL scheme and a future expiry', async () => {
    renderForm('/partners/create');
    await screen.findByText('Add New Partner');
    await fill(input('Email Id'), 'not-an-email');
    await fill(input('Phone Number'), '12ab');
    await fill(input('Store Link'), 'www.calm.example.com');
    setDate('Expiry Date', day(0));
    await save();
    expect(await screen.findByText('You must enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Must be only digits')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid URL, including scheme')).toBeInTheDocument();
    expect(screen.getByText('Expiry Date can only be in future.')).toBeInTheDocument();

    await userEvent.clear(input('Phone Number'));
    await fill(input('Phone Number'), '12345');
    expect(await screen.findByText('Must be more than 6 digits')).toBeInTheDocument();
    await fill(input('Phone Number'), '67890123456');
    expect(await screen.findByText('Must be not more than 15 digits')).toBeInTheDocument();
  });

  it('refuses a logo that is not JPG, JPEG or PNG, or larger than 2 MB', async () => {
    renderForm('/partners/create');
    await screen.findByText('Add New Partner');
    await userEvent.upload(fileInput(), new File(['x'], 'logo.gif', { type: 'image/gif' }));
    await save();
    expect(await screen.findByText('Image type should be JPG, PNG or JPEG')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.upload(fileInput(), png(2_000_001));
    expect(await screen.findByText('The file is larger than 2 MB')).toBeInTheDocument();
  });

  it('adds the partner with waiting and success messages, then goes to the partners list', async () => {
    const { dataProvider, notifications, location } = renderForm('/partners/create');
    await screen.findByText('Add New Partner');
    await fillRequired();
    await choose('Country Code', 'India (+91)');
    await save();

    await waitFor(() => expect(location().pathname).toBe('/partners'));
    expect(dataProvider.create).toHaveBeenCalledWith('partners', {
      data: expect.objectContaining({
        businessName: 'Calm Mind',
        emailId: 'calm@mind.example.com',
        countryCode: '+91',
        phoneNumber: '9876543210',
        type: 2,
        expiryDate: day(30),
        link: 'https://calm.example.com',
        description: 'Mindfulness courses.',
        logo: expect.objectContaining({ rawFile: expect.any(File) }),
      }),
    });
    expect(notifications()).toEqual([
      { text: 'Partner is being added', type: 'info', duration: 60000 },
      { text: 'Partner added successfully', type: 'success', duration: undefined },
    ]);
  });

  it('keeps everything typed and chosen, and shows the server text, when the save fails', async () => {
    const { dataProvider, notifications, location } = renderForm('/partners/create');
    dataProvider.create.mockRejectedValueOnce(new Error('Error! Validation Error.'));
    await screen.findByText('Add New Partner');
    await fillRequired();
    await save();

    await waitFor(() =>
      expect(notifications().at(-1)).toMatchObject({ text: 'Error! Validation Error.', type: 'error' }),
    );
    expect(location().pathname).toBe('/partners/create');
    expect(input('Business Name')).toHaveValue('Calm Mind');
    expect(input('Description')).toHaveValue('Mindfulness courses.');
    expect(screen.getByRole('img', { name: 'logo.png' })).toBeInTheDocument();
  });
});

describe('PartnerEdit', { timeout: 30_000 }, () => {
  it("loads the partner into 'Update Partner Information' with its logo, and needs no new logo", async () => {
    const { dataProvider, notifications, location } = renderForm('/partners/bp-green');
    expect(await screen.findByText('Update Partner Information')).toBeInTheDocument();
    await waitFor(() => expect(input('Business Name')).toHaveValue('Green Leaf'));
    expect(input('Expiry Date')).toHaveValue('01/15/2030');
    expect(await combobox('Country Code')).toHaveTextContent('India (+91)');
    expect(await combobox('Type')).toHaveTextContent('Service');
    expect(document.querySelector('img[src="/public/images/businessPartner/green.png"]')).not.toBeNull();

    await replaceText('Business Name', 'Green Leaf Organics');
    await save();

    await waitFor(() => expect(location().pathname).toBe('/partners'));
    const [, params] = dataProvider.update.mock.calls[0];
    expect(params.id).toBe('bp-green');
    expect(params.data).toMatchObject({ businessName: 'Green Leaf Organics', logo: partners[0].logo });
    expect(notifications().map((n) => n.text)).toEqual([
      'Partner is being updated',
      'Partner updated successfully',
    ]);
  });

  it('lets an expired partner keep its expiry, but refuses a new expiry in the past', async () => {
    const { dataProvider, location } = renderForm('/partners/bp-sun');
    await waitFor(() => expect(input('Business Name')).toHaveValue('Sunrise Yoga'));
    await replaceText('Store Link', 'https://sunrise.example.com');
    setDate('Expiry Date', day(-1));
    await save();
    expect(await screen.findByText('Date cannot be in the past')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();

    setDate('Expiry Date', day(0));
    await save();
    await waitFor(() => expect(location().pathname).toBe('/partners'));
  });

  it('saves an expired partner whose expiry is left as it was', async () => {
    const { dataProvider, location } = renderForm('/partners/bp-sun');
    await waitFor(() => expect(input('Business Name')).toHaveValue('Sunrise Yoga'));
    await replaceText('Store Link', 'https://sunrise.example.com');
    await fill(input('Description'), ' Online too.');
    await save();
    await waitFor(() => expect(location().pathname).toBe('/partners'));
    expect(dataProvider.update.mock.calls[0][1].data.expiryDate).toBe('2020-03-01T00:00:00.000Z');
  });

  it('shows the error when the partner cannot be loaded', async () => {
    const { notifications } = renderForm('/partners/unknown');
    expect(await screen.findByText('Oops something bad happened!')).toBeInTheDocument();
    // The notice follows the 'Oops' page by a render or two on a loaded machine.
    await waitFor(() =>
      expect(notifications()).toEqual([{ text: 'No document found', type: 'error', duration: undefined }]),
    );
  });
});
