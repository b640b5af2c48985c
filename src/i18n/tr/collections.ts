// Turkish texts of a large list's loading progress (src/i18n/en/collections.ts, key for key). Keys: app.collections.*
const messages = {
  app: {
    collections: {
      loading: '%{name} yükleniyor: %{loaded} / %{total}…',
      loading_unknown: '%{name} yükleniyor: %{loaded}…',
    },
  },
};

export default messages;
