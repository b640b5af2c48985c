import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { ImageCell } from '../../../src/components/media/ImageCell';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

const renderCell = (record: Record<string, unknown>) =>
  renderWithAdmin(
    <RecordContextProvider value={{ id: 1, ...record }}>
      <ImageCell source="image" fallback="/images/default.svg" />
    </RecordContextProvider>,
    { dataProvider: fakeDataProvider({}) },
  );

describe('ImageCell', () => {
  it('loads stored paths from the backend host and absolute URLs as they are', async () => {
    renderCell({ image: 'https://cdn.test/a.png' });
    expect(await screen.findByRole('presentation')).toHaveAttribute('src', 'https://cdn.test/a.png');
  });

  it('falls back when the image is missing or broken', async () => {
    renderCell({ image: 'public/images/missing.png' });
    const img = await screen.findByRole('presentation');
    expect(img).toHaveAttribute('src', '/public/images/missing.png');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/default.svg');
  });
});
