import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router';
import { MemberEdit } from '../../../src/resources/members/MemberEdit';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { countries, members, packages } from '../fixtures';
import { fileNamed } from '../../helpers/files';

const withPhoto = members.map((member) =>
  member.id === 'm-ann' ? { ...member, coverImage: 'public/images/members/ann.png' } : member,
);

const renderEdit = (id: string) => {
  const dataProvider = fakeDataProvider({ members: withPhoto, packages, countries });
  const view = renderWithAdmin(
    <ResourceContextProvider value="members">
      <Routes>
        <Route path="/members/:id" element={<MemberEdit />} />
        <Route path="/members" element={<p>list</p>} />
      </Routes>
    </ResourceContextProvider>,
    { dataProvider, url: `/members/${id}` },
  );
  return { dataProvider, ...view };
};

describe('MemberEdit (issue #12)', { timeout: 20_000 }, () => {
  it('shows the current photo and sends a newly chosen one in its place', async () => {
    const { dataProvider } = renderEdit('m-ann');
    const photo = await screen.findByRole('img', { name: 'Current Image' });
    expect(photo.getAttribute('src')).toMatch(/public\/images\/members\/ann\.png$/);

    const file = fileNamed('new.png', 'image/png');
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    const [, params] = dataProvider.update.mock.calls[0];
    expect(params.data.image).toMatchObject({ rawFile: file });
  });

  it('offers only JPG, JPEG and PNG files and refuses another type dropped on the picker', async () => {
    const { dataProvider, notifications } = renderEdit('m-ann');
    await screen.findByRole('img', { name: 'Current Image' });
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(picker.accept.split(',')).toEqual(expect.arrayContaining(['image/jpeg', '.jpg', 'image/png']));
    await userEvent
      .setup({ applyAccept: false })
      .upload(picker, new File(['x'], 'anim.gif', { type: 'image/gif' }));
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({ text: 'Image type should be JPG, PNG or JPEG', type: 'error' }),
      ),
    );
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it("shows the server's text and stays when the member cannot be read", async () => {
    const { notifications, location } = renderEdit('m-gone');
    await waitFor(() => expect(notifications().map((n) => n.text)).toContain('No document found'));
    expect(screen.queryByText(/Element does not exist/)).not.toBeInTheDocument();
    expect(await screen.findByText('Oops something bad happened!')).toBeInTheDocument();
    expect(location().pathname).toBe('/members/m-gone');
  });
});
