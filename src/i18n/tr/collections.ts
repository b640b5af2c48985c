// Turkish texts of a large list's loading progress (src/i18n/en/collections.ts, key for key). Keys: app.collections.*
const messages = {
  app: {
    collections: {
      loading: 'Yükleniyor (%{name}): %{loaded} / %{total}…',
      loading_unknown: 'Yükleniyor (%{name}): %{loaded}…',
    },
  },
};

export default messages;
