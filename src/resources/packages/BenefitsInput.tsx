import {
  ArrayInput,
  RemoveItemButton,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIteratorItem,
  type Validator,
} from 'react-admin';

/** The first benefit row stays: a package offers at least one benefit. */
const RemoveLaterRowButton = () => {
  const { index } = useSimpleFormIteratorItem();
  return index === 0 ? null : <RemoveItemButton />;
};

/** Benefits as rows of `{ value }`, each required. */
export const BenefitsInput = ({ validate }: { validate: Validator[] }) => (
  <ArrayInput source="benefits">
    <SimpleFormIterator inline disableReordering disableClear removeButton={<RemoveLaterRowButton />}>
      <TextInput
        source="value"
        label="app.packages.fields.benefit"
        validate={validate}
        // 360 px where it fits; a phone's column is narrower, and the field takes its width rather than overflow it.
        sx={{ minWidth: { xs: 0, sm: 360 }, width: { xs: '100%', sm: 'auto' } }}
      />
    </SimpleFormIterator>
  </ArrayInput>
);
