import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import {
  DateInput,
  ImageField,
  ImageInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import { SaveOnlyToolbar } from '../../components/forms/SaveOnlyToolbar';
import { CountrySelect } from '../../components/forms/CountrySelect';
import { toDateInputValue, yearsAgo } from '../../components/format/dates';
import { imageFile } from '../../validation/rules';
import { ActivePackageSelect } from '../../components/forms/ActivePackageSelect';
import { AGE_GROUP_CHOICES, GENDER_CHOICES } from './memberChoices';
import { memberValidation as rules } from './memberValidation';

/** New members default to the +1 calling code and a date of birth 18 years ago (spec 1 §3, §5). */
const newMemberDefaults = () => ({ countryCode: '+1', dob: yearsAgo(18) });

const imageRules = [imageFile()];

const Row = ({ children }: { children: React.ReactNode }) => (
  <Box sx={{ display: 'flex', gap: 2, width: '100%', flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
    {children}
  </Box>
);

/** 'Member Information': the fields shared by add and update. The email is fixed once created. */
export const MemberForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  const defaults = useMemo(() => (mode === 'create' ? newMemberDefaults() : undefined), [mode]);
  const today = toDateInputValue(new Date());
  return (
    <SimpleForm defaultValues={defaults} toolbar={<SaveOnlyToolbar />}>
      <Typography variant="h6" gutterBottom>
        {translate('app.members.section')}
      </Typography>
      <Row>
        <TextInput
          source="firstName"
          label="app.members.fields.firstName"
          validate={rules.firstName}
          fullWidth
        />
        <TextInput
          source="lastName"
          label="app.members.fields.lastName"
          validate={rules.lastName}
          fullWidth
        />
      </Row>
      <Row>
        <TextInput
          source="email"
          label="app.members.fields.email"
          validate={rules.email}
          disabled={mode === 'edit'}
          fullWidth
        />
        <CountrySelect
          source="countryCode"
          label="app.members.fields.countryCode"
          stores="callingCode"
          validate={rules.countryCode}
        />
        <TextInput
          source="phoneNumber"
          label="app.members.fields.phoneNumber"
          validate={rules.phoneNumber}
          fullWidth
        />
      </Row>
      <Row>
        <SelectInput
          source="gender"
          label="app.members.fields.gender"
          choices={GENDER_CHOICES}
          validate={rules.gender}
          fullWidth
        />
        <DateInput
          source="dob"
          label="app.members.fields.dob"
          validate={rules.dob}
          slotProps={{ htmlInput: { max: today } }}
          fullWidth
        />
        <SelectInput
          source="ageRange"
          label="app.members.fields.ageRange"
          choices={AGE_GROUP_CHOICES}
          validate={rules.ageRange}
          translateChoice={false}
          fullWidth
        />
      </Row>
      <Row>
        <TextInput source="address1" label="app.members.fields.address1" fullWidth />
        <TextInput source="address2" label="app.members.fields.address2" fullWidth />
      </Row>
      <Row>
        <TextInput source="city" label="app.members.fields.city" validate={rules.city} fullWidth />
        <TextInput source="state" label="app.members.fields.state" fullWidth />
        <TextInput source="zipCode" label="app.members.fields.zipCode" fullWidth />
      </Row>
      <Row>
        <CountrySelect
          source="country"
          label="app.members.fields.country"
          stores="name"
          validate={rules.country}
        />
        <ActivePackageSelect
          source="packageName"
          label="app.members.fields.packageName"
          validate={rules.packageName}
        />
      </Row>
      <ImageInput source="image" label="app.members.fields.image" validate={imageRules}>
        <ImageField source="src" title="title" />
      </ImageInput>
    </SimpleForm>
  );
};
