import { isIncompleteFilter, memberToFormData, normaliseMember } from '../mappers/members';
import type { ResourceSpec } from '../types';
import { get, patch, post, viewByUuid } from './requests';
import type { MemberForm, MemberRecord } from '../models';

/**
 * Members (spec 1; api-contract.md C). One collection; the active and incomplete lists are the filter
 * `incomplete` (false / true), the by-package list the filter `packageId`.
 */
export const members: ResourceSpec<MemberRecord, MemberForm> = {
  name: 'members',
  list: { request: () => get('/admin/members/list'), paged: true, limit: 10000 },
  one: viewByUuid('/admin/members/view'),
  create: {
    request: post('/admin/members/create'),
    encode: (values) => memberToFormData(values, 'create'),
  },
  update: {
    request: patch('/admin/members/update'),
    encode: (values, previous) => memberToFormData(values, 'update', previous),
  },
  status: { request: patch('/admin/members/status/update'), field: 'isActive' },
  search: ['name', 'email', 'country', 'package.name'],
  filters: {
    incomplete: isIncompleteFilter,
    // normaliseMember copies package.uuid into the form field packageName.
    packageId: (record, value) => record.packageName === String(value),
  },
  normalise: normaliseMember,
};
