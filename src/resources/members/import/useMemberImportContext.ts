import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import type { CountryRecord } from '../../../api/readers/countries';
import type { MemberRecord } from '../api';
import type { PackageRecord } from '../../packages/api';
import type { ImportContext } from './memberImportRows';
import { ANY_ORDER } from '../../../api/anyOrder';

/** Every record of a collection (the provider reads members in pages and keeps them). */
const ALL = { page: 1, perPage: 1_000_000 };

/**
 * What import rows are checked against: packages, countries and the members' emails, read through the
 * provider. `context` is undefined while they load; `error` when packages or members cannot be read (a
 * country list that fails leaves countries unchecked, as the form would accept any).
 */
export function useMemberImportContext() {
  const packages = useGetList<PackageRecord>('packages', { pagination: ALL, sort: ANY_ORDER });
  const countries = useGetList<CountryRecord>('countries', { pagination: ALL, sort: ANY_ORDER });
  const members = useGetList<MemberRecord>('members', { pagination: ALL, sort: ANY_ORDER });
  const context = useMemo((): ImportContext | undefined => {
    if (!packages.data || !members.data || countries.isPending) return undefined;
    return {
      packages: packages.data.map((pkg) => ({
        id: String(pkg.id),
        name: String(pkg.packageName ?? ''),
        isActive: pkg.isActive,
      })),
      countries: (countries.data ?? []).map((country) => ({
        name: country.countryName,
        callingCode: country.countryCallingCode,
      })),
      existingEmails: new Set(members.data.map((member) => (member.email ?? '').trim().toLowerCase())),
    };
  }, [packages.data, members.data, countries.data, countries.isPending]);
  return { context, error: packages.error ?? members.error ?? null };
}
