import { HttpError, type RaRecord } from 'react-admin';
import { ERROR_KEYS } from '../../api/apiErrors';
import { serverErrorText } from '../../components/forms/serverErrorText';

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

/**
 * A refused add's message. The backend refuses a full group with an empty error text (api-contract.md I8),
 * which reaches here as the generic 400: the one refusal of an add it leaves unworded, so it is named.
 */
export function addMemberErrorText(error: unknown): string {
  const wordless = error instanceof HttpError && error.status === 400 && error.message === ERROR_KEYS.generic;
  return wordless ? 'app.groups.add_member.group_full' : serverErrorText(error);
}
