import {
  ImageField,
  ImageInput,
  NumberInput,
  SimpleForm,
  TextInput,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { Box } from '@mui/material';
import { SaveOnlyToolbar } from '../../components/forms/SaveOnlyToolbar';
import { DEFAULT_PACKAGE_IMAGE } from '../../components/media/defaultImages';
import { ImageCell } from '../../components/media/ImageCell';
import { BenefitsInput } from './BenefitsInput';
import { packageValidation } from './packageValidation';

const NEW_PACKAGE = { benefits: [{ value: '' }], colour: '#ff0000' };

/**
 * The package fields shared by create and edit; the image field (`file`) is sent only when chosen. The
 * picker accepts any file so a wrong type gets the spec's message rather than a silent refusal.
 */
export const PackageForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const record = useRecordContext<RaRecord>();
  const rules = packageValidation(mode);
  return (
    <SimpleForm defaultValues={mode === 'create' ? NEW_PACKAGE : undefined} toolbar={<SaveOnlyToolbar />}>
      <TextInput
        source="packageName"
        label="app.packages.fields.packageName"
        validate={rules.packageName}
        fullWidth
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <NumberInput source="annualCost" label="app.packages.fields.annualCost" validate={rules.annualCost} />
        <NumberInput
          source="monthlyCost"
          label="app.packages.fields.monthlyCost"
          validate={rules.monthlyCost}
        />
        <NumberInput source="hhSessions" label="app.packages.fields.hhSessions" validate={rules.hhSessions} />
        <NumberInput source="wsgs" label="app.packages.fields.wsgs" validate={rules.wsgs} />
      </Box>
      <TextInput
        source="colour"
        label="app.packages.fields.colour"
        type="color"
        validate={rules.colour}
        sx={{ width: 160 }}
      />
      <BenefitsInput validate={rules.benefit} />
      {record?.image ? <ImageCell source="image" fallback={DEFAULT_PACKAGE_IMAGE} size={96} /> : null}
      <ImageInput source="file" label="app.packages.fields.image" validate={rules.image}>
        <ImageField source="src" title="title" />
      </ImageInput>
    </SimpleForm>
  );
};
