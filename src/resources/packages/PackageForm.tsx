import { NumberInput, SimpleForm, TextInput } from 'react-admin';
import { Box } from '@mui/material';
import { IMAGE_ACCEPT } from '../../components/forms/imageAccept';
import { ReplaceableImageInput } from '../../components/forms/ReplaceableImageInput';
import { SaveOnlyToolbar } from '../../components/forms/SaveOnlyToolbar';
import { useUniqueValue } from '../../components/forms/useUniqueValue';
import { DEFAULT_PACKAGE_IMAGE } from '../../components/media/defaultImages';
import { BenefitsInput } from './BenefitsInput';
import { packageValidation } from './packageValidation';

const NEW_PACKAGE = { benefits: [{ value: '' }], colour: '#ff0000' };

/**
 * The package fields shared by create and edit; the image field (`file`) is sent only when chosen. The
 * picker offers only JPG, JPEG and PNG files; another type dropped on it gets the spec's message.
 */
export const PackageForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const rules = packageValidation(mode);
  const uniqueName = useUniqueValue('packages', 'packageName', 'app.packages.name_taken');
  return (
    <SimpleForm defaultValues={mode === 'create' ? NEW_PACKAGE : undefined} toolbar={<SaveOnlyToolbar />}>
      <TextInput source="packageName" validate={[...rules.packageName, uniqueName]} fullWidth />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <NumberInput source="annualCost" validate={rules.annualCost} />
        <NumberInput source="monthlyCost" validate={rules.monthlyCost} />
        <NumberInput source="hhSessions" validate={rules.hhSessions} />
        <NumberInput source="wsgs" validate={rules.wsgs} />
      </Box>
      <TextInput source="colour" type="color" validate={rules.colour} sx={{ width: 160 }} />
      <BenefitsInput validate={rules.benefit} />
      <ReplaceableImageInput
        source="file"
        storedSource="image"
        fallback={DEFAULT_PACKAGE_IMAGE}
        validate={rules.image}
        accept={IMAGE_ACCEPT}
      />
    </SimpleForm>
  );
};
