import { ContentList } from '../../components/contentLibrary/ContentList';

const TEXTS = {
  title: 'app.content.documents.title',
  add: 'app.content.documents.add',
  empty: 'app.content.documents.empty',
  confirmDelete: 'app.content.documents.confirm_delete',
  deleted: 'app.content.documents.deleted',
  statusUpdated: 'app.content.documents.status_updated',
  types: 'app.content.documents.types',
};

/** 'Document List' (spec 2 §2): the content list; the Type link opens the document in a new tab. */
export const DocumentList = () => <ContentList resource="documents" texts={TEXTS} />;
