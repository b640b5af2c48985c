import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router';
import { PackageCreate } from '../../../src/resources/packages/PackageCreate';
import { PackageEdit } from '../../../src/resources/packages/PackageEdit';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { packages } from '../fixtures';
import { fill } from '../../helpers/fill';
import { fileNamed } from '../../helpers/files';

const renderCreate = () => {
  const dataProvider = fakeDataProvider({ packages });
  const view = renderWithAdmin(
    <ResourceContextProvider value="packages">
      <PackageCreate />
    </ResourceContextProvider>,
    { dataProvider, url: '/packages/create' },
  );
  return { dataProvider, ...view };
};

const renderEdit = () => {
  const dataProvider = fakeDataProvider({ packages });
  const view = renderWithAdmin(
    <ResourceContextProvider value="packages">
      <Routes>
        <Route path="/packages/:id" element={<PackageEdit />} />
        <Route path="/packages" element={<p>list</p>} />
      </Routes>
    </ResourceContextProvider>,
    { dataProvider, url: '/packages/pkg-gold' },
  );
  return { dataProvider, ...view };
};

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()$]/g, '\\$&')}`));
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const png = () => fileNamed('logo.png', 'image/png');

// Forms with many inputs take a few seconds to drive under the test DOM.
describe('PackageCreate', { timeout: 20_000 }, () => {
  it('asks for every required field, a first benefit and an image', async () => {
    const { dataProvider } = renderCreate();
    await fill(await screen.findByLabelText(/^Package Name/), 'Gold');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThanOrEqual(4);
    expect(screen.getByText('Add atleast 1 offering/ benefit')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('refuses negative numbers and images that are not JPG, JPEG or PNG', async () => {
    renderCreate();
    await fill(await screen.findByLabelText(/^Annual Cost/), '-1');
    // The picker offers only the allowed types; a GIF dropped on it anyway is refused with the message.
    await userEvent
      .setup({ applyAccept: false })
      .upload(fileInput(), new File(['x'], 'anim.gif', { type: 'image/gif' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Value must be greater than -1')).toBeInTheDocument();
    expect(screen.getByText('Image type should be JPG, PNG or JPEG')).toBeInTheDocument();
  });

  it('refuses a text file named .png and an image over 2 MB before sending, in the form', async () => {
    const { dataProvider } = renderCreate();
    await fill(await screen.findByLabelText(/^Package Name/), 'Platinum');
    await fill(field('Annual Cost'), '0');
    await fill(field('Number Of Health Hero Sessions'), '3');
    await fill(field('Number Of Wellness Support Groups'), '2');
    await fill(screen.getByLabelText(/^Offering \/ Benefit/), 'Spa');
    const textAsPng = new File(['not an image'], 'logo.png', { type: 'image/png' });
    await userEvent.upload(fileInput(), textAsPng);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Image type should be JPG, PNG or JPEG')).toBeInTheDocument();

    await userEvent.upload(fileInput(), fileNamed('big.png', 'image/png', 2_000_001));
    expect(await screen.findByText('The file is larger than 2 MB')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('keeps the first benefit row and lets later rows go', async () => {
    renderCreate();
    await screen.findByLabelText(/^Package Name/);
    expect(screen.queryByLabelText('Remove')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const remove = await screen.findAllByLabelText('Remove');
    expect(remove).toHaveLength(1);
    expect(remove[0].closest('li')).toContainElement(screen.getAllByLabelText(/^Offering \/ Benefit/)[1]);
    expect(screen.getAllByLabelText(/^Offering \/ Benefit/)).toHaveLength(2);
  });

  it('saves with waiting and success messages, then returns to the list', async () => {
    const { dataProvider, notifications, location } = renderCreate();
    await fill(await screen.findByLabelText(/^Package Name/), 'Platinum');
    await fill(field('Annual Cost'), '0');
    await fill(field('Number Of Health Hero Sessions'), '3');
    await fill(field('Number Of Wellness Support Groups'), '2');
    await fill(screen.getByLabelText(/^Offering \/ Benefit/), 'Spa');
    await userEvent.upload(fileInput(), png());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(location().pathname).toBe('/packages'));
    expect(dataProvider.create).toHaveBeenCalledWith('packages', {
      data: expect.objectContaining({
        packageName: 'Platinum',
        annualCost: 0,
        hhSessions: 3,
        wsgs: 2,
        benefits: [{ value: 'Spa' }],
        colour: '#ff0000',
        file: expect.objectContaining({ rawFile: expect.any(File) }),
      }),
    });
    expect(notifications()).toEqual([
      { text: 'Package is being added', type: 'info', duration: 60000 },
      { text: 'Package added successfully', type: 'success', duration: undefined },
    ]);
  });

  it('keeps what was typed and shows the error when the save fails', async () => {
    const { dataProvider, notifications, location } = renderCreate();
    dataProvider.create.mockRejectedValueOnce(new Error('Error! Validation Error!'));
    await fill(await screen.findByLabelText(/^Package Name/), 'Platinum');
    await fill(field('Annual Cost'), '5');
    await fill(field('Number Of Health Hero Sessions'), '3');
    await fill(field('Number Of Wellness Support Groups'), '2');
    await fill(screen.getByLabelText(/^Offering \/ Benefit/), 'Spa');
    await userEvent.upload(fileInput(), png());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(notifications().at(-1)).toMatchObject({ text: 'Error! Validation Error!', type: 'error' }),
    );
    expect(location().pathname).toBe('/packages/create');
    expect(screen.getByLabelText(/^Package Name/)).toHaveValue('Platinum');
    expect(screen.getByLabelText(/^Offering \/ Benefit/)).toHaveValue('Spa');
  });
});

describe('PackageEdit', { timeout: 20_000 }, () => {
  it('loads the package, needs no new image and sends none unless chosen', async () => {
    const { dataProvider, notifications, location } = renderEdit();
    const name = await screen.findByLabelText(/^Package Name/);
    expect(name).toHaveValue('Gold');
    await userEvent.clear(name);
    await fill(name, 'Gold Plus');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(location().pathname).toBe('/packages'));
    const [, params] = dataProvider.update.mock.calls[0];
    expect(params.id).toBe('pkg-gold');
    expect(params.data).toMatchObject({ packageName: 'Gold Plus', benefits: [{ value: 'Yoga' }] });
    expect(params.data.file).toBeUndefined();
    expect(notifications().map((n) => n.text)).toEqual([
      'Package is being updated',
      'Package updated successfully',
    ]);
  });
});
