import { ALL_PACKAGES_QUERY } from '../../components/forms/allPackagesQuery';
import { CATEGORY_CHOICES } from '../../components/forms/categoryChoices';
import { eventModeLabel } from '../events/ModeText';
import { EVENT_STATUS } from '../events/eventStatus';
import { MEETING_TYPE_CHOICES } from '../events/eventChoices';
import { DOCUMENT_TYPE_CHOICES } from '../documents/documentChoices';
import { DISCOUNT_TYPE_CHOICES } from '../vouchers/voucherChoices';
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
import type { ChoiceLabel, FieldReading, FieldReference } from '../../components/activity/fieldReading';

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

const PACKAGE: FieldReference = { resource: 'packages', nameField: 'packageName', query: ALL_PACKAGES_QUERY };
const byPackage: FieldReading = { reference: PACKAGE };
const byCategory: FieldReading = { choiceLabel: among(CATEGORY_CHOICES) };

/**
 * The readings by resource (the log's `resource`) and by the API's field name. Kept here rather than in each
 * folder's descriptor: the descriptors load with every screen, and these readings and their choice lists only with
 * the log and an edit screen's record history (FieldChanges), not with a list (issue 26: the first screen's
 * JavaScript).
 */
const FIELD_READINGS: Readonly<Record<string, Readonly<Record<string, FieldReading>>>> = {
  events: {
    // The API's numeric status, not the form's Save As Draft flag of the same name.
    status: { label: 'statusCode', choiceLabel: among(EVENT_STATUS_CHOICES) },
    eventMode: { choiceLabel: eventModeLabel },
    meetingType: { choiceLabel: among(MEETING_TYPE_CHOICES) },
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
  documents: {
    type: { choiceLabel: among(DOCUMENT_TYPE_CHOICES) },
    category: byCategory,
    membershipType: { label: 'membership', reference: PACKAGE },
  },
  vouchers: { discountType: { choiceLabel: among(DISCOUNT_TYPE_CHOICES) }, membershipPackage: byPackage },
};

const NO_READING: FieldReading = {};

/** How the log reads `field` of `resource`: nothing special for a field the screens read as the log does. */
export const fieldReadingOf = (resource: string, field: string): FieldReading =>
  (Object.hasOwn(FIELD_READINGS, resource) && FIELD_READINGS[resource]?.[field]) || NO_READING;
