import { minValue } from 'react-admin';
import { amountOf, withinDateYears, withinLength } from '../../validation/fieldLimits';
import { imageFile, notInPast, requiredField, validUrl } from '../../validation/rules';
import { unlessSaved } from '../../validation/unlessSaved';
import { timeOf } from '../../components/format/dates';

type Values = Record<string, unknown>;

/**
 * Required only while the form's event mode is `mode` (venue on-site, meeting type online; spec 2 §5). It
 * keeps requiredField's mark, so the field shows its asterisk: the form shows it only in that mode (or while
 * no mode is chosen, when the mode itself is still required).
 */
const requiredInMode = (mode: string) => {
  const required = requiredField();
  return Object.assign(
    (value: unknown, values?: Values) => (values?.eventMode === mode ? required(value) : undefined),
    { isRequired: true },
  );
};

/** 'End Time must be greater than Start Time'. */
const endAfterStart = (value: unknown, values?: Values) => {
  const end = timeOf(value);
  const start = timeOf(values?.startTime);
  return end === undefined || start === undefined || end > start ? undefined : 'app.events.end_after_start';
};

/**
 * The event form's rules (spec 2 §5): name, description, mode, package and category required; the venue
 * on-site and the meeting type online; start not in the past, end after it; the registration link a URL
 * with scheme; the price a number ≥ 0; the image JPG, PNG or JPEG (2 MB), required on create only. Lengths and the
 * price's upper bound are the server's (shared/fieldRules.ts).
 */
export function eventValidation(mode: 'create' | 'edit', savedStart?: unknown) {
  const required = requiredField();
  const image = [imageFile()];
  return {
    eventName: [required, withinLength('name')],
    eventDescription: [required, withinLength('long')],
    eventMode: [required],
    meetingType: [requiredInMode('online')],
    eventVenue: [requiredInMode('on-site'), withinLength('url')],
    eventCategory: [required],
    membership: [required],
    registrationLink: [validUrl(), withinLength('url')],
    price: [required, ...amountOf('money', { minimum: minValue(0) })],
    // On edit the saved start left as it was passes: a started event can still be corrected (spec 2 is silent).
    startTime: [
      required,
      withinDateYears,
      unlessSaved(mode === 'edit' ? savedStart : undefined, notInPast('app.common.date_in_past', true)),
    ],
    endTime: [required, withinDateYears, endAfterStart],
    file: mode === 'create' ? [required, ...image] : image,
  };
}
