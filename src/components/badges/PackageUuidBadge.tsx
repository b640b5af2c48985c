import { useGetList, type RaRecord } from 'react-admin';
import { ALL_PACKAGES_QUERY } from '../forms/allPackagesQuery';
import { PackageBadge } from './PackageBadge';

/**
 * The package badge of a record that stores only its package's uuid (content items' `membershipType`,
 * vouchers' `membershipPackage`): the API does not join the package (api-contract.md F3, G4, H1), so the
 * name and colour come from the packages list. 'N/A' for no package or an unknown one.
 */
export const PackageUuidBadge = ({ uuid }: { uuid: unknown }) => {
  const found = usePackageOfUuid(uuid);
  return <PackageBadge name={found?.packageName} colour={found?.colour} />;
};

/**
 * The package a uuid names, from the packages list every badge shares (read once for all the rows of a list:
 * react-query dedupes the same query); undefined for none or an unknown one.
 */
export function usePackageOfUuid(uuid: unknown): RaRecord | undefined {
  const { data } = useGetList<RaRecord>('packages', ALL_PACKAGES_QUERY);
  return uuid ? data?.find((pkg) => pkg.id === uuid) : undefined;
}
