import { normaliseVoucher, voucherStatusBody, voucherToFormData } from '../mappers/vouchers';
import type { VoucherForm } from '../models';
import type { ResourceSpec } from '../types';
import { del, encodes, get, patch, post } from './requests';

/** Vouchers (spec 2; api-contract.md H). */
export const vouchers: ResourceSpec = {
  name: 'vouchers',
  list: { request: () => get('/admin/voucher/list') },
  create: {
    request: post('/admin/voucher/create'),
    encode: encodes<VoucherForm>((values) => voucherToFormData(values, 'create')),
  },
  update: {
    request: patch('/admin/voucher/update'),
    encode: encodes<VoucherForm>((values, previous) => voucherToFormData(values, 'update', previous)),
  },
  status: { request: patch('/admin/voucher/update'), field: 'isActive', encode: voucherStatusBody },
  remove: { request: del('/admin/voucher/delete') },
  search: ['name', 'companyName', 'voucherCode'],
  normalise: normaliseVoucher,
};
