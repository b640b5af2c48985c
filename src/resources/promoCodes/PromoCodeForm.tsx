import { NumberInput, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { ActivePackageSelect } from '../../components/forms/ActivePackageSelect';
import { CalendarDateInput } from '../../components/forms/CalendarDateInput';
import { FormRow } from '../../components/forms/FormRow';
import { SaveOnlyToolbar } from '../../components/forms/SaveOnlyToolbar';
import { PromoEventSelect } from './PromoEventSelect';
import { promoCodeValidation } from './promoCodeValidation';

const LABELS = 'app.promoCodes.fields';

/**
 * The promo code fields (spec 2 §2): event, package, code, expiry, discount (%), number of vouchers and a
 * 5-row description. The expiry is a calendar day (MM/dd/yyyy), the same day in every time zone.
 */
export const PromoCodeForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const record = useRecordContext();
  const rules = promoCodeValidation(mode, record?.expiryDate);
  return (
    <SimpleForm
      toolbar={<SaveOnlyToolbar label={mode === 'create' ? 'app.common.save' : 'app.common.update'} />}
    >
      <FormRow>
        <PromoEventSelect validate={rules.eventUuid} />
        <ActivePackageSelect
          source="membershipUuid"
          label={`${LABELS}.membership`}
          validate={rules.membershipUuid}
        />
      </FormRow>
      <FormRow>
        <TextInput source="name" label={`${LABELS}.name`} validate={rules.name} fullWidth />
        <CalendarDateInput
          source="expiryDate"
          pattern="MM/dd/yyyy"
          label={`${LABELS}.expiry_date`}
          validate={rules.expiryDate}
          fullWidth
        />
      </FormRow>
      <FormRow>
        <NumberInput
          source="discountAmount"
          label={`${LABELS}.discount_amount`}
          validate={rules.discountAmount}
          fullWidth
        />
        <NumberInput source="quantity" label={`${LABELS}.quantity`} validate={rules.quantity} fullWidth />
      </FormRow>
      <TextInput
        source="description"
        label={`${LABELS}.description`}
        validate={rules.description}
        multiline
        minRows={5}
        fullWidth
      />
    </SimpleForm>
  );
};
