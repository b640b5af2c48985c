import type { ChangeEvent } from 'react';
import type { Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { dateTimeInputAfter } from '../../components/format/dates';
import { TypedDateTimeInput } from '../../components/forms/TypedDateTimeInput';

export interface EventTimeInputsProps {
  validateStart: Validator[];
  validateEnd: Validator[];
}

/**
 * Start and end date-times; choosing a start sets the end one hour later (spec 2 §4, §9). A date-time typed with a
 * year JavaScript cannot read stays as typed and its rules refuse it (TypedDateTimeInput).
 */
export const EventTimeInputs = ({ validateStart, validateEnd }: EventTimeInputsProps) => {
  const { setValue } = useFormContext();
  const followStart = (event: ChangeEvent<HTMLInputElement>) => {
    const end = dateTimeInputAfter(event.target.value, 1);
    if (end) setValue('endTime', end, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <>
      <TypedDateTimeInput
        source="startTime"
        // 'Start Time' and 'End Time' here, 'Start Date & Time' and 'End Date & Time' in the lists.
        validate={validateStart}
        onChange={followStart}
        fullWidth
      />
      <TypedDateTimeInput source="endTime" validate={validateEnd} fullWidth />
    </>
  );
};
