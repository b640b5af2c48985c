import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JPG, MP4, PNG, startAreaServer, type AreaServer, type Parts } from './areaFixture';

const NOW = new Date('2031-02-03T04:05:06.000Z');
const PDF = Buffer.from('%PDF-1.4\n%test\n');
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(16)]);

let server: AreaServer;
let gold: string;

const mediaForm = (overrides: Parts = {}): Parts => ({
  title: 'Breathing Basics',
  type: 'video',
  description: 'Five minutes a day',
  membershipType: gold,
  category: 'Lifestyle, Heart Health',
  tags: ' calm ,breath,',
  metaTags: 'wellness',
  speakerName: 'Ann, Bob',
  ...overrides,
});

const documentForm = (overrides: Parts = {}): Parts => ({
  title: 'Diet Guide',
  description: 'What to eat',
  membershipType: gold,
  category: 'Diet',
  authorName: 'Dr. Chen',
  image: { name: 'cover.png', content: PNG },
  upload: { name: 'guide.pdf', content: PDF },
  ...overrides,
});

async function createMedia(overrides: Parts = {}) {
  const answer = await server.upload('POST', '/admin/contentLibrary/video/createMedia', mediaForm(overrides));
  expect(answer.body.status).toBe(200);
  return answer.body.data as Record<string, unknown>;
}

async function createDocument(overrides: Parts = {}) {
  const answer = await server.upload(
    'POST',
    '/admin/contentLibrary/document/create',
    documentForm(overrides),
  );
  expect(answer.body.status).toBe(200);
  return answer.body.data as Record<string, unknown>;
}

const page = async (url: string) =>
  (await server.call('GET', `${url}?page=1&limit=100`)).body.data as { list: Record<string, unknown>[] } | [];
const titles = (data: { list: Record<string, unknown>[] } | []) =>
  Array.isArray(data) ? [] : data.list.map((item) => item.title);

beforeAll(async () => {
  server = await startAreaServer({ now: () => NOW });
  gold = await server.insertPackage('Gold');
});
afterAll(() => server.close());

describe('multimedia (G1–G10)', () => {
  it('lists an empty library as data: []', async () => {
    expect(await page('/admin/contentLibrary/list')).toEqual([]);
    expect(await page('/admin/contentLibrary/document/listDocument')).toEqual([]);
  });

  it('creates media with trimmed lists, the placeholder cover and not notified', async () => {
    const media = await createMedia();
    expect(media).toMatchObject({
      title: 'Breathing Basics',
      type: 'video',
      category: ['Lifestyle', 'Heart Health'],
      tags: ['calm', 'breath'],
      metaTags: ['wellness'],
      speakerName: ['Ann', 'Bob'],
      coverImage: 'public/assets/images/palceholder.jpg',
      upload: null,
      uploadDate: null,
      isActive: true,
      notified: false,
    });
    const withCover = await createMedia({
      title: 'Audio One',
      type: 'audio',
      image: { name: 'c.jpg', content: JPG },
    });
    expect(withCover.coverImage).toMatch(/^public\/uploads\/content\/.+\.jpg$/);
  });

  it.each([
    ['a missing title', { title: '' }, '"title" is not allowed to be empty'],
    ['no category', { category: ' , ' }, '"category" must contain at least 1 items'],
    ['a bad type', { type: 'pdf' }, /"type" must be one of/],
    ['an unknown key', { isDraft: 'true' }, '"isDraft" is not allowed'],
  ])('refuses %s with the S-wrapper/400 and writes nothing', async (_label, overrides, message) => {
    const before = await server.count('content_items');
    const answer = await server.upload(
      'POST',
      '/admin/contentLibrary/video/createMedia',
      mediaForm(overrides),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ status: 400, data: expect.stringMatching(message) });
    expect(await server.count('content_items')).toBe(before);
  });

  it('refuses an unknown package and a cover that is not an image', async () => {
    const before = await server.count('content_items');
    const unknown = await server.upload(
      'POST',
      '/admin/contentLibrary/video/createMedia',
      mediaForm({ membershipType: randomUUID() }),
    );
    expect(unknown.body).toMatchObject({ status: 400, error: expect.stringMatching(/no package found/) });
    const pdfCover = await server.upload(
      'POST',
      '/admin/contentLibrary/video/createMedia',
      mediaForm({ image: { name: 'c.pdf', content: PDF } }),
    );
    expect(pdfCover.statusCode).toBe(400);
    expect(await server.count('content_items')).toBe(before);
  });

  it('lists only video and audio, sorted by title; views, toggles, notifies and soft-deletes', async () => {
    await createMedia({ title: 'Zen Podcast', type: 'podcast' });
    const media = await createMedia({ title: 'Alpha Video' });
    const list = titles(await page('/admin/contentLibrary/list'));
    expect(list).toEqual([...list].sort());
    expect(list).toContain('Alpha Video');
    expect(list).not.toContain('Zen Podcast');

    const view = await server.call('POST', '/admin/contentLibrary/view', { uuid: media.uuid });
    expect(view.body.data).toMatchObject({ uuid: media.uuid, title: 'Alpha Video' });
    expect((await server.call('POST', '/admin/contentLibrary/view', { uuid: randomUUID() })).statusCode).toBe(
      404,
    );

    const off = await server.call('PATCH', '/admin/contentLibrary/status/update', {
      uuid: media.uuid,
      isActive: false,
    });
    expect(off.body.data).toEqual({ n: 1, nModified: 1, ok: 1 });
    const notified = await server.call('POST', '/admin/send/contentUpload/notification', {
      uuid: media.uuid,
    });
    expect(notified.body.data).toMatchObject({ isActive: false, notified: true });

    const removed = await server.call('DELETE', '/admin/contentLibrary/delete', { uuid: media.uuid });
    expect(removed.body.data).toEqual({ n: 1, ok: 1, deletedCount: 1 });
    expect(titles(await page('/admin/contentLibrary/list'))).not.toContain('Alpha Video');
    expect(
      (await server.call('DELETE', '/admin/contentLibrary/delete', { uuid: media.uuid })).statusCode,
    ).toBe(404);
  });

  it('updates video and podcast on media/update, audio on podcast/updateScenario1', async () => {
    const video = await createMedia({ title: 'V' });
    const audio = await createMedia({ title: 'A', type: 'audio' });
    const updated = await server.upload('PATCH', '/admin/contentLibrary/media/update', {
      uuid: String(video.uuid),
      title: 'V2',
      speakerName: 'Cy , Di',
      image: { name: 'n.png', content: PNG },
    });
    expect(updated.body.data).toMatchObject({ title: 'V2', speakerName: ['Cy', 'Di'], uploadDate: null });
    expect((updated.body.data as { coverImage: string }).coverImage).toMatch(/\.png$/);

    const wrongRoute = await server.upload('PATCH', '/admin/contentLibrary/media/update', {
      uuid: String(audio.uuid),
      title: 'A2',
    });
    expect(wrongRoute.statusCode).toBe(404);
    const audioUpdate = await server.call('PATCH', '/admin/contentLibrary/podcast/updateScenario1', {
      uuid: audio.uuid,
      title: 'A2',
      speakerName: 'Eve, Fay',
    });
    expect(audioUpdate.body.data).toMatchObject({ title: 'A2', speakerName: ['Eve', 'Fay'] });
    const typeChange = await server.call('PATCH', '/admin/contentLibrary/podcast/updateScenario1', {
      uuid: audio.uuid,
      type: 'video',
    });
    expect(typeChange.statusCode).toBe(400);
  });

  it('uploads the media file and stamps uploadDate (G9, G10)', async () => {
    const video = await createMedia({ title: 'Up V' });
    const saved = await server.upload('PATCH', '/admin/contentLibrary/video/saveMedia', {
      uuid: String(video.uuid),
      upload: { name: 'clip.mp4', content: MP4 },
    });
    expect(saved.body.data).toMatchObject({ uploadDate: NOW.toISOString() });
    const stored = (saved.body.data as { upload: string }).upload;
    expect(stored).toMatch(/^public\/uploads\/content\/.+\.mp4$/);
    expect((await server.app.inject({ url: `/${stored}` })).statusCode).toBe(200);

    const audio = await createMedia({ title: 'Up A', type: 'audio' });
    const podcast = await server.upload('PATCH', '/admin/contentLibrary/podcast/upload', {
      uuid: String(audio.uuid),
      upload: { name: 'talk.mp3', content: MP3 },
    });
    expect((podcast.body.data as { upload: string }).upload).toMatch(/\.mp3$/);

    const refused: Parts[] = [
      { uuid: String(audio.uuid) },
      { uuid: String(audio.uuid), upload: { name: 'talk.wav', content: MP3 } },
      { uuid: String(audio.uuid), upload: { name: 'talk.mp3', content: PDF } },
      { uuid: String(audio.uuid), file: { name: 'talk.mp3', content: MP3 } },
    ];
    for (const parts of refused) {
      expect((await server.upload('PATCH', '/admin/contentLibrary/podcast/upload', parts)).statusCode).toBe(
        400,
      );
    }
    const wrongKind = await server.upload('PATCH', '/admin/contentLibrary/video/saveMedia', {
      uuid: String(audio.uuid),
      upload: { name: 'talk.mp3', content: MP3 },
    });
    expect(wrongKind.statusCode).toBe(404);
  });
});

describe('documents (F1–F6)', () => {
  it('creates a document typed from its file, with cover and upload stored', async () => {
    const pdf = await createDocument();
    expect(pdf).toMatchObject({
      title: 'Diet Guide',
      type: 'pdf',
      authorName: 'Dr. Chen',
      category: ['Diet'],
      isDraft: false,
      notified: false,
      uploadDate: NOW.toISOString(),
    });
    expect(pdf.coverImage).toMatch(/\.png$/);
    expect(pdf.upload).toMatch(/\.pdf$/);
    const image = await createDocument({
      title: 'Poster',
      upload: { name: 'p.jpg', content: JPG },
      isDraft: 'true',
    });
    expect(image).toMatchObject({ type: 'image', isDraft: true });
  });

  it('refuses missing files, wrong types, a mismatched type and unknown keys, writing nothing', async () => {
    const before = await server.count('content_items');
    const { image: _image, ...noCover } = documentForm();
    const { upload: _upload, ...noUpload } = documentForm();
    const cases: Parts[] = [
      noCover,
      noUpload,
      documentForm({ upload: { name: 'deck.pptx', content: Buffer.from('PK\u0003\u0004') } }),
      documentForm({ type: 'image' }),
      documentForm({ speakerName: 'x' }),
      documentForm({ title: '' }),
    ];
    for (const parts of cases) {
      const answer = await server.upload('POST', '/admin/contentLibrary/document/create', parts);
      expect(answer).toMatchObject({ statusCode: 400, body: { status: 400 } });
    }
    expect(await server.count('content_items')).toBe(before);
  });

  it('lists documents only, views (unknown → data: []), updates, toggles and soft-deletes', async () => {
    const doc = await createDocument({ title: 'B Doc' });
    const list = titles(await page('/admin/contentLibrary/document/listDocument'));
    expect(list).toContain('B Doc');
    expect(list).not.toContain('Breathing Basics');

    expect(
      (await server.call('POST', '/admin/contentLibrary/document/view', { uuid: doc.uuid })).body.data,
    ).toMatchObject({
      title: 'B Doc',
    });
    const missing = await server.call('POST', '/admin/contentLibrary/document/view', { uuid: randomUUID() });
    expect(missing).toMatchObject({ statusCode: 200, body: { status: 200, data: [] } });

    const updated = await server.upload('PATCH', '/admin/contentLibrary/document/update', {
      uuid: String(doc.uuid),
      title: 'B Doc 2',
      tags: 'x, y',
      isDraft: 'true',
    });
    expect(updated.body.data).toMatchObject({
      title: 'B Doc 2',
      tags: ['x', 'y'],
      isDraft: true,
      upload: doc.upload,
    });
    const unknownPackage = await server.upload('PATCH', '/admin/contentLibrary/document/update', {
      uuid: String(doc.uuid),
      membershipType: randomUUID(),
    });
    expect(unknownPackage.statusCode).toBe(400);

    const toggled = await server.call('PATCH', '/admin/contentLibrary/status/update', {
      uuid: doc.uuid,
      isActive: 'false',
    });
    expect(toggled.body.data).toMatchObject({ n: 1 });
    const removed = await server.call('DELETE', '/admin/contentLibrary/document/deleteDocument', {
      uuid: doc.uuid,
    });
    expect(removed.body.data).toMatchObject({ deletedCount: 1 });
    expect(titles(await page('/admin/contentLibrary/document/listDocument'))).not.toContain('B Doc 2');
    expect(
      (await server.call('POST', '/admin/contentLibrary/document/view', { uuid: doc.uuid })).body.data,
    ).toEqual([]);
  });

  it('answers 401 without a token and 404 for unknown uuids', async () => {
    const anonymous = await server.call(
      'GET',
      '/admin/contentLibrary/list?page=1&limit=10',
      undefined,
      false,
    );
    expect(anonymous.statusCode).toBe(401);
    for (const [method, url] of [
      ['PATCH', '/admin/contentLibrary/status/update'],
      ['POST', '/admin/send/contentUpload/notification'],
      ['DELETE', '/admin/contentLibrary/document/deleteDocument'],
    ] as const) {
      const answer = await server.call(method, url, { uuid: randomUUID(), isActive: true });
      expect(answer.statusCode).toBe(404);
    }
  });
});
