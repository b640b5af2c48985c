import { ContentList } from '../../components/contentLibrary/ContentList';

const TEXTS = {
  title: 'app.content.multimedia.title',
  add: 'app.content.multimedia.add',
  empty: 'app.content.multimedia.empty',
  confirmDelete: 'app.content.multimedia.confirm_delete',
  deleted: 'app.content.multimedia.deleted',
  statusUpdated: 'app.content.multimedia.status_updated',
  types: 'app.content.multimedia.types',
};

/** 'Multimedia List' (spec 2 §2): the content list, whose rows also offer Upload. */
export const MultimediaList = () => <ContentList resource="multimedia" texts={TEXTS} withUpload />;
