import { describe, expect, it } from 'vitest';
import { API_URL, everything, fileNamed, formEntries, ok, recordingApi } from '../../helpers/recordingApi';
import { contentItem } from '../contentFixtures';

const documentForm = {
  documentTitle: 'Guide',
  documentDescription: 'Read me',
  category: ['Diet'],
  tags: [],
  metaTags: ['x'],
  authorName: 'Dr Lee',
  membership: 'pk-1',
};

describe('documents', () => {
  it('lists GET …/document/listDocument?page=1&limit=100 and views with POST …/document/view {uuid}', async () => {
    const { provider, calls } = recordingApi((request) =>
      request.method === 'GET' ? ok({ list: [contentItem('d1', 'pdf')] }) : ok(contentItem('d1', 'pdf')),
    );
    const { data } = await provider.getList('documents', everything());
    expect(data[0]).toMatchObject({
      id: 'd1',
      documentTitle: 'Title d1',
      documentType: 'pdf',
      documentDescription: 'About',
    });
    await provider.getOne('documents', { id: 'd1' });
    expect(calls.map((call) => [call.method, call.url, call.query, call.body])).toEqual([
      ['GET', `${API_URL}/admin/contentLibrary/document/listDocument`, { page: 1, limit: 100 }, undefined],
      ['POST', `${API_URL}/admin/contentLibrary/document/view`, undefined, { uuid: 'd1' }],
    ]);
  });

  it('reads the view of a missing document (data: []) as not found', async () => {
    const { provider } = recordingApi(() => ok([]));
    await expect(provider.getOne('documents', { id: 'zz' })).rejects.toMatchObject({ status: 404 });
  });

  it('creates with multipart: type from the file, cover in `image`, document in `upload`', async () => {
    const { provider, calls } = recordingApi(() => ok(contentItem('d9', 'pdf')));
    await provider.create('documents', {
      data: {
        ...documentForm,
        file: { rawFile: fileNamed('cover.jpg', 'image/jpeg') },
        upload: { rawFile: fileNamed('guide.pdf', 'application/pdf') },
      },
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API_URL}/admin/contentLibrary/document/create`,
    });
    expect(calls[0].timeoutMs).toBeGreaterThan(30_000);
    expect(formEntries(calls[0].body)).toEqual([
      ['title', 'Guide'],
      ['type', 'pdf'],
      ['description', 'Read me'],
      ['membershipType', 'pk-1'],
      ['category', 'Diet'],
      ['metaTags', 'x'],
      ['authorName', 'Dr Lee'],
      ['image', 'file:cover.jpg'],
      ['upload', 'file:guide.pdf'],
    ]);
  });

  it('updates with multipart PATCH …/document/update, keeping the stored type, never the document file', async () => {
    const { provider, calls } = recordingApi(() => ok({}));
    const record = {
      ...contentItem('d1', 'pptx'),
      id: 'd1',
      ...documentForm,
      documentType: '',
      upload: 'https://s3/d.pptx',
    };
    await provider.update('documents', { id: 'd1', data: record, previousData: record });
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      url: `${API_URL}/admin/contentLibrary/document/update`,
    });
    const entries = formEntries(calls[0].body);
    expect(entries).toContainEqual(['type', 'pptx']);
    expect(entries).toContainEqual(['uuid', 'd1']);
    expect(entries.map(([name]) => name)).not.toContain('upload');
  });

  it('toggles, deletes with DELETE …/document/deleteDocument {uuid}, and notifies', async () => {
    const { provider, calls } = recordingApi(() => ok({ n: 1 }));
    await provider.toggleStatus('documents', { id: 'd1', value: true });
    await provider.delete('documents', { id: 'd1' });
    await provider.act('documents', 'notify', { id: 'd1' });
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['PATCH', `${API_URL}/admin/contentLibrary/status/update`, { uuid: 'd1', isActive: true }],
      ['DELETE', `${API_URL}/admin/contentLibrary/document/deleteDocument`, { uuid: 'd1' }],
      ['POST', `${API_URL}/admin/send/contentUpload/notification`, { uuid: 'd1' }],
    ]);
  });
});
