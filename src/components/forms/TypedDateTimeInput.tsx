import type { ChangeEvent } from 'react';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the kit's one use, wrapped for every form
import { DateTimeInput, type DateTimeInputProps } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { dateTimeInputAfter } from '../format/dates';

/**
 * A date-time the browser takes but JavaScript cannot read: a year of five or six digits ('20261-05-01T10:00',
 * Chromium goes up to 275760).
 */
const isUnreadable = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && Number.isNaN(new Date(value).getTime());

/** What the input shows: the value in the input's form, or an unreadable text as it was typed. */
const shownValue = (value: unknown) => (isUnreadable(value) ? value : dateTimeInputAfter(value, 0));

/**
 * react-admin's DateTimeInput, except for a date-time it cannot read: react-admin ignores it and keeps the previous
 * value, which a save would then send while the field shows another. Here it is kept in the form as typed and shown
 * so, for the field's rules (`withinDateYears`) to refuse it beside the field.
 */
export const TypedDateTimeInput = ({ onChange, ...props }: DateTimeInputProps) => {
  const { setValue } = useFormContext();
  const keepUnreadable = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    if (isUnreadable(typed)) setValue(props.source, typed, { shouldDirty: true, shouldValidate: true });
    onChange?.(event);
  };
  return <DateTimeInput {...props} onChange={keepUnreadable} format={shownValue} />;
};
