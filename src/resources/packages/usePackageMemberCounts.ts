import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import type { MemberRecord } from '../members/api';
import { ANY_ORDER } from '../../api/anyOrder';

/** Enough to read the whole members collection (the spec asks with limit 10000). */
const ALL_MEMBERS = { page: 1, perPage: 100_000 };

/**
 * Members per package uuid ("Number Of User"): the API gives no count, so the cached members collection
 * is counted by each member's package uuid.
 */
export function usePackageMemberCounts(): Map<string, number> | undefined {
  const { data } = useGetList<MemberRecord>('members', { pagination: ALL_MEMBERS, sort: ANY_ORDER });
  return useMemo(() => {
    if (!data) return undefined;
    const counts = new Map<string, number>();
    for (const member of data) {
      const packageId = member.package?.uuid;
      if (packageId) counts.set(String(packageId), (counts.get(String(packageId)) ?? 0) + 1);
    }
    return counts;
  }, [data]);
}
