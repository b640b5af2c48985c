import { normaliseVoucher, voucherStatusBody, voucherToFormData } from '../mappers/vouchers';
import type { ResourceSpec } from '../types';
import { del, get, patch, post } from './requests';
import type { VoucherForm, VoucherRecord } from '../models';

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
