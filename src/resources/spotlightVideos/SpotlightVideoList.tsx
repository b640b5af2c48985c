import { CreateButton, DataTable, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Link } from '@mui/material';
import { AddressBarList } from '../../components/list/AddressBarList';
import { ACTION_SUCCESS_MS } from '../../components/list/useConfirmedMutation';
import { DeleteRowButton } from '../../components/list/DeleteRowButton';
import { ListMessage } from '../../components/list/ListMessage';
import { BulkDataTable } from '../../components/list/bulk/BulkDataTable';
import { RowIndexField } from '../../components/list/RowIndexField';
import { SEARCH_FILTERS } from '../../components/list/searchFilters';
import { DESC_FIRST } from '../../components/list/sortOrders';
import { DEFAULT_AVATAR_IMAGE } from '../../components/media/defaultImages';
import { ImageCell } from '../../components/media/ImageCell';
import { mediaUrl } from '../../components/media/mediaUrl';

/** Spec 3 §2: videos without a title are not listed (the registry's `titled` filter). */
const TITLED = { titled: true };
const BY_TITLE = { field: 'title', order: 'ASC' } as const;
/** The selected videos deleted together. */
const BULK = { nameSource: 'title', remove: true };

/** The video itself, opened in a new tab (stored on S3, or on the server for seeded ones). */
const VideoLink = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const url = mediaUrl(record?.video);
  if (!url) return null;
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" underline="hover">
      {translate('app.heroes.spotlight.watch')}
    </Link>
  );
};

const SpotlightDelete = () => (
  <DeleteRowButton
    confirmTitle="app.heroes.spotlight.confirm_delete"
    confirmContent="app.heroes.spotlight.confirm_delete_content"
    successMessage="app.heroes.spotlight.deleted"
    successDurationMs={ACTION_SUCCESS_MS}
    nameSource="title"
  />
);

/** The spotlight videos (spec 3 §2): titled ones only, 10 a page; each can be deleted after a confirmation. */
export const SpotlightVideoList = () => (
  <AddressBarList
    title="app.heroes.spotlight.title"
    storeKey="spotlightVideos"
    filter={TITLED}
    filters={SEARCH_FILTERS}
    sort={BY_TITLE}
    perPage={10}
    actions={
      <TopToolbar>
        <CreateButton label="app.heroes.spotlight.add" />
      </TopToolbar>
    }
  >
    <BulkDataTable bulk={BULK} empty={<ListMessage message="app.heroes.spotlight.empty" />}>
      <DataTable.Col label="app.common.index" disableSort field={RowIndexField} />
      <DataTable.Col
        label="app.heroes.spotlight.columns.image"
        disableSort
        render={() => <ImageCell source="image" fallback={DEFAULT_AVATAR_IMAGE} round />}
      />
      <DataTable.Col source="title" sortByOrder={DESC_FIRST} />
      <DataTable.Col source="name" sortByOrder={DESC_FIRST} />
      <DataTable.Col label="app.heroes.spotlight.columns.video" disableSort field={VideoLink} />
      <DataTable.Col label="app.common.delete" disableSort field={SpotlightDelete} />
    </BulkDataTable>
  </AddressBarList>
);
