import type { RaRecord } from 'react-admin';

/** Why a member cannot be added to the group, as an i18n key, or undefined when they can. */
export function memberAlreadyInGroup(
  member: unknown,
  joined: RaRecord[] | undefined,
  pending: RaRecord[] | undefined,
): string | undefined {
  if (typeof member !== 'string' || member === '') return undefined;
  if (joined?.some((row) => row.userUuid === member)) return 'app.groups.add_member.already_member';
  if (pending?.some((row) => row.userUuid === member)) return 'app.groups.add_member.already_requested';
  return undefined;
}

/** A group is full when its active members fill `numberOfMembers` (the backend's own test, api-contract I8). */
export function isGroupFull(group: RaRecord | undefined): boolean {
  if (!group) return false;
  const joined = Array.isArray(group.members) ? group.members.length : 0;
  return joined + 1 > Number(group.numberOfMembers ?? 0);
}
