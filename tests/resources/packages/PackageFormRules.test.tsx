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

const render = (url: string) => {
  const dataProvider = fakeDataProvider({ packages });
  const view = renderWithAdmin(
    <ResourceContextProvider value="packages">
      <Routes>
        <Route path="/packages/create" element={<PackageCreate />} />
        <Route path="/packages/:id" element={<PackageEdit />} />
        <Route path="/packages" element={<p>list</p>} />
      </Routes>
    </ResourceContextProvider>,
    { dataProvider, url },
  );
  return { dataProvider, ...view };
};

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()$]/g, '\\$&')}`));
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

// Issue #12: what the client checks before the server's raw Joi text could answer.
describe('Package form rules', { timeout: 20_000 }, () => {
  it('refuses a negative cost and fractional session counts on the client', async () => {
    const { dataProvider } = render('/packages/create');
    await fill(await screen.findByLabelText(/^Package Name/), 'Bronze');
    await fill(field('Annual Cost'), '-0.5');
    await fill(field('Number Of Health Hero Sessions'), '1.5');
    await fill(field('Number Of Wellness Support Groups'), '2');
    await save();

    expect(await screen.findByText('Value must be greater than -1')).toBeInTheDocument();
    expect(screen.getByText('Value must be a whole number')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('refuses the name of another package, whatever its case', async () => {
    render('/packages/create');
    await fill(await screen.findByLabelText(/^Package Name/), ' silver ');
    await save();
    expect(await screen.findByText('A package with this name already exists')).toBeInTheDocument();
  });

  it('lets the edited package keep its own name', async () => {
    const { dataProvider } = render('/packages/pkg-gold');
    await waitFor(() => expect(field('Package Name')).toHaveValue('Gold'));
    await userEvent.clear(field('Package Name'));
    await fill(field('Package Name'), 'GOLD');
    await save();
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(screen.queryByText('A package with this name already exists')).not.toBeInTheDocument();
  });

  it('refuses a benefit holding a comma, which the API would split in two', async () => {
    const { dataProvider } = render('/packages/pkg-gold');
    const benefit = await screen.findByLabelText(/^Offering \/ Benefit/);
    await userEvent.clear(benefit);
    await fill(benefit, 'Spa, sauna');
    await save();
    expect(await screen.findByText('A comma cannot be used here')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('offers only JPG, JPEG and PNG files in the image picker', async () => {
    render('/packages/create');
    await screen.findByLabelText(/^Package Name/);
    const accept = fileInput().accept.split(',');
    expect(accept).toEqual(expect.arrayContaining(['image/jpeg', '.jpg', '.jpeg', 'image/png', '.png']));
    expect(accept).not.toContain('image/*');
  });

  it('shows the current image on edit with a text alternative', async () => {
    render('/packages/pkg-gold');
    expect(await screen.findByRole('img', { name: 'Current Image' })).toBeInTheDocument();
  });

  it("shows the server's text and stays when the package cannot be read", async () => {
    const { notifications, location } = render('/packages/pkg-missing');
    await waitFor(() => expect(notifications()).toContainEqual(expect.objectContaining({ type: 'error' })));
    expect(notifications().map((n) => n.text)).toContain('No document found');
    expect(screen.queryByText(/Element does not exist/)).not.toBeInTheDocument();
    expect(location().pathname).toBe('/packages/pkg-missing');
    expect(await screen.findByText('Oops something bad happened!')).toBeInTheDocument();
  });
});
