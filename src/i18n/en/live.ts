// Texts of several administrators at once (issue 29): an open form told of another administrator's change, who else
// has the record open, a list row another administrator just changed. The spec has none; worded here.
// Keys: app.live.*, app.presence.*
const messages = {
  app: {
    live: {
      changed_by: 'Changed by %{name} at %{time}',
      deleted_by: 'Deleted by %{name} at %{time}',
      kept: 'What you typed is kept.',
      show_changes: 'Show their changes',
      someone: 'another administrator',
      row_updated: 'Updated by %{name}',
      row_updated_named: 'Updated by %{name}: %{label}',
    },
    presence: {
      also_open: 'Also open by %{names}',
      you_elsewhere: 'you, in another tab',
    },
  },
};

export default messages;
