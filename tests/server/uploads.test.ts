import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG, startAreaServer, type AreaServer, type Parts } from './areaFixture';

/**
 * The checked uploads (http/multipartBody.ts) as the package create route sees them; run against DATA_DIR/uploads
 * and (the server-s3 project) against a bucket.
 */
let server: AreaServer;

const form = (image: Parts[string], field = 'image'): Parts => ({
  name: 'Upload',
  annualCost: '10',
  benefits: 'One',
  [field]: image,
});

const storedFiles = async () => (await server.storedFiles('packages')).length;

beforeAll(async () => {
  server = await startAreaServer();
});
afterAll(() => server.close());

describe('image uploads (jpg/jpeg/png ≤ 2 MB)', () => {
  const refusals: [string, Parts[string], string, RegExp][] = [
    [
      'a .gif',
      { name: 'a.gif', content: Buffer.from('GIF89a\x01\x00\x01\x00') },
      'image',
      /must be a file of type jpg, png/,
    ],
    [
      'a .png whose bytes are not PNG',
      { name: 'fake.png', content: Buffer.from('<svg></svg>') },
      'image',
      /not a valid png/,
    ],
    ['a PNG named .jpg', { name: 'wrong.jpg', content: PNG }, 'image', /not a valid jpg/],
    ['an empty file', { name: 'empty.png', content: Buffer.alloc(0) }, 'image', /not a valid png/],
    [
      'a file over 2 MB',
      { name: 'big.png', content: Buffer.concat([PNG, Buffer.alloc(2_000_001)]) },
      'image',
      /too large|larger than 2000000 bytes/,
    ],
    [
      'a file in another field',
      { name: 'a.png', content: PNG },
      'imageFile',
      /Unexpected file field "imageFile"/,
    ],
  ];

  for (const [what, file, field, message] of refusals) {
    it(`refuses ${what} with a 400 and stores nothing`, async () => {
      const before = await server.count('packages');
      const answer = await server.upload('POST', '/admin/package/create', form(file, field));
      expect(answer.statusCode).toBe(400);
      expect(answer.body.status).toBe(400);
      expect(String(answer.body.error ?? answer.body.data)).toMatch(message);
      expect(await server.count('packages')).toBe(before);
      expect(await storedFiles()).toBe(0);
    });
  }

  it('accepts a PNG of exactly 2 MB with an upper-case extension', async () => {
    const content = Buffer.concat([PNG, Buffer.alloc(2_000_000 - PNG.length)]);
    const answer = await server.upload('POST', '/admin/package/create', form({ name: 'EXACT.PNG', content }));
    expect(answer.statusCode).toBe(200);
    expect(await storedFiles()).toBe(1);
  });

  it('answers a malformed multipart body with a 400', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/v1/admin/package/create',
      headers: {
        authorization: `Bearer ${await server.ctx.tokens.sign({ id: (await server.db.query<{ uuid: string }>('SELECT uuid FROM admins'))[0]?.uuid })}`,
        'content-type': 'multipart/form-data; boundary=xyz',
      },
      payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nunterminated',
    });
    expect(answer.statusCode).toBe(400);
    expect(await server.count('packages')).toBe(1);
  });
});
