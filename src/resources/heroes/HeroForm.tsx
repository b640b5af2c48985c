import { useMemo } from 'react';
import {
  ImageField,
  NumberInput,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useGetList,
  useRecordContext,
  type RaRecord,
  type Validator,
} from 'react-admin';
import { ActivePackageSelect } from '../../components/forms/ActivePackageSelect';
import { MemberAutocompleteInput } from '../../components/forms/MemberAutocompleteInput';
import { useImageHint } from '../../components/forms/useImageHint';
import { SaveOnlyToolbar } from '../../components/forms/SaveOnlyToolbar';
import { DEFAULT_AVATAR_IMAGE } from '../../components/media/defaultImages';
import { ImageCell } from '../../components/media/ImageCell';
import {
  AGE_BRACKET_CHOICES,
  CHANNEL_CHOICES,
  DAY_CHOICES,
  DISEASE_CHOICES,
  HERO_CATEGORY_CHOICES,
} from './heroChoices';
import { heroValidation } from './heroValidation';
import { FormRow } from '../../components/forms/FormRow';
import { LabelledImageInput } from '../../components/forms/LabelledFileInput';

const ALL = { page: 1, perPage: 100_000 };

/** The API copies the hero's name from the member and refuses one without a name (api-contract.md J2). */
const hasNameAndEmail = (member: RaRecord) => Boolean(member.name) && Boolean(member.email);

/** On add, a member who is a hero already is refused before the save (the API would refuse it after). */
function useNotYetHero(mode: 'create' | 'edit'): Validator {
  const { data: heroes } = useGetList('heroes', { pagination: ALL }, { enabled: mode === 'create' });
  return useMemo(
    () => (value: unknown) =>
      mode === 'create' && heroes?.some((hero) => hero.userUuid === value)
        ? 'app.heroes.already_hero'
        : undefined,
    [heroes, mode],
  );
}

/**
 * The hero fields shared by add and update (spec 3 §2, §5, §9). The member is picked on add and fixed on
 * update; the image (`file`) is sent only when chosen.
 */
export const HeroForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const record = useRecordContext<RaRecord>();
  const rules = heroValidation();
  const notYetHero = useNotYetHero(mode);
  const imageHint = useImageHint();
  return (
    <SimpleForm toolbar={<SaveOnlyToolbar />}>
      <MemberAutocompleteInput
        source="userUuid"
        validate={[...rules.userUuid, notYetHero]}
        disabled={mode === 'edit'}
        offers={hasNameAndEmail}
      />
      <TextInput source="experience" validate={rules.experience} multiline fullWidth />
      <FormRow>
        <SelectArrayInput source="diseaseType" choices={DISEASE_CHOICES} validate={rules.list} fullWidth />
        <SelectArrayInput
          source="areaOfMentoring"
          choices={DISEASE_CHOICES}
          validate={rules.list}
          fullWidth
        />
      </FormRow>
      <FormRow>
        <SelectInput
          source="ageBracket"
          choices={AGE_BRACKET_CHOICES}
          validate={rules.ageBracket}
          fullWidth
        />
        <SelectInput source="category" choices={HERO_CATEGORY_CHOICES} validate={rules.category} fullWidth />
      </FormRow>
      <SelectArrayInput source="preferrableDays" choices={DAY_CHOICES} validate={rules.list} fullWidth />
      <FormRow>
        <NumberInput source="numberOfHours" validate={rules.numberOfHours} fullWidth />
        <SelectInput
          source="mentoringChannel"
          choices={CHANNEL_CHOICES}
          validate={rules.mentoringChannel}
          fullWidth
        />
        <ActivePackageSelect source="membershipPackage" validate={rules.membershipPackage} />
      </FormRow>
      <TextInput
        source="reasonForMentoring"
        validate={rules.reasonForMentoring}
        multiline
        minRows={3}
        fullWidth
      />
      {record?.image ? <ImageCell source="image" fallback={DEFAULT_AVATAR_IMAGE} size={96} /> : null}
      <LabelledImageInput source="file" validate={rules.file} helperText={imageHint}>
        <ImageField source="src" title="title" />
      </LabelledImageInput>
    </SimpleForm>
  );
};
