import { NumberInput, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { ActivePackageSelect } from '../../components/forms/ActivePackageSelect';
import { CalendarDateInput } from '../../components/forms/CalendarDateInput';
import { FormRow } from '../../components/forms/FormRow';
import { SaveOnlyToolbar } from '../../components/forms/SaveOnlyToolbar';
import { useUniqueValue } from '../../components/forms/useUniqueValue';
import { PromoEventSelect } from './PromoEventSelect';
import { promoCodeValidation } from './promoCodeValidation';

/**
 * The promo code fields (spec 2 §2): event, package, code, expiry, discount (%), number of vouchers and a
 * 5-row description. The expiry is a calendar day (MM/dd/yyyy), the same day in every time zone. A code name
 * the event already has is refused before sending: the backend answers 'Coupon with same name already exists.'
 * but saves the code anyway (api-contract E2).
 */
export const PromoCodeForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const record = useRecordContext();
  const rules = promoCodeValidation(mode, record?.expiryDate);
  const uniqueName = useUniqueValue('promoCodes', 'name', 'app.promoCodes.same_name', {
    within: 'eventUuid',
  });
  return (
    <SimpleForm
      toolbar={<SaveOnlyToolbar label={mode === 'create' ? 'app.common.save' : 'app.common.update'} />}
    >
      <FormRow>
        <PromoEventSelect validate={rules.eventUuid} />
        <ActivePackageSelect source="membershipUuid" validate={rules.membershipUuid} />
      </FormRow>
      <FormRow>
        <TextInput source="name" validate={[...rules.name, uniqueName]} fullWidth />
        <CalendarDateInput source="expiryDate" pattern="MM/dd/yyyy" validate={rules.expiryDate} fullWidth />
      </FormRow>
      <FormRow>
        <NumberInput source="discountAmount" validate={rules.discountAmount} fullWidth />
        <NumberInput source="quantity" validate={rules.quantity} fullWidth />
      </FormRow>
      <TextInput source="description" validate={rules.description} multiline minRows={5} fullWidth />
    </SimpleForm>
  );
};
