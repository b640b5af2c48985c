import { randomUUID } from 'node:crypto';
import type { SeedContext } from '../../seed/context.js';
import { seededPackages } from '../packages/seed.js';
import { CATEGORIES } from '../events/seed.js';
import { insertMany } from '../../seed/insert.js';
import { storeSeedFile } from '../../seed/seedFiles.js';

const MEDIA_TITLES = [
  'Morning Stretch',
  'Guided Breathing',
  'Heart Health Q&A',
  'Mindful Eating',
  'Sleep Stories',
];
const DOCUMENT_TITLES = [
  'Diet Plan Basics',
  'Diabetes Checklist',
  'Stress Toolkit',
  'Walking Guide',
  'Women Wellness Facts',
];
const SPEAKERS = ['Dr. Asha Rao', 'Mark Fenton', 'Lina Okafor', 'Sara Malik'];
const TAGS = ['beginner', 'daily', 'expert', 'family', 'quick'];
const DAY = 24 * 3600_000;

/** A one-page PDF showing `title` (valid cross-reference table, so any viewer opens it). */
export function generatePdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 24 70 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * Seeded media files are a few bytes with the format's signature (an MP4 `ftyp` box, an MP3 ID3 header): the
 * links resolve and the "already uploaded" state shows, but they do not play.
 */
const MEDIA_STUBS = {
  mp4: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]),
  mp3: Buffer.concat([Buffer.from('ID3'), Buffer.from([3, 0, 0, 0, 0, 0, 0])]),
};

const listOf = (ctx: SeedContext, items: readonly string[], max: number) => [
  ...new Set(Array.from({ length: ctx.random.int(1, max) }, () => ctx.random.pick(items))),
];

const COLUMNS = [
  'uuid',
  'title',
  'type',
  'author_name',
  'upload',
  'cover_image',
  'upload_date',
  'description',
  'membership_type',
  'category',
  'tags',
  'meta_tags',
  'speaker_name',
  'is_draft',
  'is_active',
  'notified',
];

/** Multimedia (video, audio; uploaded or not) and documents (pdf, image), notified and not, with covers. */
export async function seedContent(ctx: SeedContext): Promise<void> {
  const { random } = ctx;
  const packages = seededPackages(ctx);
  const packageOf = (i: number) => packages[i % Math.max(1, packages.length)]?.uuid ?? '';
  const rows: unknown[][] = [];

  for (let i = 0; i < ctx.sizes.multimedia; i++) {
    const type = i % 2 === 0 ? 'video' : 'audio';
    const title = `${MEDIA_TITLES[i % MEDIA_TITLES.length]} ${Math.floor(i / MEDIA_TITLES.length) + 1}`;
    const uploaded = i % 3 !== 2;
    const ext = type === 'video' ? 'mp4' : 'mp3';
    rows.push([
      randomUUID(),
      title,
      type,
      null,
      uploaded ? await storeSeedFile(ctx.files, 'seed', `media-${i + 1}.${ext}`, MEDIA_STUBS[ext]) : null,
      await ctx.image(`media-cover-${i + 1}`, type === 'video' ? '#e53935' : '#1e88e5'),
      uploaded ? new Date(ctx.now.getTime() - random.int(1, 120) * DAY) : null,
      `${title}: a short ${type} for members.`,
      packageOf(i),
      listOf(ctx, CATEGORIES, 2),
      listOf(ctx, TAGS, 3),
      ['wellness', type],
      listOf(ctx, SPEAKERS, 2),
      false,
      i % 5 !== 4,
      i % 2 === 1,
    ]);
  }

  for (let i = 0; i < ctx.sizes.documents; i++) {
    const isPdf = i % 3 !== 2;
    const title = `${DOCUMENT_TITLES[i % DOCUMENT_TITLES.length]} ${Math.floor(i / DOCUMENT_TITLES.length) + 1}`;
    const upload = isPdf
      ? await storeSeedFile(ctx.files, 'seed', `document-${i + 1}.pdf`, generatePdf(title))
      : await ctx.image(`document-${i + 1}`, '#43a047');
    rows.push([
      randomUUID(),
      title,
      isPdf ? 'pdf' : 'image',
      random.pick(SPEAKERS),
      upload,
      await ctx.image(`document-cover-${i + 1}`, '#fb8c00'),
      new Date(ctx.now.getTime() - random.int(1, 200) * DAY),
      `${title}: a printable guide.`,
      packageOf(i + 1),
      listOf(ctx, CATEGORIES, 2),
      listOf(ctx, TAGS, 2),
      ['guide'],
      [],
      i % 4 === 3,
      i % 5 !== 4,
      i % 2 === 0,
    ]);
  }

  await insertMany(ctx.db, 'content_items', COLUMNS, rows);
}
