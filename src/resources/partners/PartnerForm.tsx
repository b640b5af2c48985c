import { SelectInput, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { CountrySelect } from '../../components/forms/CountrySelect';
import { SaveOnlyToolbar } from '../../components/forms/SaveOnlyToolbar';
import { StoredImageInput } from '../../components/forms/StoredImageInput';
import { useUniqueValue } from '../../components/forms/useUniqueValue';
import { PARTNER_TYPE_CHOICES } from './partnerTypes';
import { partnerValidation } from './partnerValidation';
import { CalendarDateInput } from '../../components/forms/CalendarDateInput';
import { FormRow } from '../../components/forms/FormRow';

/** New partners default to the +1 calling code, as new members do. */
const NEW_PARTNER = { countryCode: '+1' };

/**
 * The business partner fields shared by add and update (spec 3 §5). The logo is sent only when a new one
 * is chosen.
 */
export const PartnerForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const record = useRecordContext();
  const rules = partnerValidation(mode, record?.expiryDate);
  const uniqueName = useUniqueValue('partners', 'businessName', 'app.marketplace.partners.name_taken');
  return (
    <SimpleForm defaultValues={mode === 'create' ? NEW_PARTNER : undefined} toolbar={<SaveOnlyToolbar />}>
      <FormRow>
        <TextInput source="businessName" validate={[...rules.businessName, uniqueName]} fullWidth />
        <TextInput source="emailId" validate={rules.emailId} fullWidth />
      </FormRow>
      <FormRow>
        <CountrySelect source="countryCode" stores="callingCode" validate={rules.countryCode} />
        <TextInput source="phoneNumber" validate={rules.phoneNumber} fullWidth />
      </FormRow>
      <FormRow>
        <SelectInput source="type" choices={PARTNER_TYPE_CHOICES} validate={rules.type} fullWidth />
        <CalendarDateInput source="expiryDate" pattern="MM/dd/yyyy" validate={rules.expiryDate} fullWidth />
      </FormRow>
      <TextInput source="link" validate={rules.link} fullWidth />
      <TextInput source="description" validate={rules.description} multiline minRows={3} fullWidth />
      <StoredImageInput source="logo" validate={rules.logo} helperText="app.marketplace.partners.logo_hint" />
    </SimpleForm>
  );
};
