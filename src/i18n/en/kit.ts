// Texts of the shared kit that the spec does not word (issue #12's minor items). Keys: app.kit.*
const messages = {
  app: {
    kit: {
      current_image: 'Current %{label}',
      whole_number: 'Value must be a whole number',
      cached_rows: 'The server cannot be reached: these rows were read earlier and may be out of date.',
      server_unreachable: 'The server cannot be reached',
      server_unreachable_retry: 'This page will open as soon as the server is back.',
      try_again: 'Try again',
      no_comma: 'A comma cannot be used here',
      too_many_items: 'At most %{max} entries',
      // A row's control (its switch, actions menu, Delete, Approve), named with its record so that rows are told apart
      // ('Active: Gold', 'Actions: Gold').
      row_control: '%{label}: %{name}',
    },
  },
};

export default messages;
