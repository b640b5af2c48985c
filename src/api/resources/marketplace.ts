import {
  normalisePartner,
  normalisePartnerRequest,
  normaliseVendor,
  partnerToFormData,
} from '../mappers/marketplace';
import type { ResourceSpec } from '../types';
import { del, get, patch, post, viewByUuid } from './requests';
import type { PartnerForm, PartnerRecord, PartnerRequestRecord, VendorRecord } from '../models';

/** Business partners (spec 3; api-contract.md K1–K5). Create answers 201. */
export const partners: ResourceSpec<PartnerRecord, PartnerForm> = {
  name: 'partners',
  list: { request: () => get('/admin/business/list') },
  one: viewByUuid('/admin/business/view'),
  create: {
    request: { ...post('/admin/business/create'), okStatus: [200, 201] },
    encode: partnerToFormData,
  },
  update: { request: patch('/admin/business/update'), encode: partnerToFormData },
  status: { request: patch('/admin/business/update'), field: 'status' },
  remove: { request: del('/admin/business/delete') },
  search: ['name', 'emailId', 'phoneNumber', 'link'],
  normalise: normalisePartner,
};

/** Partner requests, read-only (K6/K7). Spec 3: search over name, expiry date, phone and email. */
export const partnerRequests: ResourceSpec<PartnerRequestRecord> = {
  name: 'partnerRequests',
  list: { request: () => get('/admin/business/partner/request/list') },
  one: viewByUuid('/admin/business/partner/request/view'),
  search: ['name', 'expiryDateText', 'phoneNumber', 'emailId'],
  normalise: normalisePartnerRequest,
};

/** Vendors, read-only (K8/K9). */
export const vendors: ResourceSpec<VendorRecord> = {
  name: 'vendors',
  list: { request: () => get('/admin/vendor/list') },
  one: viewByUuid('/admin/vendor/view'),
  search: ['name', 'store_name', 'email', 'phone', 'city', 'country'],
  normalise: normaliseVendor,
};
