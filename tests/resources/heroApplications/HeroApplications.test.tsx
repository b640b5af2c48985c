import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ResourceContextProvider, type RaRecord } from 'react-admin';
import { Route, Routes } from 'react-router';
import { HeroApplicationList } from '../../../src/resources/heroApplications/HeroApplicationList';
import { HeroApplicationShow } from '../../../src/resources/heroApplications/HeroApplicationShow';
import { detailValue } from '../../helpers/detailValue';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

const application = (id: string, fields: Partial<RaRecord>): RaRecord => ({
  id,
  uuid: id,
  userUuid: `u-${id}`,
  mobile: '9876543210',
  image: null,
  uploadStory: 'https://videos.example.org/story.mp4',
  uploadDocuments: 'public/uploads/seed/documents.pdf',
  ageGroup: 'Senior',
  category: 'Combat',
  areaOfMentoring: 'Diet',
  numberOfHours: 3,
  mentoringChannel: 'online',
  membershipPackage: 'pkg-gold',
  reasonForMentoring: 'I beat it and want to pass it on.',
  createdAt: '2025-05-04T10:00:00Z',
  name: '',
  email: `${id}@example.com`,
  city: 'Pune',
  country: 'India',
  ...fields,
});

const heroApplications = [
  application('a-ann', { name: 'Ann Archer' }),
  application('a-bob', {
    name: 'Bob Baker',
    uploadDocuments: null,
    uploadStory: '',
    createdAt: '2025-05-09T10:00:00Z',
  }),
];

const render = (url: string, records = heroApplications) => {
  const dataProvider = fakeDataProvider({ heroApplications: records });
  return renderWithAdmin(
    <ResourceContextProvider value="heroApplications">
      <Routes>
        <Route path="/heroApplications" element={<HeroApplicationList />} />
        <Route path="/heroApplications/:id/show" element={<HeroApplicationShow />} />
      </Routes>
    </ResourceContextProvider>,
    { dataProvider, url },
  );
};

describe('HeroApplicationList', { timeout: 20_000 }, () => {
  it('lists applications newest first; names open the view in a new tab', async () => {
    render('/heroApplications');
    const bob = (await screen.findByRole('link', { name: 'Bob Baker' })).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '#',
      'Name',
      'Email',
      'Country',
      'Date',
    ]);
    expect(within(bob).getByRole('link', { name: 'Bob Baker' })).toHaveAttribute(
      'href',
      '/heroApplications/a-bob/show',
    );
    expect(within(bob).getByRole('link', { name: 'Bob Baker' })).toHaveAttribute('target', '_blank');
    expect(bob).toHaveTextContent('05-09-2025');
    expect(screen.getAllByRole('row')[1]).toBe(bob);
    expect(screen.getByPlaceholderText('Search')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('says when there is no application', async () => {
    render('/heroApplications', []);
    expect(await screen.findByText('There are no Health Hero Request!')).toBeInTheDocument();
  });
});

describe('HeroApplicationShow', { timeout: 20_000 }, () => {
  it("shows every field as text, 'View Document' and 'Video'", async () => {
    render('/heroApplications/a-ann/show');
    await waitFor(() => expect(detailValue('Name')).toBe('Ann Archer'));
    expect(detailValue('Mobile')).toBe('9876543210');
    expect(detailValue('Date')).toBe('05-04-2025');
    expect(detailValue('Mentoring Channel')).toBe('Online');
    expect(detailValue('Reason for Mentoring')).toBe('I beat it and want to pass it on.');
    // Text, not read-only inputs (issue 27).
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.getByRole('link', { name: 'View Document' })).toHaveAttribute(
      'href',
      '/public/uploads/seed/documents.pdf',
    );
    expect(screen.getByRole('link', { name: 'Video' })).toHaveAttribute(
      'href',
      'https://videos.example.org/story.mp4',
    );
  });

  it("says 'No Document' and 'No Video' when there are none", async () => {
    render('/heroApplications/a-bob/show');
    await waitFor(() => expect(detailValue('Name')).toBe('Bob Baker'));
    expect(screen.getByRole('button', { name: 'No Document' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'No Video' })).toBeDisabled();
  });
});
