import type { ReactNode } from 'react';
import { DataTable, TopToolbar, useTranslate } from 'react-admin';
import PendingActionsIcon from '@mui/icons-material/PendingActionsOutlined';
import HowToRegIcon from '@mui/icons-material/HowToRegOutlined';
import type { HeroRecord } from './api';
import { CsvExportButton } from '../../components/csv/CsvExportButton';
import { AdminLinkButton } from '../../components/links/AdminLinkButton';
import { AddressBarList } from '../../components/list/AddressBarList';
import { ListMessage } from '../../components/list/ListMessage';
import { BulkDataTable } from '../../components/list/bulk/BulkDataTable';
import { bulkDecisions } from '../../components/list/bulk/bulkDecisions';
import { useAddressParent } from '../../components/list/useAddressParent';
import { SEARCH_FILTERS } from '../../components/list/searchFilters';
import { sessionColumns } from './sessionColumns';
import { sessionCsvColumns } from './sessionCsv';
import { SESSION_DECIDED, SessionDecisionButtons } from './SessionDecisionButtons';

/** The selected session requests approved or rejected together, each its own call (and activity entry). */
const BULK_DECISIONS = { nameSource: 'name', acts: bulkDecisions(SESSION_DECIDED) };

const BY_DATE = { field: 'sessionDate', order: 'ASC' } as const;

/** Which of a hero's session lists: the requests waiting for a decision, or the approved (registered) ones. */
type SessionListKind = 'pending' | 'registered';

const KINDS = {
  pending: {
    resource: 'heroSessionRequests',
    other: 'registered',
    otherLabel: 'app.heroes.registered_button',
    otherIcon: <HowToRegIcon />,
  },
  registered: {
    resource: 'heroRegisteredUsers',
    other: 'pending',
    otherLabel: 'app.heroes.pending_button',
    otherIcon: <PendingActionsIcon />,
  },
} as const;

const SessionListActions = ({ kind, id, name }: { kind: SessionListKind; id: string; name: string }) => {
  const translate = useTranslate();
  const { other, otherLabel, otherIcon } = KINDS[kind];
  return (
    <TopToolbar>
      <AdminLinkButton to={`/heroes/${id}/${other}`} label={otherLabel} icon={otherIcon} variant="outlined" />
      <CsvExportButton
        columns={sessionCsvColumns}
        fileName={translate(`app.heroes.${kind}.csv_file`, { name })}
      />
    </TopToolbar>
  );
};

/**
 * A hero's session requests, 10 a page, searchable and downloadable, titled with the hero's name (spec 3 §2):
 * '{name} Pending Request List' with approve and reject, or '{name} Registered User List'. Each links to the
 * other, which spec 3 leaves unreachable but by address.
 */
const HeroSessionList = ({ kind, children }: { kind: SessionListKind; children?: ReactNode }) => {
  const translate = useTranslate();
  const { id, record: hero, filter } = useAddressParent<HeroRecord>('heroes', 'heroId');
  const name = hero?.name ?? '';
  return (
    <AddressBarList
      resource={KINDS[kind].resource}
      title={<span>{translate(`app.heroes.${kind}.title`, { name })}</span>}
      filter={filter}
      filters={SEARCH_FILTERS}
      storeKey={`heroes.${kind}.${id}`}
      sort={BY_DATE}
      perPage={10}
      actions={<SessionListActions kind={kind} id={id} name={name} />}
    >
      <BulkDataTable
        bulk={kind === 'pending' ? BULK_DECISIONS : undefined}
        empty={<ListMessage message={`app.heroes.${kind}.empty`} />}
      >
        {sessionColumns}
        {children}
      </BulkDataTable>
    </AddressBarList>
  );
};

export const HeroPendingList = () => (
  <HeroSessionList kind="pending">
    <DataTable.Col label="app.common.actions" disableSort field={SessionDecisionButtons} />
  </HeroSessionList>
);

export const HeroRegisteredList = () => <HeroSessionList kind="registered" />;
