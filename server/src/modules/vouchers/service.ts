import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { ApiError, invalid, notFound, type FailureShape } from '../../http/reply.js';
import { IMAGE } from '../../http/fileTypes.js';
import { PLACEHOLDER_IMAGE } from '../../http/storedFiles.js';
import type { UploadedFile } from '../../http/uploadStream.js';
import type { VoucherCreate, VoucherUpdate } from './schemas.js';
import { recordedWritesOf, updateOrStatus } from '../../services/activityLog.js';
import { insertRow } from '../../services/insertRow.js';
import { deleteResult, type Json } from '../../services/lookups.js';
import { requirePackage } from '../packages/lookups.js';
import { withStoredFile } from '../../services/storedFile.js';
import { nameClash, requireUniqueName, type UniqueName } from '../../services/uniqueNames.js';
import { updateRow } from '../../services/updateRow.js';
import { changedExpiry } from '../../services/expiryDays.js';

/** Voucher codes are unique among the vouchers not deleted, case ignored (migration 021). */
const VOUCHER_CODE: UniqueName = {
  table: 'vouchers',
  column: 'voucher_code',
  key: 'uuid',
  among: 'NOT deleted',
  refusal: (code) => invalid(`A voucher with the code "${code}" already exists.`),
};

/** Vouchers (api-contract §7.H, §8 Voucher). Deletes are the documents' soft delete. */
export const VOUCHER_FILES = { image: IMAGE('vouchers') };

interface VoucherRow {
  uuid: string;
  name: string;
  company_name: string;
  membership_package: string;
  description: string;
  discount_type: string;
  discount: number;
  expiry_date: Date;
  voucher_code: string;
  number_of_vouchers: number;
  terms_and_conditions: string;
  is_active: boolean;
  cover_image: string | null;
}

const toVoucher = (row: VoucherRow): Json => ({
  uuid: row.uuid,
  name: row.name,
  companyName: row.company_name,
  membershipPackage: row.membership_package,
  description: row.description,
  discountType: row.discount_type,
  discount: row.discount,
  expiryDate: row.expiry_date,
  voucherCode: row.voucher_code,
  numberOfVouchers: row.number_of_vouchers,
  termsAndConditions: row.terms_and_conditions,
  isActive: row.is_active,
  coverImage: row.cover_image,
});

async function findRow(db: Db, uuid: string): Promise<VoucherRow> {
  const [row] = await db.query<VoucherRow>('SELECT * FROM vouchers WHERE uuid = $1 AND NOT deleted', [uuid]);
  if (!row) throw notFound('voucher');
  return row;
}

/** The sent voucher fields as columns (unsent ones undefined). The expiry must lie ahead unless it is `keptExpiry`. */
function columnsOf(
  ctx: AppContext,
  values: Omit<VoucherUpdate, 'uuid'>,
  shape: FailureShape,
  keptExpiry?: Date,
) {
  const sent = values.expiryDate === undefined ? undefined : new Date(values.expiryDate);
  const expiry = changedExpiry(sent, keptExpiry);
  if (expiry && expiry.getTime() <= ctx.now().getTime()) {
    throw invalid('"expiryDate" must be in the future', shape);
  }
  return {
    name: values.name,
    company_name: values.companyName,
    membership_package: values.membershipPackage,
    description: values.description,
    discount_type: values.discountType,
    discount: values.discount,
    expiry_date: expiry,
    voucher_code: values.voucherCode,
    number_of_vouchers: values.numberOfVouchers,
    terms_and_conditions: values.termsAndConditions,
    is_active: values.isActive,
  };
}

async function requireFreeCode(db: Db, code: string | undefined, exceptUuid = '') {
  if (code !== undefined) await requireUniqueName(db, VOUCHER_CODE, code, { except: exceptUuid });
}

/** A write to one voucher in a transaction with its activity entry. */
const recordedVoucherWrite = recordedWritesOf('vouchers', async (tx, uuid) =>
  toVoucher(await findRow(tx, uuid)),
);

/** H1: every voucher not deleted, active first, as a bare array (no package join, as the backend). */
export async function listVouchers(ctx: AppContext) {
  const rows = await ctx.db.query<VoucherRow>(
    'SELECT * FROM vouchers WHERE NOT deleted ORDER BY is_active DESC, name',
  );
  return rows.map(toVoucher);
}

/** H2: multipart, strict; validation and an unknown package in the S-wrapper/400 shape; image optional. */
export async function createVoucher(ctx: AppContext, values: VoucherCreate, files: { image?: UploadedFile }) {
  const columns = columnsOf(ctx, values, 'data');
  await requirePackage(ctx.db, values.membershipPackage, 'membershipPackage', 'data');
  await requireFreeCode(ctx.db, values.voucherCode);
  const uuid = randomUUID();
  await withStoredFile(ctx, files.image, (image) => {
    const all = { uuid, ...columns, is_active: true, cover_image: image ?? PLACEHOLDER_IMAGE };
    return recordedVoucherWrite(ctx, 'create', uuid, (tx) => insertRow(tx, 'vouchers', all));
  }).catch((error: unknown) => {
    throw nameClash(VOUCHER_CODE, columns.voucher_code, error);
  });
  return toVoucher(await findRow(ctx.db, uuid));
}

/**
 * H3: multipart or JSON, strict. `isActive` accepts booleans and their strings (false included, unlike the
 * backend); `{uuid, status: 'deleted'}` is the documents' soft delete.
 */
export async function updateVoucher(
  ctx: AppContext,
  { uuid, coverImage: _onlyAFileReplacesIt, status, ...values }: VoucherUpdate,
  files: { image?: UploadedFile },
) {
  const row = await findRow(ctx.db, uuid);
  if (status === 'deleted') {
    await recordedVoucherWrite(ctx, 'delete', uuid, (tx) =>
      updateRow(tx, 'vouchers', uuid, { deleted: true }),
    );
    return { ...toVoucher(row), status: 'deleted' };
  }
  // The contract's H3 shape: a validation failure is answered over HTTP 200 with an E-wrapper `status: 400`.
  let columns: ReturnType<typeof columnsOf>;
  try {
    columns = columnsOf(ctx, values, 'error', row.expiry_date);
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError(error.message, error.status, error.shape, 200);
    throw error;
  }
  if (values.membershipPackage !== undefined) {
    await requirePackage(ctx.db, values.membershipPackage, 'membershipPackage');
  }
  await requireFreeCode(ctx.db, values.voucherCode, uuid);
  await withStoredFile(ctx, files.image, (image) =>
    recordedVoucherWrite(ctx, updateOrStatus(values, 'isActive'), uuid, (tx) =>
      updateRow(tx, 'vouchers', uuid, { ...columns, cover_image: image }),
    ),
  ).catch((error: unknown) => {
    throw nameClash(VOUCHER_CODE, columns.voucher_code, error);
  });
  return toVoucher(await findRow(ctx.db, uuid));
}

/** H4: DELETE {uuid}, a soft delete too; answers DelRes. */
export async function deleteVoucher(ctx: AppContext, uuid: string) {
  await findRow(ctx.db, uuid);
  const n = await recordedVoucherWrite(ctx, 'delete', uuid, (tx) =>
    updateRow(tx, 'vouchers', uuid, { deleted: true }),
  );
  return deleteResult(n);
}
