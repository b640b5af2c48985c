import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context.js';
import type { Db } from '../db/index.js';
import { ApiError, notFound, type FailureShape } from '../http/reply.js';
import { IMAGE, PLACEHOLDER_IMAGE, type MultipartBody } from '../http/uploads.js';
import { recordedWrite, updateOrStatus, type ActivityAction } from './activity.js';
import { fieldReader, requiredText, type Fields } from './fieldReader.js';
import { insertRow } from './insertRow.js';
import { deleteResult, requirePackage, type Json } from './lookups.js';
import { withStoredFile } from './storedFile.js';
import { nameClash, requireUniqueName, VOUCHER_CODE } from './uniqueNames.js';
import { updateRow } from './updateRow.js';

/** Vouchers (api-contract §7.H, §8 Voucher). Deletes are the documents' soft delete. */
export const VOUCHER_FILES = { image: IMAGE('vouchers') };
const DISCOUNT_TYPES = ['Flat', 'flat', '%'] as const;

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

const FIELDS = [
  'name',
  'companyName',
  'membershipPackage',
  'description',
  'discountType',
  'discount',
  'expiryDate',
  'voucherCode',
  'numberOfVouchers',
  'termsAndConditions',
];
/** H3 also takes `isActive`, a text `coverImage` (ignored: only a file replaces it) and the documents' `status`. */
const UPDATE_FIELDS = ['uuid', 'isActive', 'coverImage', 'status', ...FIELDS];

async function findRow(db: Db, uuid: string): Promise<VoucherRow> {
  const [row] = await db.query<VoucherRow>('SELECT * FROM vouchers WHERE uuid = $1 AND NOT deleted', [uuid]);
  if (!row) throw notFound('voucher');
  return row;
}

/** The voucher fields as columns; `partial` for updates. The expiry must lie ahead unless it is `keptExpiry`. */
function readColumns(
  ctx: AppContext,
  fields: Fields,
  shape: FailureShape,
  partial: boolean,
  keptExpiry?: Date,
) {
  const f = fieldReader(fields, shape, partial);
  f.only(partial ? UPDATE_FIELDS : FIELDS);
  const required = true;
  const discount = f.number('discount', { required, min: 0 });
  if (discount !== undefined && discount > 100) throw f.fail('discount', 'must be less than or equal to 100');
  const expiry = f.date('expiryDate', { required });
  if (expiry && expiry.getTime() !== keptExpiry?.getTime() && expiry.getTime() <= ctx.now().getTime()) {
    throw f.fail('expiryDate', 'must be in the future');
  }
  const status = f.oneOf('status', ['deleted']);
  return {
    deleted: status === 'deleted' ? true : undefined,
    columns: {
      name: f.text('name', { required }),
      company_name: f.text('companyName', { required }),
      membership_package: f.text('membershipPackage', { required }),
      description: f.text('description', { required }),
      discount_type: f.oneOf('discountType', DISCOUNT_TYPES, { required }),
      discount,
      expiry_date: expiry,
      voucher_code: f.text('voucherCode', { required }),
      number_of_vouchers: f.number('numberOfVouchers', { required, min: 0, integer: true }),
      terms_and_conditions: f.text('termsAndConditions', { required }),
      is_active: f.boolean('isActive'),
    },
  };
}

async function requireFreeCode(db: Db, code: string | undefined, exceptUuid = '') {
  if (code !== undefined) await requireUniqueName(db, VOUCHER_CODE, code, { except: exceptUuid });
}

/** A write to one voucher in a transaction with its activity entry. */
const recordedVoucherWrite = <T>(
  ctx: AppContext,
  action: ActivityAction,
  uuid: string,
  write: (tx: Db) => Promise<T>,
) =>
  recordedWrite(
    ctx.db,
    { action, resource: 'vouchers', recordId: uuid, read: async (tx) => toVoucher(await findRow(tx, uuid)) },
    write,
  );

/** H1: every voucher not deleted, active first, as a bare array (no package join, as the backend). */
export async function listVouchers(ctx: AppContext) {
  const rows = await ctx.db.query<VoucherRow>(
    'SELECT * FROM vouchers WHERE NOT deleted ORDER BY is_active DESC, name',
  );
  return rows.map(toVoucher);
}

/** H2: multipart, strict; validation and an unknown package in the S-wrapper/400 shape; image optional. */
export async function createVoucher(ctx: AppContext, body: MultipartBody) {
  const { columns } = readColumns(ctx, body.fields, 'data', false);
  await requirePackage(ctx.db, columns.membership_package as string, 'membershipPackage', 'data');
  await requireFreeCode(ctx.db, columns.voucher_code);
  const uuid = randomUUID();
  await withStoredFile(ctx, body.files.image, (image) => {
    const all = { uuid, ...columns, is_active: true, cover_image: image ?? PLACEHOLDER_IMAGE };
    return recordedVoucherWrite(ctx, 'create', uuid, (tx) => insertRow(tx, 'vouchers', all));
  }).catch((error: unknown) => {
    throw nameClash(VOUCHER_CODE, columns.voucher_code, error);
  });
  return toVoucher(await findRow(ctx.db, uuid));
}

/** The contract's H3 shape: a validation failure is answered over HTTP 200 with an E-wrapper `status: 400`. */
function answeredOver200<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError(error.message, error.status, error.shape, 200);
    throw error;
  }
}

/**
 * H3: multipart or JSON, strict. `isActive` accepts booleans and their strings (false included, unlike the
 * backend); `{uuid, status: 'deleted'}` is the documents' soft delete.
 */
export async function updateVoucher(ctx: AppContext, body: MultipartBody) {
  const uuid = answeredOver200(() => requiredText(body.fields));
  const row = await findRow(ctx.db, uuid);
  const { columns, deleted } = answeredOver200(() =>
    readColumns(ctx, body.fields, 'error', true, row.expiry_date),
  );
  if (deleted) {
    await recordedVoucherWrite(ctx, 'delete', uuid, (tx) =>
      updateRow(tx, 'vouchers', uuid, { deleted: true }),
    );
    return { ...toVoucher(row), status: 'deleted' };
  }
  if (columns.membership_package !== undefined) {
    await requirePackage(ctx.db, columns.membership_package, 'membershipPackage');
  }
  await requireFreeCode(ctx.db, columns.voucher_code, uuid);
  await withStoredFile(ctx, body.files.image, (image) =>
    recordedVoucherWrite(ctx, updateOrStatus(body.fields, 'isActive'), uuid, (tx) =>
      updateRow(tx, 'vouchers', uuid, { ...columns, cover_image: image }),
    ),
  ).catch((error: unknown) => {
    throw nameClash(VOUCHER_CODE, columns.voucher_code, error);
  });
  return toVoucher(await findRow(ctx.db, uuid));
}

/** H4: DELETE {uuid}, a soft delete too; answers DelRes. */
export async function deleteVoucher(ctx: AppContext, fields: Fields) {
  const uuid = requiredText(fields);
  await findRow(ctx.db, uuid);
  const n = await recordedVoucherWrite(ctx, 'delete', uuid, (tx) =>
    updateRow(tx, 'vouchers', uuid, { deleted: true }),
  );
  return deleteResult(n);
}
