// Texts of the lists' bulk actions (src/components/list/bulk/; issue 30: the spec shows none). Keys: app.bulk.*
const messages = {
  app: {
    bulk: {
      select: 'Select',
      activate: 'Activate',
      deactivate: 'Deactivate',
      export: 'Export selected',
      activated: '%{smart_count} row activated |||| %{smart_count} rows activated',
      deactivated: '%{smart_count} row deactivated |||| %{smart_count} rows deactivated',
      deleted: '%{smart_count} row deleted |||| %{smart_count} rows deleted',
      delete_title: 'Delete %{smart_count} row? |||| Delete %{smart_count} rows?',
      delete_content: 'Deleted rows cannot be restored.',
      outcome: '%{done} of %{total} done.',
      failed_rows: 'This row could not be changed: |||| These %{smart_count} rows could not be changed:',
      more_failed: 'and %{smart_count} more',
      select_page: 'Select all %{name} on page %{page}',
      select_all: 'Select all %{count} %{name}',
      select_all_title: 'Select all %{count} %{name}?',
      select_all_content:
        "Every row that the list's search and filters match is selected, on every page: the bulk actions then act on all of them.",
      approve_title: 'Approve %{smart_count} request? |||| Approve %{smart_count} requests?',
      approved: '%{smart_count} request approved |||| %{smart_count} requests approved',
      reject_title: 'Reject %{smart_count} request? |||| Reject %{smart_count} requests?',
      rejected: '%{smart_count} request rejected |||| %{smart_count} requests rejected',
      change_package: 'Change package',
      change_package_title:
        'Change the package of %{smart_count} member |||| Change the package of %{smart_count} members',
      change_package_content:
        "Each member's membership starts again today on the package chosen; members already on it are left as they are.",
      package: 'Package',
      package_changed:
        'Package changed for %{smart_count} member |||| Package changed for %{smart_count} members',
      allow_registration: 'Allow registration',
      stop_registration: 'Stop registration',
      registration_allowed:
        'Registration allowed for %{smart_count} event |||| Registration allowed for %{smart_count} events',
      registration_stopped:
        'Registration stopped for %{smart_count} event |||| Registration stopped for %{smart_count} events',
      cancel_events: 'Cancel events',
      cancel_events_title: 'Cancel %{smart_count} event? |||| Cancel %{smart_count} events?',
      events_cancelled: '%{smart_count} event cancelled |||| %{smart_count} events cancelled',
      not_sent:
        'Cancelled: %{smart_count} row was left as it was. |||| Cancelled: %{smart_count} rows were left as they were.',
    },
  },
};

export default messages;
