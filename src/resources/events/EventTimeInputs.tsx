import type { ChangeEvent } from 'react';
import { DateTimeInput, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { dateTimeInputAfter } from '../../components/format/dates';

export interface EventTimeInputsProps {
  validateStart: Validator[];
  validateEnd: Validator[];
}

/**
 * A date-time the browser takes but JavaScript cannot read: a year of five or six digits ('20261-05-01T10:00',
 * Chromium goes up to 275760). react-admin's DateTimeInput ignores it, keeping the previous value, which a save
 * would then send.
 */
const isUnreadable = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && Number.isNaN(new Date(value).getTime());

/** What the input shows: the value in the input's form, or an unreadable text as it was typed. */
const shownValue = (value: unknown) => (isUnreadable(value) ? value : dateTimeInputAfter(value, 0));

/**
 * Start and end date-times; choosing a start sets the end one hour later (spec 2 §4, §9). An unreadable date-time
 * is kept in the form as typed and shown so, and the rules' years refuse it beside its field.
 */
export const EventTimeInputs = ({ validateStart, validateEnd }: EventTimeInputsProps) => {
  const { setValue } = useFormContext();
  const keepUnreadable = (source: string, event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    if (isUnreadable(typed)) setValue(source, typed, { shouldDirty: true, shouldValidate: true });
  };
  const followStart = (event: ChangeEvent<HTMLInputElement>) => {
    keepUnreadable('startTime', event);
    const end = dateTimeInputAfter(event.target.value, 1);
    if (end) setValue('endTime', end, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <>
      <DateTimeInput
        source="startTime"
        // 'Start Time' and 'End Time' here, 'Start Date & Time' and 'End Date & Time' in the lists.
        validate={validateStart}
        onChange={followStart}
        format={shownValue}
        fullWidth
      />
      <DateTimeInput
        source="endTime"
        validate={validateEnd}
        onChange={(event: ChangeEvent<HTMLInputElement>) => keepUnreadable('endTime', event)}
        format={shownValue}
        fullWidth
      />
    </>
  );
};
