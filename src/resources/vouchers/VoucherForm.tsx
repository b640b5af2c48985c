import { NumberInput, SelectInput, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { ActivePackageSelect } from '../../components/forms/ActivePackageSelect';
import { ReplaceableImageInput } from '../../components/forms/ReplaceableImageInput';
import { SaveOnlyToolbar } from '../../components/forms/SaveOnlyToolbar';
import { DEFAULT_COVER_IMAGE } from '../../components/media/defaultImages';
import { voucherValidation } from './voucherValidation';
import { CalendarDateInput } from '../../components/forms/CalendarDateInput';
import { FormRow } from '../../components/forms/FormRow';
import { DISCOUNT_TYPE_CHOICES } from './voucherChoices';

/**
 * The voucher fields shared by 'Add New Voucher' (Save, cover required) and 'Update Voucher' (Update, cover
 * optional). Descriptions have 5 rows (spec 2 §9).
 */
export const VoucherForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const record = useRecordContext();
  const rules = voucherValidation(mode, record?.expiryDate);
  return (
    <SimpleForm
      toolbar={<SaveOnlyToolbar label={mode === 'create' ? 'app.common.save' : 'app.common.update'} />}
    >
      <FormRow>
        <TextInput source="name" validate={rules.name} fullWidth />
        <TextInput source="companyName" validate={rules.companyName} fullWidth />
      </FormRow>
      <TextInput source="description" validate={rules.description} multiline minRows={5} fullWidth />
      <FormRow>
        <NumberInput source="discount" validate={rules.discount} fullWidth />
        <SelectInput
          source="discountType"
          choices={DISCOUNT_TYPE_CHOICES}
          validate={rules.discountType}
          fullWidth
        />
        <CalendarDateInput source="expiryDate" pattern="MM/dd/yyyy" validate={rules.expiryDate} fullWidth />
      </FormRow>
      <FormRow>
        <ActivePackageSelect source="membershipPackage" validate={rules.membershipPackage} />
        <TextInput source="voucherCode" validate={rules.voucherCode} fullWidth />
        <NumberInput source="numberOfVouchers" validate={rules.numberOfVouchers} fullWidth />
      </FormRow>
      <TextInput
        source="termsAndConditions"
        validate={rules.termsAndConditions}
        multiline
        minRows={5}
        fullWidth
      />
      <ReplaceableImageInput
        source="file"
        storedSource="coverImage"
        fallback={DEFAULT_COVER_IMAGE}
        validate={rules.file}
      />
    </SimpleForm>
  );
};
