import { CreateButton, DataTable, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { PackageBadge } from '../../components/badges/PackageBadge';
import { categoryLabel } from '../../components/forms/categoryChoices';
import { CsvExportButton } from '../../components/csv/CsvExportButton';
import { AddressBarList } from '../../components/list/AddressBarList';
import { ListMessage } from '../../components/list/ListMessage';
import { NewTabLink } from '../../components/list/NewTabLink';
import { BulkDataTable } from '../../components/list/bulk/BulkDataTable';
import { RowIndexField } from '../../components/list/RowIndexField';
import { StatusToggle } from '../../components/list/StatusToggle';
import { SEARCH_FILTERS } from '../../components/list/searchFilters';
import { BY_NAME, DESC_FIRST } from '../../components/list/sortOrders';
import { DEFAULT_AVATAR_IMAGE } from '../../components/media/defaultImages';
import { ImageCell } from '../../components/media/ImageCell';
import { channelLabel } from './heroChoices';
import { HEROES_CSV_FILE, heroCsvColumns } from './heroCsv';

const HeroListActions = () => (
  <TopToolbar>
    <CreateButton label="app.heroes.add" />
    <CsvExportButton columns={heroCsvColumns} fileName={HEROES_CSV_FILE} />
  </TopToolbar>
);

/** The diseases defeated, each in the language in use (the API stores their English names). */
const DiseaseTypesField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const diseases: string[] = record?.diseaseType ?? [];
  return <>{diseases.map((disease) => translate(categoryLabel(disease), { _: disease })).join(', ')}</>;
};

/** 'View List': the hero's pending session requests, in a new tab (spec 3 §2). */
const PendingRequestsLink = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <NewTabLink path={`/heroes/${record.id}/pending`}>{translate('app.heroes.view_list')}</NewTabLink>;
};

const ChannelField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return record?.mentoringChannel ? <>{translate(channelLabel(record.mentoringChannel))}</> : null;
};

/** The health heroes ('Mentoring', spec 3 §2): 25 a page, searchable, downloadable; names open in a new tab. */
export const HeroList = () => (
  <AddressBarList
    title="app.heroes.title"
    storeKey="heroes"
    sort={BY_NAME}
    perPage={25}
    filters={SEARCH_FILTERS}
    actions={<HeroListActions />}
  >
    <BulkDataTable
      bulk={{ nameSource: 'name', status: true, csv: { columns: heroCsvColumns, fileName: HEROES_CSV_FILE } }}
      empty={<ListMessage message="app.heroes.empty" />}
    >
      <DataTable.Col label="app.common.index" disableSort field={RowIndexField} />
      <DataTable.Col
        label="app.heroes.columns.image"
        disableSort
        render={() => <ImageCell source="image" fallback={DEFAULT_AVATAR_IMAGE} round />}
      />
      <DataTable.Col
        source="name"
        sortByOrder={DESC_FIRST}
        render={(record) => <NewTabLink path={`/heroes/${record.id}`}>{record.name}</NewTabLink>}
      />
      <DataTable.Col source="diseaseTypeText" sortByOrder={DESC_FIRST} field={DiseaseTypesField} />
      <DataTable.Col
        source="mentoringChannel"
        // 'Channel' here, 'Mentoring Channel' on the form (resources.heroes.fields.mentoringChannel).
        label="app.heroes.columns.channel"
        sortByOrder={DESC_FIRST}
        field={ChannelField}
      />
      <DataTable.Col label="app.heroes.columns.pending_requests" disableSort field={PendingRequestsLink} />
      <DataTable.Col
        source="membershipName"
        sortByOrder={DESC_FIRST}
        render={(record) => <PackageBadge name={record.membershipName} colour={record.packageColour} />}
      />
      <DataTable.Col
        source="isActive"
        disableSort
        render={() => (
          <StatusToggle
            successMessage="app.heroes.status_updated"
            label="resources.heroes.fields.isActive"
            nameSource="name"
          />
        )}
      />
    </BulkDataTable>
  </AddressBarList>
);
