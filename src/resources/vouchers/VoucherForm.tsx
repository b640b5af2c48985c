import { Box } from '@mui/material';
import { DateInput, NumberInput, SelectInput, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { ActivePackageSelect } from '../../components/forms/ActivePackageSelect';
import { ReplaceableImageInput } from '../../components/forms/ReplaceableImageInput';
import { SaveOnlyToolbar } from '../../components/forms/SaveOnlyToolbar';
import { DEFAULT_COVER_IMAGE } from '../../components/media/defaultImages';
import { voucherValidation } from './voucherValidation';

const LABELS = 'app.vouchers.fields';

/** Discount types (spec 2 §9): flat and %. */
const DISCOUNT_TYPE_CHOICES = [
  { id: 'flat', name: 'app.vouchers.discount_types.flat' },
  { id: '%', name: 'app.vouchers.discount_types.percent' },
];

const Row = ({ children }: { children: React.ReactNode }) => (
  <Box sx={{ display: 'flex', gap: 2, width: '100%', flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
    {children}
  </Box>
);

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
      <Row>
        <TextInput source="name" label={`${LABELS}.name`} validate={rules.name} fullWidth />
        <TextInput
          source="companyName"
          label={`${LABELS}.company_name`}
          validate={rules.companyName}
          fullWidth
        />
      </Row>
      <TextInput
        source="description"
        label={`${LABELS}.description`}
        validate={rules.description}
        multiline
        minRows={5}
        fullWidth
      />
      <Row>
        <NumberInput source="discount" label={`${LABELS}.discount`} validate={rules.discount} fullWidth />
        <SelectInput
          source="discountType"
          label={`${LABELS}.discount_type`}
          choices={DISCOUNT_TYPE_CHOICES}
          validate={rules.discountType}
          fullWidth
        />
        <DateInput
          source="expiryDate"
          label={`${LABELS}.expiry_date`}
          validate={rules.expiryDate}
          fullWidth
        />
      </Row>
      <Row>
        <ActivePackageSelect
          source="membershipPackage"
          label={`${LABELS}.membership_package`}
          validate={rules.membershipPackage}
        />
        <TextInput
          source="voucherCode"
          label={`${LABELS}.voucher_code`}
          validate={rules.voucherCode}
          fullWidth
        />
        <NumberInput
          source="numberOfVouchers"
          label={`${LABELS}.number_of_vouchers`}
          validate={rules.numberOfVouchers}
          fullWidth
        />
      </Row>
      <TextInput
        source="termsAndConditions"
        label={`${LABELS}.terms_and_conditions`}
        validate={rules.termsAndConditions}
        multiline
        minRows={5}
        fullWidth
      />
      <ReplaceableImageInput
        source="file"
        storedSource="coverImage"
        label={`${LABELS}.cover_image`}
        fallback={DEFAULT_COVER_IMAGE}
        validate={rules.file}
      />
    </SimpleForm>
  );
};
