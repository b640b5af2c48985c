import { normalisePackage, packageToFormData } from '../mappers/packages';
import type { PackageForm } from '../models';
import type { ResourceSpec } from '../types';
import { encodes, get, patch, post, viewByUuid } from './requests';

/** Membership packages (spec 1; api-contract.md B). */
export const packages: ResourceSpec = {
  name: 'packages',
  list: { request: () => get('/admin/package/list'), paged: true, limit: 100 },
  one: viewByUuid('/admin/package/view'),
  create: { request: post('/admin/package/create'), encode: encodes<PackageForm>(packageToFormData) },
  update: { request: patch('/admin/package/update'), encode: encodes<PackageForm>(packageToFormData) },
  status: { request: patch('/admin/package/status/update'), field: 'isActive' },
  search: ['name'],
  normalise: normalisePackage,
};
