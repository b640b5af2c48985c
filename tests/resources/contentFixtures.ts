import type { RaRecord } from 'react-admin';
import { normaliseDocument } from '../../src/resources/documents/api';
import { normaliseMultimedia } from '../../src/resources/multimedia/api';
import { normaliseVoucher } from '../../src/resources/vouchers/api';

/** Content items and vouchers as the API sends them, normalised by the real registry. */
const item = (fields: Record<string, unknown>) => ({
  description: 'About it.',
  category: ['Diet'],
  tags: [],
  metaTags: [],
  speakerName: [],
  membershipType: 'pkg-gold',
  coverImage: null,
  upload: null,
  uploadDate: null,
  isActive: true,
  notified: false,
  ...fields,
});

export const multimedia: RaRecord[] = [
  item({
    uuid: 'mm-breath',
    title: 'Guided Breathing',
    type: 'audio',
    category: ['Lifestyle', 'Diet'],
    tags: ['daily'],
    metaTags: ['calm'],
    speakerName: ['Dr. Asha Rao'],
    coverImage: 'public/uploads/content/breath.png',
    upload: 'public/uploads/content/breath.mp3',
    uploadDate: '2024-03-05T10:00:00Z',
    notified: true,
  }),
  item({
    uuid: 'mm-stretch',
    title: 'Morning Stretch',
    type: 'video',
    membershipType: 'pkg-silver',
    coverImage: 'public/uploads/content/stretch.png',
    isActive: false,
  }),
  item({ uuid: 'mm-sleep', title: 'Sleep Stories', type: 'video', membershipType: '' }),
  item({ uuid: 'mm-talk', title: 'Heart Health Q&A', type: 'audio', category: ['Heart Health'] }),
].map((raw) => normaliseMultimedia(raw));

export const documents: RaRecord[] = [
  item({
    uuid: 'doc-diet',
    title: 'Diet Plan Basics',
    type: 'pdf',
    authorName: 'Mark Fenton',
    coverImage: 'public/uploads/content/diet.png',
    upload: 'public/uploads/content/diet.pdf',
    uploadDate: '2024-01-15T10:00:00Z',
  }),
  item({
    uuid: 'doc-walk',
    title: 'Walking Guide',
    type: 'image',
    upload: 'public/uploads/content/walk.png',
    uploadDate: '2024-02-01T10:00:00Z',
    notified: true,
  }),
].map((raw) => normaliseDocument(raw));

export const vouchers: RaRecord[] = [
  {
    uuid: 'v-spa',
    name: 'Spa Day',
    companyName: 'Calm Spa',
    description: 'A day at the spa.',
    termsAndConditions: 'One per member.',
    membershipPackage: 'pkg-gold',
    voucherCode: 'CALM001',
    numberOfVouchers: 10,
    expiryDate: '2030-01-15T00:00:00.000Z',
    discountType: '%',
    discount: 15,
    isActive: true,
    coverImage: 'public/images/vouchers/spa.png',
  },
  {
    uuid: 'v-gym',
    name: 'Gym Pass',
    companyName: 'FitLife Gyms',
    description: 'A month at the gym.',
    termsAndConditions: 'Not exchangeable for cash.',
    membershipPackage: 'pkg-silver',
    voucherCode: 'FIT002',
    numberOfVouchers: 0,
    expiryDate: '2020-03-01T00:00:00.000Z',
    discountType: 'Flat',
    discount: 20,
    isActive: false,
    coverImage: null,
  },
].map((raw) => normaliseVoucher(raw));

/** A content-library item as the API answers it (api-contract.md F/G), for the entries' tests. */
export const contentItem = (uuid: string, type: string, extra: Record<string, unknown> = {}) => ({
  uuid,
  title: `Title ${uuid}`,
  type,
  description: 'About',
  membershipType: 'pk-1',
  category: ['Diet', ' Cancer'],
  tags: ['a'],
  metaTags: [],
  speakerName: ['Ann'],
  upload: null,
  coverImage: 'https://s3/cover.png',
  uploadDate: null,
  isActive: true,
  ...extra,
});
