import { useMemo, useRef } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { TextInput, useTranslate, useWrappedSource, type TextInputProps, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import {
  type CalendarDayPattern,
  calendarDayOf,
  formatCalendarDay,
  parseCalendarDay,
} from '../format/calendarDates';
import { withinDateYears } from '../../validation/fieldLimits';

export interface CalendarDateInputProps extends Omit<TextInputProps, 'format' | 'parse' | 'type'> {
  /** The spec's form format, shown (in the admin's language) whatever the browser's locale. */
  pattern: CalendarDayPattern;
  /** The latest day the picker offers, 'yyyy-MM-dd' (the rules still check typed days). */
  max?: string;
}

/** Typed text that names no day in the input's format (`pattern` as the admin reads it). */
const unreadableDay =
  (pattern: string): Validator =>
  (value: unknown) =>
    value && !calendarDayOf(value) ? { message: 'app.common.date_format', args: { pattern } } : undefined;

/** The pattern in the admin's language ('MM/dd/yyyy' in English, 'AA/GG/YYYY' in Turkish). */
const patternText = (pattern: CalendarDayPattern, translate: (key: string) => string) =>
  pattern.replace(/yyyy|MM|dd/g, (part) => translate(`app.common.date_parts.${part}`));

const asArray = (validate: TextInputProps['validate']): Validator[] =>
  validate === undefined ? [] : Array.isArray(validate) ? validate : [validate];

/**
 * A calendar date (a date of birth, an expiry day) typed as `pattern` ('dd/MM/yyyy') or picked from the
 * browser's calendar. The form value is the day as 'yyyy-MM-dd' (a stored '…T00:00:00.000Z' is shown as the
 * day it names), never a local-time Date, so the day does not move in time zones west of UTC. Text that is
 * not yet a whole day stays as typed and is refused with the expected format.
 */
export const CalendarDateInput = ({ pattern, max, validate, source, ...props }: CalendarDateInputProps) => {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext();
  // The field's full name inside an ArrayInput or another source prefix, as TextInput resolves it.
  const field = useWrappedSource(source);
  const picker = useRef<HTMLInputElement>(null);
  const shownPattern = patternText(pattern, translate);
  const rules = useMemo(
    () => [unreadableDay(shownPattern), withinDateYears, ...asArray(validate)],
    [shownPattern, validate],
  );

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    input.value = calendarDayOf(getValues(field));
    // showPicker is missing in older browsers; a click opens the picker there.
    if (typeof input.showPicker === 'function') input.showPicker();
    else input.click();
  };

  const endAdornment = (
    <InputAdornment position="end">
      <IconButton
        aria-label={translate('app.common.choose_date')}
        onClick={openPicker}
        edge="end"
        size="small"
      >
        <EventIcon fontSize="small" />
      </IconButton>
      <input
        ref={picker}
        type="date"
        max={max}
        tabIndex={-1}
        aria-hidden
        style={{ position: 'absolute', width: 0, height: 0, opacity: 0, pointerEvents: 'none' }}
        onChange={(event) =>
          setValue(field, event.target.value || null, { shouldDirty: true, shouldValidate: true })
        }
      />
    </InputAdornment>
  );

  return (
    <TextInput
      {...props}
      source={source}
      validate={rules}
      placeholder={shownPattern}
      format={(value: unknown) =>
        calendarDayOf(value) ? formatCalendarDay(value, pattern) : typeof value === 'string' ? value : ''
      }
      parse={(text: string) => (text.trim() === '' ? null : (parseCalendarDay(text, pattern) ?? text))}
      slotProps={{ input: { endAdornment } }}
    />
  );
};
