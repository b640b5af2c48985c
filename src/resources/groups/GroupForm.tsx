import {
  ImageField,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { ActivePackageSelect } from '../../components/forms/ActivePackageSelect';
import { CATEGORY_CHOICES } from '../../components/forms/categoryChoices';
import { CountrySelect } from '../../components/forms/CountrySelect';
import { MemberAutocompleteInput } from '../../components/forms/MemberAutocompleteInput';
import { SaveOnlyToolbar } from '../../components/forms/SaveOnlyToolbar';
import { useImageHint } from '../../components/forms/useImageHint';
import { useUniqueValue } from '../../components/forms/useUniqueValue';
import { DEFAULT_PACKAGE_IMAGE } from '../../components/media/defaultImages';
import { ImageCell } from '../../components/media/ImageCell';
import { groupValidation } from './groupValidation';
import { FormRow } from '../../components/forms/FormRow';
import { LabelledImageInput } from '../../components/forms/LabelledFileInput';

/** Spec 3 §5: only members with a name and an email may lead a group. */
const hasNameAndEmail = (member: RaRecord) => Boolean(member.name) && Boolean(member.email);

/**
 * The group fields shared by add and update (spec 3 §2, §5). The cover image (`file`) is sent only when
 * chosen; the picker accepts any file so a wrong type gets the spec's message rather than a silent refusal.
 */
export const GroupForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const record = useRecordContext<RaRecord>();
  const rules = groupValidation(mode);
  const uniqueName = useUniqueValue('groups', 'name', 'app.groups.name_taken');
  const imageHint = useImageHint();
  return (
    <SimpleForm toolbar={<SaveOnlyToolbar />}>
      {record?.coverImage ? (
        <ImageCell source="coverImage" fallback={DEFAULT_PACKAGE_IMAGE} size={96} />
      ) : null}
      <LabelledImageInput source="file" validate={rules.file} helperText={imageHint}>
        <ImageField source="src" title="title" />
      </LabelledImageInput>
      <TextInput source="name" validate={[...rules.name, uniqueName]} fullWidth />
      <TextInput source="description" validate={rules.description} multiline minRows={3} fullWidth />
      <MemberAutocompleteInput source="groupLeader" offers={hasNameAndEmail} />
      <FormRow>
        <NumberInput source="numberOfMembers" validate={rules.numberOfMembers} fullWidth />
        <SelectInput
          source="groupCategory"
          choices={CATEGORY_CHOICES}
          validate={rules.groupCategory}
          fullWidth
        />
      </FormRow>
      <FormRow>
        <CountrySelect source="country" stores="name" validate={rules.country} />
        <TextInput source="state" validate={rules.state} fullWidth />
        <TextInput source="city" validate={rules.city} fullWidth />
      </FormRow>
      <FormRow>
        <ActivePackageSelect source="membershipPackage" validate={rules.membershipPackage} />
        <TextInput source="groupLink" validate={rules.groupLink} fullWidth />
      </FormRow>
    </SimpleForm>
  );
};
