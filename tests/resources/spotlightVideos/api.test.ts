import { describe, expect, it } from 'vitest';
import {
  API_URL,
  BEARER,
  everything,
  eWrapperFailure,
  fileNamed,
  formEntries,
  ok,
  recordingApi,
} from '../../helpers/recordingApi';
import { rawHero as hero } from '../heroFixtures';

describe('spotlightVideos', () => {
  const video = (title: string, key: string) => ({
    uuid: 'h1',
    name: 'Asha',
    image: null,
    title,
    video: `https://bucket.s3.amazonaws.com/spotlight/${key}`,
  });

  it('lists GET /admin/healthHero/spotlight/list?page=1&limit=100, one record per video, untitled ones filterable', async () => {
    const { provider, calls } = recordingApi(() =>
      ok({ list: [video('My story', 'video-1.mp4'), video('', 'video-2.mp4')] }),
    );
    const all = await provider.getList('spotlightVideos', everything());
    const titled = await provider.getList('spotlightVideos', everything({ titled: true }));
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: `${API_URL}/admin/healthHero/spotlight/list`,
      query: { page: 1, limit: 100 },
    });
    expect(all.data.map((record) => record.id)).toEqual(['h1:video-1.mp4', 'h1:video-2.mp4']);
    expect(titled.data.map((record) => record.id)).toEqual(['h1:video-1.mp4']);
  });

  it('deletes with DELETE /admin/healthHero/spotlight/delete {healthHeroUuid, spotlightVideo: the last path segment}', async () => {
    const { provider, calls } = recordingApi(() => ok({ n: 1 }));
    await provider.delete('spotlightVideos', {
      id: 'h1:video-1.mp4',
      previousData: { id: 'h1:video-1.mp4', ...video('x', 'video-1.mp4') },
    });
    await provider.delete('spotlightVideos', { id: 'h2:video-9.mkv' });
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      [
        'DELETE',
        `${API_URL}/admin/healthHero/spotlight/delete`,
        { healthHeroUuid: 'h1', spotlightVideo: 'video-1.mp4' },
      ],
      [
        'DELETE',
        `${API_URL}/admin/healthHero/spotlight/delete`,
        { healthHeroUuid: 'h2', spotlightVideo: 'video-9.mkv' },
      ],
    ]);
  });

  it('uploads with multipart PATCH /admin/healthHero/spotlight/create: healthHeroUuid, title, file in `video`', async () => {
    const { provider, calls } = recordingApi(() => ok(hero));
    const signal = new AbortController().signal;
    await provider.upload(
      'spotlightVideos',
      'upload',
      { data: { healthHeroUuid: 'h1', title: 'My story' }, file: fileNamed('story.mp4', 'video/mp4') },
      { signal },
    );
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      url: `${API_URL}/admin/healthHero/spotlight/create`,
      timeoutMs: 0,
    });
    expect(calls[0].upload?.signal).toBe(signal);
    expect(calls[0].headers.Authorization).toBe(BEARER);
    expect(formEntries(calls[0].body)).toEqual([
      ['healthHeroUuid', 'h1'],
      ['title', 'My story'],
      ['video', 'file:story.mp4'],
    ]);
  });

  it('rejects an upload for an unknown hero with the E-wrapper text', async () => {
    const { provider } = recordingApi(() => eWrapperFailure('No document found'));
    await expect(
      provider.upload('spotlightVideos', 'upload', {
        data: { healthHeroUuid: 'zz', title: 't' },
        file: fileNamed('a.mp4'),
      }),
    ).rejects.toThrow('No document found');
  });
});
