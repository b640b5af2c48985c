import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MemberListView } from './MemberListView';

const BY_NAME = { field: 'name', order: 'ASC' } as const;

/** /members/filtered-by-package?packageId=…: the members of one package, page and sort kept per package. */
export const MembersByPackageList = () => {
  const [searchParams] = useSearchParams();
  const packageId = searchParams.get('packageId') ?? '';
  const filter = useMemo(() => ({ packageId }), [packageId]);
  return (
    <MemberListView
      kind="active"
      title="app.members.by_package_title"
      filter={filter}
      sort={BY_NAME}
      storeKey={`members.package.${packageId}`}
    />
  );
};
