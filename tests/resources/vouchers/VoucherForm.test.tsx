import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format, parseISO } from 'date-fns';
import { VoucherCreate } from '../../../src/resources/vouchers/VoucherCreate';
import { VoucherEdit } from '../../../src/resources/vouchers/VoucherEdit';
import { renderResourceForm, input, combobox, choose, fileInput } from '../../helpers/resourceForm';
import { vouchers } from '../contentFixtures';
import { packages } from '../fixtures';
import { fill } from '../../helpers/fill';
import { fileNamed } from '../../helpers/files';

const renderForm = (url: string) =>
  renderResourceForm('vouchers', { create: VoucherCreate, edit: VoucherEdit }, { vouchers, packages }, url);

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
/** Types a 'yyyy-MM-dd' day as the form shows it, MM/dd/yyyy. */
const setDate = (label: string, value: string) => {
  const date = input(label);
  fireEvent.change(date, { target: { value: format(parseISO(value), 'MM/dd/yyyy') } });
  fireEvent.blur(date);
};
/** 'Discount' also begins 'Discount Type': the number field is the one spin button of that name. */
const discount = () => screen.getByRole('spinbutton', { name: /^Discount/ });
const save = (name = 'Save') => userEvent.click(screen.getByRole('button', { name }));

const fillRequired = async () => {
  await fill(input('Voucher Name'), 'Yoga Month');
  await fill(input('Company Name'), 'Lotus Studio');
  await fill(input('Description'), 'A month of yoga.');
  await fill(discount(), '25');
  await choose('Discount Type', '%');
  setDate('Expiry Date', day(30));
  await choose('Membership Package', 'Gold');
  await fill(input('Voucher Code'), 'LOTUS25');
  await fill(input('Number of Vouchers'), '0');
  await fill(input('Terms and Conditions'), 'One per member.');
  await userEvent.upload(fileInput(), fileNamed('yoga.png', 'image/png'));
};

/** A form filled field by field and saved: ~10 s alone, three times that on a loaded 2-core machine. */
const FORM_TEST_MS = 60_000;

describe('VoucherCreate', { timeout: FORM_TEST_MS }, () => {
  it("shows 'Add New Voucher' and asks for every field and the image", async () => {
    const { dataProvider } = renderForm('/vouchers/create');
    expect(await screen.findByText('Add New Voucher')).toBeInTheDocument();
    await fill(input('Voucher Name'), 'Yoga');
    await save();
    expect(await screen.findAllByText('This field is required')).toHaveLength(10);
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('offers flat and %, refuses a past expiry, a count of -1 and a discount over 100', async () => {
    renderForm('/vouchers/create');
    await screen.findByText('Add New Voucher');
    await userEvent.click(await combobox('Discount Type'));
    expect(screen.getByRole('option', { name: 'flat' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '%' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    setDate('Expiry Date', day(-1));
    await fill(input('Number of Vouchers'), '-1');
    await fill(discount(), '101');
    await save();
    expect(await screen.findByText('Date cannot be in the past')).toBeInTheDocument();
    expect(screen.getByText('Value must be greater than -1')).toBeInTheDocument();
    expect(screen.getByText('Not greater then 100')).toBeInTheDocument();
  });

  it('saves with the messages, then the list', async () => {
    const { dataProvider, notifications, location } = renderForm('/vouchers/create');
    await screen.findByText('Add New Voucher');
    await fillRequired();
    await save();
    await waitFor(() => expect(location().pathname).toBe('/vouchers'));
    expect(dataProvider.create).toHaveBeenCalledWith('vouchers', {
      data: expect.objectContaining({
        name: 'Yoga Month',
        companyName: 'Lotus Studio',
        discount: 25,
        discountType: '%',
        expiryDate: day(30),
        membershipPackage: 'pkg-gold',
        voucherCode: 'LOTUS25',
        numberOfVouchers: 0,
        termsAndConditions: 'One per member.',
        file: expect.objectContaining({ rawFile: expect.any(File) }),
      }),
    });
    expect(notifications()).toEqual([
      { text: 'Voucher Adding....', type: 'info', duration: 60000 },
      { text: 'Voucher Created Successfully.', type: 'success', duration: undefined },
    ]);
  });

  it('keeps everything and shows the server reason when the save fails', async () => {
    const { dataProvider, notifications, location } = renderForm('/vouchers/create');
    dataProvider.create.mockRejectedValueOnce(
      new Error(
        'E11000 duplicate key error collection: vouchers index: voucherCode_1 dup key: { voucherCode: "LOTUS25" }',
      ),
    );
    await screen.findByText('Add New Voucher');
    await fillRequired();
    await save();
    await waitFor(() =>
      expect(notifications().at(-1)).toMatchObject({
        text: 'Voucher Code is already in use by another record',
        type: 'error',
      }),
    );
    expect(location().pathname).toBe('/vouchers/create');
    expect(input('Voucher Code')).toHaveValue('LOTUS25');
    expect(screen.getByRole('img', { name: 'yoga.png' })).toBeInTheDocument();
  });

  it("says 'An error occurred while creating voucher. Please try again..' for a failure without a reason", async () => {
    const { dataProvider, notifications } = renderForm('/vouchers/create');
    dataProvider.create.mockRejectedValueOnce(new Error(''));
    await screen.findByText('Add New Voucher');
    await fillRequired();
    await save();
    await waitFor(() =>
      expect(notifications().at(-1)).toMatchObject({
        text: 'An error occurred while creating voucher. Please try again..',
        type: 'error',
      }),
    );
  });
});

describe('VoucherEdit', { timeout: FORM_TEST_MS }, () => {
  it("opens 'Update Voucher' from its URL, with a flat discount chosen and no image needed", async () => {
    const { dataProvider, notifications, location } = renderForm('/vouchers/v-gym');
    expect(await screen.findByText('Update Voucher')).toBeInTheDocument();
    await waitFor(() => expect(input('Voucher Name')).toHaveValue('Gym Pass'));
    expect(await combobox('Discount Type')).toHaveTextContent('flat');
    expect(input('Expiry Date')).toHaveValue('03/01/2020');

    // The expired voucher keeps its saved expiry.
    await userEvent.clear(input('Company Name'));
    await fill(input('Company Name'), 'FitLife');
    await save('Update');
    await waitFor(() => expect(location().pathname).toBe('/vouchers'));
    expect(dataProvider.update.mock.calls[0][1]).toMatchObject({
      id: 'v-gym',
      data: { companyName: 'FitLife', expiryDate: '2020-03-01T00:00:00.000Z' },
    });
    expect(notifications().map((n) => n.text)).toEqual([
      'Voucher Updating....',
      'Voucher Updated Successfully.',
    ]);
  });

  it("keeps an expired voucher's saved day when it is retyped as the same day", async () => {
    const { dataProvider, location } = renderForm('/vouchers/v-gym');
    await waitFor(() => expect(input('Expiry Date')).toHaveValue('03/01/2020'));
    // Cleared, then typed again: the form now holds 'yyyy-MM-dd' where it held the stored ISO text.
    fireEvent.change(input('Expiry Date'), { target: { value: '' } });
    setDate('Expiry Date', '2020-03-01');
    await save('Update');
    await waitFor(() => expect(location().pathname).toBe('/vouchers'));
    expect(screen.queryByText('Date cannot be in the past')).not.toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledTimes(1);
  });

  it('refuses a new expiry in the past', async () => {
    const { dataProvider } = renderForm('/vouchers/v-spa');
    await waitFor(() => expect(input('Voucher Name')).toHaveValue('Spa Day'));
    setDate('Expiry Date', day(-2));
    await save('Update');
    expect(await screen.findByText('Date cannot be in the past')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('shows the error when the voucher cannot be found', async () => {
    const { notifications } = renderForm('/vouchers/unknown');
    expect(await screen.findByText('Oops something bad happened!')).toBeInTheDocument();
    // The notice follows the 'Oops' page by a render or two on a loaded machine.
    await waitFor(() =>
      expect(notifications()).toEqual([{ text: 'No document found', type: 'error', duration: undefined }]),
    );
  });
});
