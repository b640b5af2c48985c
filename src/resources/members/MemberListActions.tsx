import { CreateButton, TopToolbar } from 'react-admin';
import { CountBadgeButton } from '../../components/list/CountBadgeButton';
import { useListTotal } from '../../components/list/useListTotal';
import { CsvExportButton } from '../../components/csv/CsvExportButton';
import { incompleteMemberCsvColumns, memberCsvColumns, MEMBERS_CSV_FILE } from './memberCsv';

/** Which of the two member lists: members with a package, or without. */
export type MemberListKind = 'active' | 'incomplete';

/**
 * The toolbar of a member list: a button to the other list with its count badge, 'Add New Member' (active
 * list) and Download.
 */
export const MemberListActions = ({ kind }: { kind: MemberListKind }) => {
  const other = kind === 'active' ? 'incomplete' : 'active';
  const otherCount = useListTotal('members', { incomplete: other === 'incomplete' });
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      {kind === 'active' ? (
        <CountBadgeButton label="app.members.incomplete_button" to="/incomplete/members" count={otherCount} />
      ) : (
        <CountBadgeButton label="app.members.active_button" to="/members" count={otherCount} />
      )}
      {kind === 'active' && <CreateButton label="app.members.add" />}
      <CsvExportButton
        columns={kind === 'active' ? memberCsvColumns : incompleteMemberCsvColumns}
        fileName={MEMBERS_CSV_FILE}
      />
    </TopToolbar>
  );
};
