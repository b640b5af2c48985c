import { lenient, reference } from '../http/validation/fields.js';

/** `{uuid}`: the body of the view, delete and notify calls (other keys are ignored, as the backend ignores them). */
export const UuidBody = lenient({ uuid: reference() });
