import { CreateButton, DataTable, TopToolbar } from 'react-admin';
import { PackageUuidBadge } from '../badges/PackageUuidBadge';
import { formatContentDate } from '../format/dates';
import { AddressBarList } from '../list/AddressBarList';
import { ListMessage } from '../list/ListMessage';
import { NewTabLink } from '../list/NewTabLink';
import { BulkDataTable } from '../list/bulk/BulkDataTable';
import { RowIndexField } from '../list/RowIndexField';
import { StatusToggle } from '../list/StatusToggle';
import { SEARCH_FILTERS } from '../list/searchFilters';
import { DEFAULT_COVER_IMAGE } from '../media/defaultImages';
import { ImageCell } from '../media/ImageCell';
import { ContentRowActions } from './ContentRowActions';
import { ContentTypeLink } from './ContentTypeLink';

/** i18n keys of one content list's own texts. */
interface ContentListTexts {
  title: string;
  add: string;
  empty: string;
  confirmDelete: string;
  deleted: string;
  statusUpdated: string;
  /** Prefix of the type names (`<prefix>.video`). */
  types: string;
}

export interface ContentListProps {
  /** The react-admin resource listed (also the key its list parameters are kept under). */
  resource: string;
  texts: ContentListTexts;
  /** Whether rows offer Upload (the resource's `/:id/upload` screen). */
  withUpload?: boolean;
}

/** The API's own order (api-contract.md F3, G4). */
const BY_TITLE = { field: 'title', order: 'ASC' } as const;

/** The selected items published, unpublished or deleted together. */
const BULK = { nameSource: 'title', status: true, remove: true } as const;

/**
 * A content library list (spec 2 §2: multimedia and documents have the same columns): #, cover, Title to the
 * edit form in a new tab, Date Uploaded, Type to the file, Membership, Published switch and the row menu;
 * 10 a page, searchable.
 */
export const ContentList = ({ resource, texts, withUpload = false }: ContentListProps) => (
  <AddressBarList
    resource={resource}
    title={texts.title}
    storeKey={resource}
    sort={BY_TITLE}
    perPage={10}
    filters={SEARCH_FILTERS}
    actions={
      <TopToolbar>
        <CreateButton label={texts.add} />
      </TopToolbar>
    }
  >
    <BulkDataTable bulk={BULK} empty={<ListMessage message={texts.empty} />}>
      <DataTable.Col label="app.common.index" disableSort field={RowIndexField} />
      <DataTable.Col
        label="app.content.columns.cover_image"
        disableSort
        render={() => <ImageCell source="coverImage" fallback={DEFAULT_COVER_IMAGE} />}
      />
      <DataTable.Col
        source="title"
        label="app.content.columns.title"
        render={(record) => <NewTabLink path={`/${resource}/${record.id}`}>{record.title}</NewTabLink>}
      />
      <DataTable.Col
        source="uploadDate"
        label="app.content.columns.date_uploaded"
        render={(record) => formatContentDate(record.uploadDate)}
      />
      <DataTable.Col
        source="type"
        label="app.content.columns.type"
        render={() => <ContentTypeLink labels={texts.types} />}
      />
      <DataTable.Col
        label="app.content.columns.membership"
        disableSort
        render={(record) => <PackageUuidBadge uuid={record.membershipType} />}
      />
      <DataTable.Col
        source="isActive"
        label="app.content.columns.published"
        disableSort
        render={() => (
          <StatusToggle
            successMessage={texts.statusUpdated}
            label="app.content.columns.published"
            nameSource="title"
          />
        )}
      />
      <DataTable.Col
        label="app.common.actions"
        disableSort
        render={(record) => (
          <ContentRowActions
            confirmDelete={texts.confirmDelete}
            deleted={texts.deleted}
            uploadPath={withUpload ? `/${resource}/${record.id}/upload` : undefined}
          />
        )}
      />
    </BulkDataTable>
  </AddressBarList>
);
