import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDataProvider } from '../../src/api/types';
import { generatePdf } from '../../server/src/modules/content/seed';
import { generatePng } from '../../server/src/seed/images';
import { type TestServer, insertPackage, signedInProvider } from './harness';

const everything = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
};
const file = (content: Buffer, name: string, type: string) =>
  new File([new Uint8Array(content)], name, { type });
const png = () => ({ rawFile: file(generatePng('#8e24aa', 16), 'cover.png', 'image/png') });
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]);
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(16)]);

let server: TestServer;
let provider: AppDataProvider;
let packageUuid: string;

const mediaValues = (overrides: Record<string, unknown> = {}) => ({
  multimediaTitle: `Client Media ${randomUUID().slice(0, 5)}`,
  multimediaType: 'video',
  multiDescription: 'Through the client',
  membership: packageUuid,
  category: ['Lifestyle', 'Diet'],
  tags: ['calm'],
  metaTags: [],
  speakerName: ['Ann Client'],
  ...overrides,
});

const documentValues = (overrides: Record<string, unknown> = {}) => ({
  documentTitle: `Client Doc ${randomUUID().slice(0, 5)}`,
  documentDescription: 'A guide',
  membership: packageUuid,
  category: ['Diet'],
  tags: ['guide'],
  metaTags: [],
  authorName: 'Dr. Client',
  file: png(),
  upload: { rawFile: file(generatePdf('Client Doc'), 'guide.pdf', 'application/pdf') },
  ...overrides,
});

const find = async (resource: string, id: unknown) =>
  (await provider.getList(resource, everything)).data.find((item) => item.id === id);

beforeAll(async () => {
  ({ server, provider } = await signedInProvider());
  packageUuid = await insertPackage(server, 'Content Gold', '#ffaa00');
});
afterAll(() => server.close());

describe('multimedia through the app dataProvider (G1–G10)', () => {
  it('lists the seeded video and audio items, notified and not', async () => {
    const { data } = await provider.getList('multimedia', everything);
    expect(new Set(data.map((item) => item.type))).toEqual(new Set(['video', 'audio']));
    expect(data.some((item) => item.notified) && data.some((item) => !item.notified)).toBe(true);
  });

  it('creates without a cover, updates, toggles, notifies, uploads and deletes a video', async () => {
    const { data: created } = await provider.create('multimedia', {
      data: mediaValues({ multimediaTitle: 'Client Video' }),
    });
    const { data: video } = await provider.getOne('multimedia', { id: created.id });
    expect(video).toMatchObject({
      multimediaTitle: 'Client Video',
      category: ['Lifestyle', 'Diet'],
      notified: false,
      hasUpload: false,
      coverImage: 'public/assets/images/palceholder.jpg',
    });

    await provider.update('multimedia', {
      id: created.id,
      data: { ...video, multimediaTitle: 'Client Video 2', file: png() },
      previousData: video,
    });
    const { data: updated } = await provider.getOne('multimedia', { id: created.id });
    expect(updated.multimediaTitle).toBe('Client Video 2');
    expect(String(updated.coverImage)).toMatch(/^public\/uploads\/content\//);

    await provider.toggleStatus('multimedia', {
      id: String(created.id),
      value: false,
      previousData: updated,
    });
    await provider.act('multimedia', 'notify', { id: String(created.id) });
    expect(await find('multimedia', created.id)).toMatchObject({ isActive: false, notified: true });

    const progress: number[] = [];
    await provider.upload(
      'multimedia',
      'uploadVideo',
      { id: String(created.id), file: file(MP4, 'clip.mp4', 'video/mp4') },
      { onProgress: (percent) => progress.push(percent) },
    );
    const { data: uploaded } = await provider.getOne('multimedia', { id: created.id });
    expect(uploaded).toMatchObject({ hasUpload: true, upload: expect.stringMatching(/\.mp4$/) });
    expect(progress).toContain(100);

    await provider.delete('multimedia', { id: created.id, previousData: uploaded });
    expect(await find('multimedia', created.id)).toBeUndefined();
  });

  it('updates and uploads an audio item through the audio routes', async () => {
    const { data: created } = await provider.create('multimedia', {
      data: mediaValues({ multimediaType: 'audio', file: png() }),
    });
    const { data: audio } = await provider.getOne('multimedia', { id: created.id });
    await provider.update('multimedia', {
      id: created.id,
      data: { ...audio, speakerName: ['Bo', 'Cy'] },
      previousData: audio,
    });
    await provider.upload('multimedia', 'uploadAudio', {
      id: String(created.id),
      file: file(MP3, 'talk.mp3', 'audio/mpeg'),
    });
    expect((await provider.getOne('multimedia', { id: created.id })).data).toMatchObject({
      speakerName: ['Bo', 'Cy'],
      upload: expect.stringMatching(/\.mp3$/),
    });
  });

  it('rejects an upload of a refused file type', async () => {
    const { data: created } = await provider.create('multimedia', { data: mediaValues() });
    await expect(
      provider.upload('multimedia', 'uploadVideo', {
        id: String(created.id),
        file: file(Buffer.from('RIFF'), 'clip.avi', 'video/x-msvideo'),
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('documents through the app dataProvider (F1–F6)', () => {
  it('creates with cover and file, views, updates, toggles, notifies and deletes', async () => {
    const { data: created } = await provider.create('documents', {
      data: documentValues({ documentTitle: 'Client Guide' }),
    });
    const { data: doc } = await provider.getOne('documents', { id: created.id });
    expect(doc).toMatchObject({
      documentTitle: 'Client Guide',
      documentType: 'pdf',
      authorName: 'Dr. Client',
    });
    const served = await fetch(`${server.url}/${String(doc.upload)}`);
    expect((await served.text()).startsWith('%PDF')).toBe(true);

    await provider.update('documents', {
      id: created.id,
      data: { ...doc, documentTitle: 'Client Guide 2', file: undefined, upload: undefined },
      previousData: doc,
    });
    await provider.toggleStatus('documents', { id: String(created.id), value: false, previousData: doc });
    await provider.act('documents', 'notify', { id: String(created.id) });
    expect(await find('documents', created.id)).toMatchObject({
      documentTitle: 'Client Guide 2',
      isActive: false,
      notified: true,
      upload: doc.upload,
    });

    await provider.delete('documents', { id: created.id, previousData: doc });
    expect(await find('documents', created.id)).toBeUndefined();
    await expect(provider.getOne('documents', { id: created.id })).rejects.toMatchObject({ status: 404 });
  });

  it('rejects a document of a refused type', async () => {
    await expect(
      provider.create('documents', {
        data: documentValues({ upload: { rawFile: file(MP4, 'clip.mp4', 'video/mp4') } }),
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
