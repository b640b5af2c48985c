import type { VoucherForm, VoucherRecord } from '../models';
import type { Json } from '../types';
import { fileFrom, formDataFrom, isoDate, numberText, textOf, type WriteMode } from './formValues';
import { str } from './rawRecords';

/**
 * Voucher create/update multipart (api-contract.md H2/H3, Joi-strict). On update the expiry date goes only
 * when it changed: the backend refuses a past date, so an expired voucher could not be saved otherwise.
 */
export function voucherToFormData(values: VoucherForm, mode: WriteMode, previous?: Json): FormData {
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
export function voucherStatusBody(uuid: string, value: boolean): Json {
  return { uuid, isActive: String(value) };
}

export function normaliseVoucher(raw: Json): VoucherRecord {
  return { ...(raw as unknown as VoucherRecord), id: str(raw.uuid) };
}
