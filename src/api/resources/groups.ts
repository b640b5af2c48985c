import { groupToFormData, membershipKeys, normaliseGroup, normaliseMembership } from '../mappers/groups';
import type { ActionParams, ResourceSpec } from '../types';
import { FIRST_PAGE, del, get, patch, post, viewByUuid } from './requests';
import type { GroupForm, GroupMembershipRecord, GroupRecord } from '../models';

/** Wellness support groups (spec 3; api-contract.md I1–I5). */
export const groups: ResourceSpec<GroupRecord, GroupForm> = {
  name: 'groups',
  list: { request: () => get('/admin/supportGroup/list'), paged: true, limit: 100 },
  one: viewByUuid('/admin/supportGroup/view'),
  create: {
    request: post('/admin/supportGroup/create'),
    encode: (values) => groupToFormData(values, 'create'),
  },
  update: {
    request: patch('/admin/supportGroup/update'),
    encode: (values) => groupToFormData(values, 'update'),
  },
  status: { request: patch('/admin/supportGroup/status/update'), field: 'isActive' },
  search: ['name', 'country', 'groupCategory', 'membershipName'],
  normalise: normaliseGroup,
};

/** The group's membership rows read by POST {supportGroupUuid} (I6/I7 ignore page and limit). */
function membershipList(path: string) {
  return {
    request: ({ groupId }: Record<string, string>) => ({
      ...post(path, FIRST_PAGE),
      body: { supportGroupUuid: groupId },
    }),
    params: ['groupId'],
  };
}

const membershipSearch = ['name', 'email', 'city', 'country'];

/** The `{userUuid, supportGroupUuid}` body of a row, from `record` or its id. */
const rowBody = ({ id, record }: ActionParams) => membershipKeys(id, record);

/** Pending join requests: `getList('groupRequests', {filter: {groupId}})`; approve and reject (I9/I10). */
export const groupRequests: ResourceSpec<GroupMembershipRecord> = {
  name: 'groupRequests',
  list: membershipList('/admin/members/listPending/request'),
  actions: {
    approve: {
      request: patch('/admin/members/approve'),
      encode: rowBody,
      invalidates: ['groupMembers', 'groups'],
    },
    reject: { request: del('/admin/mywsg/reject'), encode: rowBody, invalidates: ['groups'] },
  },
  search: membershipSearch,
  normalise: (raw, { groupId }) => normaliseMembership(raw, groupId ?? ''),
};

/**
 * Joined users: `getList('groupMembers', {filter: {groupId}})`; the active toggle (I11) and addMember (I8):
 * `act('groupMembers', 'addMember', {id: groupUuid, data: {member: userUuid}})`.
 */
export const groupMembers: ResourceSpec<GroupMembershipRecord> = {
  name: 'groupMembers',
  list: membershipList('/admin/members/listApproved/request'),
  status: {
    request: patch('/admin/mywsg/request/status/toggle'),
    field: 'isActive',
    encode: (id, value, record) => ({ ...membershipKeys(id, record), isActive: value }),
  },
  actions: {
    addMember: {
      request: patch('/admin/members/add'),
      encode: ({ id, data }) => ({
        supportGroupUuid: String(data?.supportGroupUuid ?? id ?? ''),
        member: String(data?.member ?? ''),
      }),
      invalidates: ['groups'],
    },
  },
  search: membershipSearch,
  normalise: (raw, { groupId }) => normaliseMembership(raw, groupId ?? ''),
};
