import { Type, type Static } from 'typebox';
import { moment, nullable, record } from '../../http/answers.js';
import {
  amount,
  choice,
  date,
  lenient,
  numberChoice,
  optional,
  optionalText,
  reference,
  strict,
  text,
  webUrl,
} from '../../http/validation/fields.js';
import { Member } from '../members/schemas.js';
import { Package } from '../packages/schemas.js';

/** Events, their speakers and registrations (api-contract §7.D, §8 Event). */

export const EVENT_MODES = ['online', 'on-site'] as const;

const Speaker = record({
  name: Type.String(),
  designation: Type.String(),
  description: Type.String(),
  linkedInProfile: Type.String(),
  image: Type.String(),
});

export const Event = record({
  uuid: Type.String(),
  name: Type.String(),
  description: Type.String(),
  image: nullable(Type.String()),
  price: Type.Number(),
  startTime: moment(),
  endTime: moment(),
  duration: Type.Integer(),
  eventMode: Type.String(),
  meetingType: nullable(Type.String()),
  zoomEventId: nullable(Type.String()),
  eventLink: nullable(Type.String()),
  eventCategory: Type.String(),
  membershipPackage: Type.String(),
  registrationLink: nullable(Type.String()),
  speakers: Type.Array(Speaker),
  status: Type.Integer(),
  allowRegistration: Type.Boolean(),
  EventRegisteredUsers: Type.Integer(),
  createdAt: moment(),
  updatedAt: moment(),
});

/** The draft list and the view also carry `packages: [Package]`. */
export const EventWithPackages = record({ ...Event.properties, packages: Type.Array(Package) });

/**
 * D2's Joi-strict fields. The meeting type (online events) and the venue in `eventLink` (on-site events) are
 * checked against the mode by the service; '' clears the optional texts.
 */
const eventFields = {
  name: text('name'),
  description: text('long'),
  price: amount('money'),
  startTime: date(),
  endTime: date(),
  eventMode: choice(EVENT_MODES),
  meetingType: Type.Optional(optionalText('short')),
  eventLink: Type.Optional(optionalText('url')),
  eventCategory: text('short'),
  membershipPackage: reference(),
  registrationLink: Type.Optional(webUrl({ allowEmpty: true })),
  status: Type.Optional(numberChoice([0, 1, 2])),
};

export const EventCreate = strict(eventFields);
export type EventCreate = Static<typeof EventCreate>;

/** D3: `uuid` plus only these; `duration` (always recomputed) and a text `image` (only a file replaces it) are ignored. */
export const EventUpdate = strict({
  uuid: reference(),
  image: Type.Optional(optionalText('url')),
  duration: Type.Optional(amount('duration')),
  ...optional(eventFields),
});
export type EventUpdate = Static<typeof EventUpdate>;

export const EventRegistrationSwitch = lenient({ uuid: reference(), allowRegistration: Type.Boolean() });
export type EventRegistrationSwitch = Static<typeof EventRegistrationSwitch>;

/** D9: Joi-strict. */
export const SpeakerCreate = strict({
  eventUuid: reference(),
  name: text('name'),
  designation: text('name'),
  description: text('long'),
  linkedInProfile: Type.Optional(webUrl({ allowEmpty: true })),
});
export type SpeakerCreate = Static<typeof SpeakerCreate>;

/** D10: the speakers of the event with that name. */
export const SpeakerDelete = lenient({ eventUuid: reference(), name: text('name') });
export type SpeakerDelete = Static<typeof SpeakerDelete>;

/** D8's rows. */
export const Registration = record({
  uuid: Type.String(),
  userUuid: Type.String(),
  eventUuid: Type.String(),
  quantity: Type.Integer(),
  isActive: Type.Boolean(),
  createdAt: moment(),
  updatedAt: moment(),
  Users: Type.Array(Member),
});
