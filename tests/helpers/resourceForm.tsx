import type { ComponentType, ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router';
import { fakeDataProvider } from './fakeDataProvider';
import { renderWithAdmin } from './renderWithAdmin';

export interface ResourceFormScreens {
  create: ComponentType;
  edit: ComponentType;
  /** Routes beside create and edit; by default the resource's list, shown as the text 'list'. */
  otherRoutes?: ReactNode;
}

/**
 * A resource's create and edit screens at `/{resource}/create` and `/{resource}/:id`, over a fake provider of
 * `collections`, opened at `url`: the set-up every form test of tests/resources shares.
 */
export function renderResourceForm(
  resource: string,
  { create: Create, edit: Edit, otherRoutes }: ResourceFormScreens,
  collections: Parameters<typeof fakeDataProvider>[0],
  url: string,
) {
  const dataProvider = fakeDataProvider(collections);
  const view = renderWithAdmin(
    <ResourceContextProvider value={resource}>
      <Routes>
        <Route path={`/${resource}/create`} element={<Create />} />
        <Route path={`/${resource}/:id`} element={<Edit />} />
        {otherRoutes ?? <Route path={`/${resource}`} element={<p>list</p>} />}
      </Routes>
    </ResourceContextProvider>,
    { dataProvider, url },
  );
  return { dataProvider, ...view };
}

/** The input whose label starts with `label` (a required field's label ends with its asterisk). */
export const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

/** The select or autocomplete whose name starts with `label`. */
export const combobox = (label: string) => screen.findByRole('combobox', { name: new RegExp(`^${label}`) });

/** Opens the select `label` and picks `option`. */
export const choose = async (label: string, option: string) => {
  await userEvent.click(await combobox(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

/** Opens the multiple select `label`, picks each of `options`, and closes it. */
export const chooseMany = async (label: string, ...options: string[]) => {
  await userEvent.click(await combobox(label));
  for (const option of options) await userEvent.click(await screen.findByRole('option', { name: option }));
  await userEvent.keyboard('{Escape}');
};

/** The form's file input. */
export const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
