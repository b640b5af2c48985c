import type { ChangeEvent } from 'react';
import { DateTimeInput, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { dateTimeInputAfter } from '../../components/format/dates';

export interface EventTimeInputsProps {
  validateStart: Validator[];
  validateEnd: Validator[];
}

/** Start and end date-times; choosing a start sets the end one hour later (spec 2 §4, §9). */
export const EventTimeInputs = ({ validateStart, validateEnd }: EventTimeInputsProps) => {
  const { setValue } = useFormContext();
  const followStart = (event: ChangeEvent<HTMLInputElement>) => {
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
        fullWidth
      />
      <DateTimeInput source="endTime" validate={validateEnd} fullWidth />
    </>
  );
};
