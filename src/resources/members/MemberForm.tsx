import { useMemo } from 'react';
import { Typography } from '@mui/material';
import { SelectInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { SaveOnlyToolbar } from '../../components/forms/SaveOnlyToolbar';
import { CountrySelect } from '../../components/forms/CountrySelect';
import { CalendarDateInput } from '../../components/forms/CalendarDateInput';
import { IMAGE_ACCEPT } from '../../components/forms/imageAccept';
import { ReplaceableImageInput } from '../../components/forms/ReplaceableImageInput';
import { DEFAULT_AVATAR_IMAGE } from '../../components/media/defaultImages';
import { yearsAgo } from '../../components/format/dates';
import { todayCalendarDay } from '../../components/format/calendarDates';
import { imageFile } from '../../validation/rules';
import { ActivePackageSelect } from '../../components/forms/ActivePackageSelect';
import { AGE_GROUP_CHOICES, GENDER_CHOICES } from './memberChoices';
import { memberValidation as rules } from './memberValidation';
import { FormRow } from '../../components/forms/FormRow';

/** New members default to the +1 calling code and a date of birth 18 years ago (spec 1 §3, §5). */
const newMemberDefaults = () => ({ countryCode: '+1', dob: yearsAgo(18) });

const imageRules = [imageFile()];

/** 'Member Information': the fields shared by add and update. The email is fixed once created. */
export const MemberForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  const defaults = useMemo(() => (mode === 'create' ? newMemberDefaults() : undefined), [mode]);
  const today = todayCalendarDay();
  return (
    <SimpleForm defaultValues={defaults} toolbar={<SaveOnlyToolbar />}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('app.members.section')}
      </Typography>
      <FormRow>
        <TextInput source="firstName" validate={rules.firstName} fullWidth />
        <TextInput source="lastName" validate={rules.lastName} fullWidth />
      </FormRow>
      <FormRow>
        <TextInput source="email" validate={rules.email} disabled={mode === 'edit'} fullWidth />
        <CountrySelect source="countryCode" stores="callingCode" validate={rules.countryCode} />
        <TextInput source="phoneNumber" validate={rules.phoneNumber} fullWidth />
      </FormRow>
      <FormRow>
        <SelectInput source="gender" choices={GENDER_CHOICES} validate={rules.gender} fullWidth />
        <CalendarDateInput source="dob" pattern="dd/MM/yyyy" validate={rules.dob} max={today} fullWidth />
        <SelectInput
          source="ageRange"
          choices={AGE_GROUP_CHOICES}
          validate={rules.ageRange}
          translateChoice={false}
          fullWidth
        />
      </FormRow>
      <FormRow>
        <TextInput source="address1" validate={rules.address} fullWidth />
        <TextInput source="address2" validate={rules.address} fullWidth />
      </FormRow>
      <FormRow>
        <TextInput source="city" validate={rules.city} fullWidth />
        <TextInput source="state" validate={rules.state} fullWidth />
        <TextInput source="zipCode" validate={rules.zipCode} fullWidth />
      </FormRow>
      <FormRow>
        <CountrySelect source="country" stores="name" validate={rules.country} />
        <ActivePackageSelect source="packageName" validate={rules.packageName} />
      </FormRow>
      {/* The stored photo (coverImage) shows above the picker; a chosen one replaces it on save. */}
      <ReplaceableImageInput
        source="image"
        storedSource="coverImage"
        fallback={DEFAULT_AVATAR_IMAGE}
        validate={imageRules}
        accept={IMAGE_ACCEPT}
      />
    </SimpleForm>
  );
};
