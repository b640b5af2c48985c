// Texts of the member import (issue #18: not in the spec, worded like the app's other pages). Keys:
// app.member_import.*, app.csv_import.* (any CSV file read by the app) and app.batch.* (the kit's batch progress).
const messages = {
  app: {
    member_import: {
      button: 'Import',
      title: 'Import Members',
      intro:
        'Choose a CSV file with the columns of the members download: %{columns}. Headers are matched by name, in any order; other columns are ignored.',
      template: 'Download template',
      template_file: 'Members import template',
      choose_file: 'Choose CSV file',
      reading: 'Reading the file…',
      missing_headers: 'The file lacks these columns: %{headers}.',
      /** How many rows the file has, as the summary says it. */
      rows: '%{smart_count} row |||| %{smart_count} rows',
      summary: '%{rows}: %{valid} ready to import, %{invalid} with problems (not imported).',
      rows_table: 'Rows of the file',
      only_problems: 'Show only rows with problems',
      ready: 'Ready',
      import_valid: 'Import %{smart_count} valid row |||| Import %{smart_count} valid rows',
      importing: 'Importing members…',
      finished: 'Import finished',
      cancelled: 'Import cancelled',
      result:
        '%{done} imported, %{failed} failed, %{invalid} not imported because of problems, %{skipped} not imported because the import was cancelled.',
      leave_confirm:
        'The import is still running. Leave the page and stop it? Rows already sent stay imported; the others are not imported.',
      download_failed: 'Download rows not imported',
      failed_file: 'Members not imported',
      reason: 'Reason',
      not_run: 'Not imported: the import was cancelled',
      imported: 'Imported',
      retry_failed: 'Retry failed rows',
      import_another: 'Import another file',
      back: 'Back to members',
      columns: {
        line: 'Line',
        name: 'Name',
        email: 'Email',
        membership: 'Membership',
        result: 'Problems / result',
        /** A narrow screen's one column of a row: the member's name, email and membership over the result. */
        member_result: 'Member and problems / result',
      },
      problems: {
        gender: 'Gender "%{value}" is not Male, Female or Rather Not Say',
        age_group: 'Age Group "%{value}" is not 20-30, 30-50 or 50-100',
        country: 'Country "%{value}" is not a known country',
        package_unknown: 'No membership package is named "%{value}"',
        package_retired: 'The membership package "%{value}" is retired',
        email_exists: 'A member already uses %{value}',
        email_repeated: '%{value} is on an earlier row of the file',
      },
    },
    csv_import: {
      not_csv: 'This file is not a CSV file.',
      too_big: 'This file is over 5 MB.',
      empty: 'This file has no rows.',
      unreadable: 'This file could not be read as CSV.',
      not_utf8:
        'This file is not saved as UTF-8, so its letters would be garbled. In your spreadsheet, save it as "CSV UTF-8" and choose it again.',
    },
    batch: {
      progress_label: 'Progress',
      progress: '%{finished} of %{total}',
      cancelling: 'Stopping after the rows in flight… %{finished} of %{total}',
    },
  },
};

export default messages;
