// Arabic texts of a large list's loading progress (src/i18n/en/collections.ts, key for key). Keys: app.collections.*
const messages = {
  app: {
    collections: {
      loading: 'جارٍ تحميل %{name}: %{loaded} من %{total}…',
      loading_unknown: 'جارٍ تحميل %{name}: %{loaded}…',
    },
  },
};

export default messages;
