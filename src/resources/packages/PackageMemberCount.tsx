import { Link } from 'react-router';
import { Link as MuiLink } from '@mui/material';
import { useCreatePath, useRecordContext } from 'react-admin';
import { usePackageMemberCounts } from './usePackageMemberCounts';

/** The package's member count, linking to the members of that package. */
export const PackageMemberCount = () => {
  const record = useRecordContext();
  const counts = usePackageMemberCounts();
  const createPath = useCreatePath();
  if (!record || !counts) return null;
  const to = `${createPath({ resource: 'members', type: 'list' })}/filtered-by-package?packageId=${encodeURIComponent(String(record.id))}`;
  return (
    <MuiLink component={Link} to={to} underline="hover" onClick={(event) => event.stopPropagation()}>
      {counts.get(String(record.id)) ?? 0}
    </MuiLink>
  );
};
