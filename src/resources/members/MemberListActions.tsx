import { CreateButton, TopToolbar } from 'react-admin';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { AdminLinkButton } from '../../components/links/AdminLinkButton';
import { CountBadgeButton } from '../../components/list/CountBadgeButton';
import { useListTotal } from '../../components/list/useListTotal';
import { CsvExportButton } from '../../components/csv/CsvExportButton';
import { incompleteMemberCsvColumns, memberCsvColumns, MEMBERS_CSV_FILE } from './memberCsv';
import { DIRECTIONAL_ICON } from '../../theme/directionalIcon';

/** Which of the two member lists: members with a package, or without. */
export type MemberListKind = 'active' | 'incomplete';

export interface MemberListActionsProps {
  kind: MemberListKind;
  /** One package's members: a way back to all members takes the place of the other list's button. */
  backToAll?: boolean;
}

/**
 * The toolbar of a member list: a button to the other list with its count badge (or back to all members),
 * 'Add New Member' and 'Import' (active list) and Download.
 */
export const MemberListActions = ({ kind, backToAll = false }: MemberListActionsProps) => {
  const other = kind === 'active' ? 'incomplete' : 'active';
  const otherCount = useListTotal('members', { incomplete: other === 'incomplete' });
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      {backToAll ? (
        <AdminLinkButton
          to="/members"
          label="app.members.all_members"
          variant="outlined"
          icon={<ArrowBackIcon className={DIRECTIONAL_ICON} />}
          sx={{ mr: 2 }}
        />
      ) : kind === 'active' ? (
        <CountBadgeButton label="app.members.incomplete_button" to="/incomplete/members" count={otherCount} />
      ) : (
        <CountBadgeButton label="app.members.active_button" to="/members" count={otherCount} />
      )}
      {kind === 'active' && <CreateButton label="app.members.add" />}
      {kind === 'active' && (
        <AdminLinkButton to="/members/import" label="app.member_import.button" icon={<UploadFileIcon />} />
      )}
      <CsvExportButton
        columns={kind === 'active' ? memberCsvColumns : incompleteMemberCsvColumns}
        fileName={MEMBERS_CSV_FILE}
      />
    </TopToolbar>
  );
};
