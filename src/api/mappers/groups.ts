import type { GroupForm, GroupMembershipRecord, GroupRecord } from '../models';
import type { Json } from '../types';
import { fileFrom, formDataFrom, numberText, optionalField, textOf, type WriteMode } from './formValues';
import { firstOf, lookupWithoutPasswords, packageDisplay, str } from './rawRecords';

/** Support-group create/update multipart (api-contract.md I2/I4, Joi-strict on create). */
export function groupToFormData(values: GroupForm, mode: WriteMode): FormData {
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

export function normaliseGroup(raw: Json): GroupRecord {
  return { ...(raw as unknown as GroupRecord), id: str(raw.uuid), ...packageDisplay(raw) };
}

/** Membership rows have no uuid: the group and the user name one. */
export function membershipId(supportGroupUuid: string, userUuid: string): string {
  return `${supportGroupUuid}:${userUuid}`;
}

/** `{userUuid, supportGroupUuid}` of a membership row, from the record or its id. */
export function membershipKeys(
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
export function normaliseMembership(raw: Json, groupUuid: string): GroupMembershipRecord {
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
