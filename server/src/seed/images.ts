import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { FileStore } from '../storage/index.js';
import { storeSeedFile } from './seedFiles.js';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small PNG: a diagonal two-tone square in the given colour (#rrggbb), so seeded images are distinct. */
export function generatePng(colour: string, size = 64): Buffer {
  const hex = /^#?([0-9a-f]{6})$/i.exec(colour)?.[1] ?? '607d8b';
  const rgb = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const light = rgb.map((v) => Math.round(v + (255 - v) * 0.55));
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const [r, g, b] = (x + y < size ? rgb : light) as [number, number, number];
      row.writeUInt8(r, 1 + x * 3);
      row.writeUInt8(g, 2 + x * 3);
      row.writeUInt8(b, 3 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Stores a generated image as seed/<name>.png and returns the stored path the records carry. */
export const storeGeneratedImage = (files: FileStore, name: string, colour: string): Promise<string> =>
  storeSeedFile(files, 'seed', `${name}.png`, generatePng(colour));

/** The backend's placeholder path (spelled 'palceholder', api-contract §5) must resolve to an image. */
export async function ensurePlaceholder(dataDir: string): Promise<void> {
  const dir = path.join(dataDir, 'assets', 'images');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'palceholder.jpg'), generatePng('#9e9e9e', 128));
}
