import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { SelectInput, useGetList, type Validator } from 'react-admin';
import { countryLabel, orderCountries } from '../../api/readers/countries';

/** A country as the `countries` resource gives it (calling code without '+'). */
interface Country {
  id: string;
  countryName: string;
  countryCallingCode: string;
  countryCode: string;
}

export interface CountrySelectProps {
  source: string;
  /** i18n key of the label; without it, react-admin's resources.<name>.fields.<source>. */
  label?: string;
  /** What the form stores: the country's name, or its calling code with '+' ('+91'). */
  stores: 'name' | 'callingCode';
  validate?: Validator | Validator[];
  fullWidth?: boolean;
}

/** A country picker: United States, India, then the rest alphabetically, each shown 'Name (+code)'. */
export const CountrySelect = ({ source, label, stores, validate, fullWidth = true }: CountrySelectProps) => {
  const { data, isPending } = useGetList<Country>('countries', { pagination: { page: 1, perPage: 1000 } });
  const current: unknown = useWatch({ name: source });
  const choices = useMemo(() => {
    const byValue = new Map<string, string>();
    for (const country of orderCountries(data ?? [])) {
      const value = stores === 'name' ? country.countryName : `+${country.countryCallingCode}`;
      // Several countries share a calling code (+1): the first in order stands for it.
      if (!byValue.has(value)) byValue.set(value, countryLabel(country));
    }
    // The stored value stays a choice while the list loads, or when the list lacks it (an old record).
    if (typeof current === 'string' && current && !byValue.has(current)) byValue.set(current, current);
    return [...byValue].map(([id, name]) => ({ id, name }));
  }, [data, stores, current]);
  return (
    <SelectInput
      source={source}
      label={label}
      choices={choices}
      isPending={isPending}
      validate={validate}
      fullWidth={fullWidth}
      translateChoice={false}
    />
  );
};
