import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { BY_NAME } from '../../components/list/sortOrders';
import { MemberListView } from './MemberListView';

/**
 * /members/filtered-by-package?packageId=…: the members of one package, page and sort kept per package. The
 * title names the package once it is read, and the toolbar leads back to all members.
 */
export const MembersByPackageList = () => {
  const translate = useTranslate();
  const [searchParams] = useSearchParams();
  const packageId = searchParams.get('packageId') ?? '';
  const filter = useMemo(() => ({ packageId }), [packageId]);
  const { data: memberPackage } = useGetOne<RaRecord>(
    'packages',
    { id: packageId },
    { enabled: packageId !== '' },
  );
  const name = memberPackage?.packageName;
  return (
    <MemberListView
      kind="active"
      title={name ? translate('app.members.by_package_title_of', { name }) : 'app.members.by_package_title'}
      filter={filter}
      sort={BY_NAME}
      storeKey={`members.package.${packageId}`}
      byPackage
    />
  );
};
