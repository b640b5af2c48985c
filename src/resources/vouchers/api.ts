import type { FileValue, FormValues, Json, ResourceSpec, WithId } from '../../api/types';
import { del, get, patch, post } from '../../api/requests';
import {
  type WriteMode,
  fileFrom,
  formDataFrom,
  isoDate,
  numberText,
  textOf,
} from '../../api/readers/formValues';
import { str } from '../../api/readers/rawRecords';
import type { CalendarDate } from '../../components/format/calendarDates';

export interface VoucherRecord extends WithId {
  name: string;
  companyName: string;
  description: string;
  termsAndConditions: string;
  membershipPackage: string;
  voucherCode: string;
  numberOfVouchers: number;
  expiryDate: CalendarDate;
  discountType: string;
  discount: number;
  isActive: boolean;
  coverImage: string | null;
}

export type VoucherForm = FormValues<{
  name: string;
  companyName: string;
  description: string;
  termsAndConditions: string;
  membershipPackage: string;
  voucherCode: string;
  numberOfVouchers: number | string;
  expiryDate: string | Date;
  discountType: string;
  discount: number | string;
  file: FileValue;
}>;

/**
 * Voucher create/update multipart (api-contract.md H2/H3, Joi-strict). On update the expiry date goes only
 * when it changed: the backend refuses a past date, so an expired voucher could not be saved otherwise.
 */
function voucherToFormData(values: VoucherForm, mode: WriteMode, previous?: Json): FormData {
  const expiryDate = isoDate(values.expiryDate);
  const expiryUnchanged = mode === 'update' && expiryDate === isoDate(previous?.expiryDate);
  return formDataFrom({
    name: textOf(values.name),
    companyName: textOf(values.companyName),
    membershipPackage: textOf(values.membershipPackage),
    description: textOf(values.description),
    discountType: textOf(values.discountType),
    discount: numberText(values.discount),
    expiryDate: expiryUnchanged ? undefined : expiryDate,
    voucherCode: textOf(values.voucherCode),
    numberOfVouchers: numberText(values.numberOfVouchers),
    termsAndConditions: textOf(values.termsAndConditions),
    image: fileFrom(values.file),
  });
}

/**
 * The active toggle body. H3 drops every value loosely equal to "" (JSON false included), so the flag goes
 * as the string 'true'/'false' (api-contract.md §10.13).
 */
function voucherStatusBody(uuid: string, value: boolean): Json {
  return { uuid, isActive: String(value) };
}

/**
 * The discount type as the form's choices name it: the backend also stores 'Flat' (api-contract.md H2), read
 * as 'flat' so an edit form shows it chosen.
 */
export function normaliseVoucher(raw: Json): VoucherRecord {
  const discountType = str(raw.discountType);
  return {
    ...(raw as unknown as VoucherRecord),
    id: str(raw.uuid),
    discountType: discountType.toLowerCase() === 'flat' ? 'flat' : discountType,
  };
}

/** Vouchers (spec 2; api-contract.md H). */
export const vouchers: ResourceSpec<VoucherRecord, VoucherForm> = {
  name: 'vouchers',
  list: { request: () => get('/admin/voucher/list') },
  create: {
    request: post('/admin/voucher/create'),
    encode: (values) => voucherToFormData(values, 'create'),
  },
  update: {
    request: patch('/admin/voucher/update'),
    encode: (values, previous) => voucherToFormData(values, 'update', previous),
  },
  status: { request: patch('/admin/voucher/update'), field: 'isActive', encode: voucherStatusBody },
  remove: { request: del('/admin/voucher/delete') },
  search: ['name', 'companyName', 'voucherCode'],
  normalise: normaliseVoucher,
};

/** The API entries of this folder (src/resources/registry.ts). */
export default [vouchers];
