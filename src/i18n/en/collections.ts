// The progress of a large list while its collection is read (issue #16). Keys: app.collections.*
const messages = {
  app: {
    collections: {
      loading: 'Loading %{loaded} of %{total} %{name}…',
      loading_unknown: 'Loading %{loaded} %{name}…',
    },
  },
};

export default messages;
