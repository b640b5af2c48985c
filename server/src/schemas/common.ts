import type { Static } from 'typebox';
import { flag, lenient, reference } from '../http/validation/fields.js';

/** `{uuid}`: the body of the view, delete and notify calls (other keys are ignored, as the backend ignores them). */
export const UuidBody = lenient({ uuid: reference() });

/** `{uuid, isActive}`: the body of a record's active/inactive switch (groups, heroes, content items). */
export const ActiveSwitchBody = lenient({ uuid: reference(), isActive: flag() });
export type ActiveSwitchBody = Static<typeof ActiveSwitchBody>;
