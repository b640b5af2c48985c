import { normalisePackage, packageToFormData } from '../mappers/packages';
import type { ResourceSpec } from '../types';
import { get, patch, post, viewByUuid } from './requests';
import type { PackageForm, PackageRecord } from '../models';

/** Membership packages (spec 1; api-contract.md B). */
export const packages: ResourceSpec<PackageRecord, PackageForm> = {
  name: 'packages',
  list: { request: () => get('/admin/package/list'), paged: true, limit: 100 },
  one: viewByUuid('/admin/package/view'),
  create: { request: post('/admin/package/create'), encode: packageToFormData },
  update: { request: patch('/admin/package/update'), encode: packageToFormData },
  status: { request: patch('/admin/package/status/update'), field: 'isActive' },
  search: ['name'],
  normalise: normalisePackage,
};
