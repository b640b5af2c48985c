import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';

/** Letters needed before members are looked up (spec 1 §9). */
const MIN_SEARCH_LETTERS = 3;

const textOf = (member: RaRecord, field: string): string => String(member[field] ?? '').toLowerCase();

const matches = (member: RaRecord, search: string) => {
  const needle = search.trim().toLowerCase();
  return textOf(member, 'name').includes(needle) || textOf(member, 'email').includes(needle);
};

const memberOptionLabel = (member: RaRecord): string =>
  member.email ? `${member.name ?? ''} (${member.email})` : String(member.name ?? '');

export interface MemberAutocompleteProps {
  value: RaRecord | null;
  onChange: (member: RaRecord | null) => void;
  /** i18n key of the label. */
  label?: string;
  disabled?: boolean;
  /** Which members may be offered at all (e.g. only those with a name and an email); default every one. */
  offers?: (member: RaRecord) => boolean;
  /** How a member is shown, in the list and once picked; default 'name (email)'. */
  optionLabel?: (member: RaRecord) => string;
}

/**
 * Finds a member by name or email once at least 3 letters are typed; 'No result found!' otherwise.
 * Arrow keys move through the suggestions, Enter picks one, Escape closes them.
 */
export const MemberAutocomplete = ({
  value,
  onChange,
  label = 'app.common.member_autocomplete_label',
  disabled,
  offers,
  optionLabel = memberOptionLabel,
}: MemberAutocompleteProps) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const searching = search.trim().length >= MIN_SEARCH_LETTERS;
  const { data, isFetching } = useGetList(
    'members',
    {
      filter: { q: search.trim() },
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'name', order: 'ASC' },
    },
    { enabled: searching },
  );
  const options = searching
    ? (data ?? []).filter((member) => matches(member, search) && (!offers || offers(member)))
    : [];
  return (
    <Autocomplete
      value={value}
      onChange={(_event, member) => onChange(member)}
      inputValue={search}
      onInputChange={(_event, text) => setSearch(text)}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={searching && isFetching}
      open={open && searching}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      noOptionsText={translate('app.common.no_result_found')}
      // MUI's own texts are English: react-admin's words, as its AutocompleteInput gives them.
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      clearText={translate('ra.action.clear_input_value')}
      loadingText={translate('ra.page.loading')}
      disabled={disabled}
      renderInput={(params) => <TextField {...params} label={translate(label)} />}
    />
  );
};
