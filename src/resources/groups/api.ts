import type { ActionParams, FileValue, FormValues, Json, ResourceSpec, WithId } from '../../api/types';
import { FIRST_PAGE, del, get, patch, post, viewByUuid } from '../../api/requests';
import {
  type WriteMode,
  fileFrom,
  formDataFrom,
  numberText,
  optionalField,
  textOf,
} from '../../api/readers/formValues';
import { firstOf, lookupWithoutPasswords, packageDisplay, str } from '../../api/readers/rawRecords';

export interface GroupRecord extends WithId {
  name: string;
  description: string;
  groupLeader: string | null;
  numberOfMembers: number;
  country: string;
  state?: string;
  city?: string;
  groupCategory: string;
  membershipPackage: string;
  coverImage: string | null;
  members: string[];
  groupLink?: string;
  isActive: boolean;
  membershipName: string;
  packageColour: string;
}

export type GroupForm = FormValues<{
  name: string;
  description: string;
  groupLeader: string;
  numberOfMembers: number | string;
  state: string;
  city: string;
  groupCategory: string;
  membershipPackage: string;
  country: string;
  groupLink: string;
  file: FileValue;
}>;

/** A row of a group's pending or joined users, flattened from its `User[0]`. */
export interface GroupMembershipRecord {
  /** `${supportGroupUuid}:${userUuid}`: membership rows carry no uuid. */
  id: string;
  userUuid: string;
  supportGroupUuid: string;
  /** null pending, true approved, false deactivated. */
  isActive: boolean | null;
  name: string;
  email: string;
  city: string;
  country: string;
  mobile: string;
  coverImage: string;
}

/** Support-group create/update multipart (api-contract.md I2/I4, Joi-strict on create). */
function groupToFormData(values: GroupForm, mode: WriteMode): FormData {
  const isUpdate = mode === 'update';
  return formDataFrom({
    name: textOf(values.name),
    description: textOf(values.description),
    numberOfMembers: numberText(values.numberOfMembers),
    membershipPackage: textOf(values.membershipPackage),
    country: textOf(values.country),
    groupCategory: textOf(values.groupCategory),
    state: optionalField(values.state, isUpdate),
    city: optionalField(values.city, isUpdate),
    // I2 accepts "" for "no leader"; I4 ignores "".
    groupLeader: textOf(values.groupLeader),
    groupLink: optionalField(values.groupLink, isUpdate),
    image: fileFrom(values.file),
  });
}

function normaliseGroup(raw: Json): GroupRecord {
  return { ...(raw as unknown as GroupRecord), id: str(raw.uuid), ...packageDisplay(raw) };
}

/** Membership rows have no uuid: the group and the user name one. */
function membershipId(supportGroupUuid: string, userUuid: string): string {
  return `${supportGroupUuid}:${userUuid}`;
}

/** `{userUuid, supportGroupUuid}` of a membership row, from the record or its id. */
function membershipKeys(
  id: string | undefined,
  record?: Json,
): { userUuid: string; supportGroupUuid: string } {
  const [groupFromId = '', userFromId = ''] = (id ?? '').split(':');
  return {
    userUuid: str(record?.userUuid) || userFromId,
    supportGroupUuid: str(record?.supportGroupUuid) || groupFromId,
  };
}

/**
 * A pending or joined row (api-contract.md I6/I7) flattened from `User[0]`, whose password field is dropped.
 */
function normaliseMembership(raw: Json, groupUuid: string): GroupMembershipRecord {
  const users = lookupWithoutPasswords(raw.User);
  const user = firstOf(users);
  const supportGroupUuid = str(raw.supportGroupUuid) || groupUuid;
  return {
    ...(raw as unknown as GroupMembershipRecord),
    User: users,
    id: membershipId(supportGroupUuid, str(raw.userUuid)),
    supportGroupUuid,
    name: str(user.name),
    email: str(user.email),
    city: str(user.city),
    country: str(user.country),
    mobile: str(user.mobile),
    coverImage: str(user.coverImage),
  } as GroupMembershipRecord;
}

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

/** The API entries of this folder (src/resources/registry.ts). */
export default [groups, groupRequests, groupMembers];
