import { Type, type Static } from 'typebox';
import { moment, nullable, record } from '../../http/answers.js';
import {
  amount,
  choice,
  flag,
  lenient,
  list,
  optional,
  optionalText,
  reference,
  strict,
  text,
} from '../../http/validation/fields.js';
import { Package } from '../packages/schemas.js';

/** Health heroes, session requests, applications and spotlight videos (api-contract §7.J). */

export const AGE_BRACKETS = ['Elderly', 'Senior', 'Matured', 'Youth'] as const;
export const HERO_CATEGORIES = ['Combat', 'Exemplary', 'Reversal', 'Doctor'] as const;
export const MENTORING_CHANNELS = ['on-site', 'online'] as const;
export const WEEK_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

const texts = () => Type.Array(Type.String());
const optionalString = () => nullable(Type.String());

/** `User: [{name, email, city, country}]`: the member a hero, session or application belongs to. */
const UserSummary = Type.Array(
  record({ name: optionalString(), email: Type.String(), city: optionalString(), country: optionalString() }),
);

export const Hero = record({
  uuid: Type.String(),
  userUuid: Type.String(),
  name: Type.String(),
  ageBracket: Type.String(),
  image: optionalString(),
  category: Type.String(),
  experience: Type.String(),
  diseaseType: texts(),
  areaOfMentoring: texts(),
  preferrableDays: texts(),
  numberOfHours: Type.Number(),
  mentoringChannel: Type.String(),
  membershipPackage: Type.String(),
  reasonForMentoring: optionalString(),
  isActive: Type.Boolean(),
  createdAt: moment(),
  updatedAt: moment(),
  spotlightVideo: Type.Array(record({ title: optionalString(), video: Type.String() })),
});

/** The list and the view: with `User` and `packages`; the list also the count of pending session requests. */
export const HeroWithJoins = record({
  ...Hero.properties,
  User: UserSummary,
  packages: Type.Array(Package),
  pendingRequests: Type.Optional(Type.Integer()),
});

const heroFields = {
  userUuid: reference(),
  ageBracket: choice(AGE_BRACKETS),
  category: choice(HERO_CATEGORIES),
  experience: text('long'),
  diseaseType: list('short', { required: true }),
  areaOfMentoring: list('short', { required: true }),
  preferrableDays: Type.Array(choice(WEEK_DAYS), { minItems: 1, maxItems: WEEK_DAYS.length }),
  mentoringChannel: choice(MENTORING_CHANNELS),
  numberOfHours: Type.Optional(amount('hours')),
  membershipPackage: reference(),
  reasonForMentoring: Type.Optional(optionalText('long')),
};

/** J2: multipart, Joi-strict; lists as comma-joined text or repeated parts. */
export const HeroCreate = strict(heroFields);
export type HeroCreate = Static<typeof HeroCreate>;

/** J4: `uuid` plus any form field (others ignored). */
export const HeroUpdate = lenient({ uuid: reference(), ...optional(heroFields) });
export type HeroUpdate = Static<typeof HeroUpdate>;

/** J6 / J7: the hero whose session requests to list. */
export const HeroSessionsQuery = lenient({ healthHeroUuid: reference() });

/** J8: approve (true) or reject (false) a member's session requests with a hero. */
export const SessionDecision = lenient({
  userUuid: reference(),
  healthHeroUuid: reference(),
  isActive: flag(),
});
export type SessionDecision = Static<typeof SessionDecision>;

export const SessionRequest = record({
  uuid: Type.String(),
  userUuid: Type.String(),
  healthHeroUuid: Type.String(),
  name: optionalString(),
  email: Type.String(),
  sessionDate: nullable(moment()),
  sessionTime: nullable(moment()),
  sessionPurpose: optionalString(),
  otherProblems: optionalString(),
  consultation: optionalString(),
  isActive: nullable(Type.Boolean()),
});

/** J10: `healthHeroUuid` holds the application's own uuid, as in the backend. */
export const ApplicationQuery = lenient({ healthHeroUuid: reference() });

export const Application = record({
  uuid: Type.String(),
  userUuid: Type.String(),
  mobile: Type.String(),
  image: optionalString(),
  uploadStory: Type.String(),
  uploadDocuments: optionalString(),
  ageGroup: Type.String(),
  category: Type.String(),
  areaOfMentoring: Type.String(),
  numberOfHours: Type.Number(),
  mentoringChannel: Type.String(),
  membershipPackage: Type.String(),
  reasonForMentoring: optionalString(),
  isActive: Type.Boolean(),
  createdAt: moment(),
  updatedAt: moment(),
  User: UserSummary,
});

/** J11's rows: one per video, flattened with its hero. */
export const SpotlightVideo = record({
  uuid: Type.String(),
  name: Type.String(),
  image: optionalString(),
  title: optionalString(),
  video: Type.String(),
});

/** J12: a video for a hero, with an optional title; the file is `video`. */
export const SpotlightCreate = lenient({
  healthHeroUuid: reference(),
  title: Type.Optional(optionalText('name')),
});
export type SpotlightCreate = Static<typeof SpotlightCreate>;

/** J13: the key of the video: the last path segment of its stored path. */
export const SpotlightDelete = lenient({ healthHeroUuid: reference(), spotlightVideo: text('url') });
export type SpotlightDelete = Static<typeof SpotlightDelete>;
