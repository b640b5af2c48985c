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
      not_sent:
        'Cancelled: %{smart_count} row was left as it was. |||| Cancelled: %{smart_count} rows were left as they were.',
    },
  },
};

export default messages;
