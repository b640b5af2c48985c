import { describe, expect, it } from 'vitest';
import { mediaUploadAction } from '../../../src/resources/multimedia/multimediaTypes';
import {
  API_URL,
  BEARER,
  everything,
  expectSent,
  fileNamed,
  formEntries,
  ok,
  recordingApi,
  sWrapperFailure,
} from '../../helpers/recordingApi';
import { contentItem } from '../contentFixtures';

const multimediaForm = {
  multimediaTitle: 'Breathing',
  multimediaType: 'video',
  multiDescription: 'Calm',
  category: ['Diet', 'Cancer'],
  tags: ['calm', 'breath'],
  metaTags: [],
  speakerName: ['Ann', 'Bo'],
  membership: 'pk-1',
};

describe('multimedia', () => {
  it('lists GET /admin/contentLibrary/list?page=1&limit=1000 and normalises form fields', async () => {
    const { provider, calls } = recordingApi(() =>
      ok({ list: [contentItem('c1', 'video', { upload: 'https://s3/v.mp4' })] }),
    );
    const { data } = await provider.getList('multimedia', everything());
    expectSent(calls[0], 'GET', '/admin/contentLibrary/list', { page: 1, limit: 1000 });
    expect(data[0]).toMatchObject({
      id: 'c1',
      multimediaTitle: 'Title c1',
      multimediaType: 'video',
      multiDescription: 'About',
      membership: 'pk-1',
      category: ['Diet', 'Cancer'],
      notified: false,
      hasUpload: true,
    });
  });

  it('reads the empty shape data: [] and searches title and type', async () => {
    expect((await recordingApi(() => ok([])).provider.getList('multimedia', everything())).total).toBe(0);
    const { provider } = recordingApi(() =>
      ok({ list: [contentItem('c1', 'video'), contentItem('c2', 'audio')] }),
    );
    const { data } = await provider.getList('multimedia', everything({ q: 'audio' }));
    expect(data.map((record) => record.id)).toEqual(['c2']);
  });

  it('views with POST /admin/contentLibrary/view {uuid}', async () => {
    const { provider, calls } = recordingApi(() => ok(contentItem('c1', 'video')));
    await provider.getOne('multimedia', { id: 'c1' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API_URL}/admin/contentLibrary/view`,
      body: { uuid: 'c1' },
    });
  });

  it("creates with multipart POST …/video/createMedia, lists joined by ', ', cover in `image`", async () => {
    const { provider, calls } = recordingApi(() => ok(contentItem('c9', 'video')));
    await provider.create('multimedia', {
      data: { ...multimediaForm, file: { rawFile: fileNamed('cover.png') } },
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API_URL}/admin/contentLibrary/video/createMedia`,
    });
    expect(formEntries(calls[0].body)).toEqual([
      ['title', 'Breathing'],
      ['type', 'video'],
      ['description', 'Calm'],
      ['membershipType', 'pk-1'],
      ['category', 'Diet, Cancer'],
      ['tags', 'calm, breath'],
      ['speakerName', 'Ann, Bo'],
      ['image', 'file:cover.png'],
    ]);
  });

  it('rejects the createMedia S-wrapper/400', async () => {
    const { provider } = recordingApi(() => sWrapperFailure('Validation schema error.'));
    await expect(provider.create('multimedia', { data: multimediaForm })).rejects.toThrow(
      'Validation schema error.',
    );
  });

  it('updates a video with multipart PATCH …/media/update (membershipType always, uuid added)', async () => {
    const { provider, calls } = recordingApi(() => ok({}));
    const record = { ...contentItem('c1', 'video'), id: 'c1', ...multimediaForm, metaTags: [] };
    await provider.update('multimedia', { id: 'c1', data: record, previousData: record });
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: `${API_URL}/admin/contentLibrary/media/update` });
    const entries = formEntries(calls[0].body);
    expect(entries).toContainEqual(['membershipType', 'pk-1']);
    expect(entries).toContainEqual(['metaTags', '']);
    expect(entries).toContainEqual(['uuid', 'c1']);
    expect(entries.map(([name]) => name)).not.toContain('image');
  });

  it('updates an audio item through PATCH …/podcast/updateScenario1, speakers as repeated parts', async () => {
    const { provider, calls } = recordingApi(() => ok({}));
    const record = { ...contentItem('c2', 'audio'), id: 'c2', ...multimediaForm, multimediaType: 'audio' };
    await provider.update('multimedia', { id: 'c2', data: record, previousData: record });
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      url: `${API_URL}/admin/contentLibrary/podcast/updateScenario1`,
    });
    expect(formEntries(calls[0].body).filter(([name]) => name === 'speakerName')).toEqual([
      ['speakerName', 'Ann'],
      ['speakerName', 'Bo'],
    ]);
  });

  it('toggles with PATCH /admin/contentLibrary/status/update {uuid, isActive} and deletes with DELETE …/delete {uuid}', async () => {
    const { provider, calls } = recordingApi(() => ok({ n: 1 }));
    await provider.toggleStatus('multimedia', { id: 'c1', value: false });
    await provider.delete('multimedia', { id: 'c1' });
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['PATCH', `${API_URL}/admin/contentLibrary/status/update`, { uuid: 'c1', isActive: false }],
      ['DELETE', `${API_URL}/admin/contentLibrary/delete`, { uuid: 'c1' }],
    ]);
  });

  it('notifies with POST /admin/send/contentUpload/notification {uuid}', async () => {
    const { provider, calls } = recordingApi(() => ok(null));
    await provider.act('multimedia', 'notify', { id: 'c1' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API_URL}/admin/send/contentUpload/notification`,
      body: { uuid: 'c1' },
    });
  });

  it.each([
    ['video', 'uploadVideo', '/admin/contentLibrary/video/saveMedia'],
    ['audio', 'uploadAudio', '/admin/contentLibrary/podcast/upload'],
    ['podcast', 'uploadAudio', '/admin/contentLibrary/podcast/upload'],
  ])(
    'uploads a %s file with %s: multipart PATCH %s, uuid + `upload`, progress, no timeout',
    async (type, action, path) => {
      expect(mediaUploadAction(type)).toBe(action);
      const { provider, calls } = recordingApi(() => ok({ upload: 'https://s3/x' }));
      const onProgress = () => undefined;
      await provider.upload(
        'multimedia',
        action,
        { id: 'c1', file: fileNamed('talk.mp4', 'video/mp4') },
        { onProgress },
      );
      expect(calls[0]).toMatchObject({ method: 'PATCH', url: `${API_URL}${path}`, timeoutMs: 0 });
      expect(calls[0].upload?.onProgress).toBe(onProgress);
      expect(calls[0].headers.Authorization).toBe(BEARER);
      expect(formEntries(calls[0].body)).toEqual([
        ['uuid', 'c1'],
        ['upload', 'file:talk.mp4'],
      ]);
    },
  );
});
