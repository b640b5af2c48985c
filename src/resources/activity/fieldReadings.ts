import { CATEGORY_CHOICES } from '../../components/forms/categoryChoices';
import { eventModeLabel } from '../events/ModeText';
import { EVENT_STATUS } from '../events/eventStatus';
import {
  AGE_BRACKET_CHOICES,
  CHANNEL_CHOICES,
  DAY_CHOICES,
  DISEASE_CHOICES,
  HERO_CATEGORY_CHOICES,
} from '../heroes/heroChoices';
import { GENDER_CHOICES } from '../members/memberChoices';
import { ALL_TYPE_CHOICES } from '../multimedia/multimediaTypes';
import { PARTNER_TYPE_CHOICES } from '../partners/partnerTypes';

/** The i18n key of a stored value's label, or undefined for a value the screens do not name. */
export type ChoiceLabel = (value: unknown) => string | undefined;

/** A field recorded by another resource's id, shown by that record's name. */
export interface FieldReference {
  resource: string;
  /** The referenced record's field holding its name. */
  nameField: string;
}

/**
 * How the activity log reads a field the API records (its name and stored value), where the resource's screens
 * read it otherwise than the log would by itself (FieldChanges): a label of their own, choices naming codes.
 */
export interface FieldReading {
  /** The screens' source naming the field (`resources.<resource>.fields.<label>`). */
  label?: string;
  /** Each stored value (each item of a list) by the label the screens' choices give it. */
  choiceLabel?: ChoiceLabel;
  reference?: FieldReference;
}

type Choices = readonly { id: string | number; name: string }[];

/** A value's label among `choices`, matched as text and case ignored (the backend may store 'male'). */
const among =
  (choices: Choices): ChoiceLabel =>
  (value) =>
    choices.find((choice) => String(choice.id).toLowerCase() === String(value).toLowerCase())?.name;

/** The event status badge's words for the stored status (spec 2 §4: "1 is Upcoming"). */
const EVENT_STATUS_CHOICES: Choices = [
  { id: EVENT_STATUS.cancelled, name: 'app.events.status.cancelled' },
  { id: EVENT_STATUS.active, name: 'app.events.status.upcoming' },
  { id: EVENT_STATUS.draft, name: 'app.events.status.draft' },
];

/** The event form's meeting types, whose labels are keyed by the stored value. */
const meetingTypeLabel: ChoiceLabel = (value) =>
  value === 'webinar' || value === 'meeting' ? `app.events.meeting_types.${value}` : undefined;

const PACKAGE: FieldReference = { resource: 'packages', nameField: 'packageName' };
const byPackage: FieldReading = { reference: PACKAGE };
const byCategory: FieldReading = { choiceLabel: among(CATEGORY_CHOICES) };

/**
 * The readings by resource (the log's `resource`) and by the API's field name. Kept here rather than in each
 * folder's descriptor: the descriptors load with every screen, and these readings and their choice lists only with
 * the log (issue 26: the first screen's JavaScript).
 */
const FIELD_READINGS: Readonly<Record<string, Readonly<Record<string, FieldReading>>>> = {
  events: {
    // The API's numeric status, not the form's Save As Draft flag of the same name.
    status: { label: 'statusCode', choiceLabel: among(EVENT_STATUS_CHOICES) },
    eventMode: { choiceLabel: eventModeLabel },
    meetingType: { choiceLabel: meetingTypeLabel },
    eventCategory: byCategory,
    membershipPackage: { label: 'membership', reference: PACKAGE },
  },
  members: {
    // The member's membership, recorded as an object whose name the log shows.
    package: { label: 'packageName' },
    gender: { choiceLabel: among(GENDER_CHOICES) },
  },
  groups: { groupCategory: byCategory, membershipPackage: byPackage },
  heroes: {
    diseaseType: { choiceLabel: among(DISEASE_CHOICES) },
    areaOfMentoring: { choiceLabel: among(DISEASE_CHOICES) },
    ageBracket: { choiceLabel: among(AGE_BRACKET_CHOICES) },
    category: { choiceLabel: among(HERO_CATEGORY_CHOICES) },
    preferrableDays: { choiceLabel: among(DAY_CHOICES) },
    mentoringChannel: { choiceLabel: among(CHANNEL_CHOICES) },
    membershipPackage: byPackage,
  },
  partners: { type: { choiceLabel: among(PARTNER_TYPE_CHOICES) } },
  multimedia: {
    type: { choiceLabel: among(ALL_TYPE_CHOICES) },
    category: byCategory,
    membershipType: { label: 'membership', reference: PACKAGE },
  },
  documents: { category: byCategory, membershipType: { label: 'membership', reference: PACKAGE } },
  vouchers: { membershipPackage: byPackage },
};

const NO_READING: FieldReading = {};

/** How the log reads `field` of `resource`: nothing special for a field the screens read as the log does. */
export const fieldReadingOf = (resource: string, field: string): FieldReading =>
  (Object.hasOwn(FIELD_READINGS, resource) && FIELD_READINGS[resource]?.[field]) || NO_READING;
