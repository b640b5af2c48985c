// Texts of the activity log (issue #18: not in the spec, worded like the app's other pages). Keys: app.activity.*
const messages = {
  app: {
    activity: {
      menu: 'Activity',
      title: 'Activity',
      empty: 'There is no activity yet.',
      not_recorded: 'This API does not record activity.',
      loading: 'Loading…',
      history: 'History',
      no_history: 'No changes have been recorded for this record.',
      history_line: '%{action} by %{who} on %{when}',
      unknown_admin: 'someone not signed in',
      empty_value: '(empty)',
      // Between a field's value before and after a change.
      changed_to: '→',
      yes: 'Yes',
      no: 'No',
      // A stored file other than an image, e.g. 'PDF file'; an image replaced since (its file is deleted).
      file: '%{type} file',
      image_gone: 'Image no longer stored',
      columns: {
        who: 'Who',
        changes: 'Changes',
      },
      resources: {
        members: 'Members',
        packages: 'Packages',
        events: 'Events',
        speakers: 'Event speakers',
        promoCodes: 'Event promo codes',
        groups: 'Wellness Support Groups',
        heroes: 'Health Hero',
        spotlightVideos: 'Spotlight Videos',
        multimedia: 'Multimedias',
        documents: 'Documents',
        vouchers: 'Vouchers',
        partners: 'Business Partners',
        faqs: 'FAQs',
        admins: 'Sign-in',
        profile: 'Profile',
      },
      actions: {
        create: 'Created',
        update: 'Updated',
        status: 'Status changed',
        delete: 'Deleted',
        approve: 'Approved',
        reject: 'Rejected',
        cancel: 'Cancelled',
        notify: 'Notified',
        upload: 'Uploaded',
        signIn: 'Signed in',
        signInFailed: 'Failed sign-in',
        passwordReset: 'Password reset',
        passwordResetRequested: 'Password reset asked for',
        profile: 'Profile changed',
      },
    },
  },
  // Labels of the columns and inputs, read by react-admin from their source (resources.<name>.fields.<source>).
  resources: {
    activity: {
      fields: {
        at: 'When',
        adminEmail: 'Admin email',
        action: 'What',
        resource: 'Area',
        label: 'Record',
        at_gte: 'From',
        at_lte: 'To',
      },
    },
  },
};

export default messages;
