// Arabic texts of several administrators at once (src/i18n/en/live.ts, key for key). Keys: app.live.*, app.presence.*
const messages = {
  app: {
    live: {
      changed_by: 'غيّره %{name} في %{time}',
      deleted_by: 'حذفه %{name} في %{time}',
      kept: 'ما كتبته محفوظ.',
      show_changes: 'عرض تغييراته',
      someone: 'مسؤول آخر',
      row_updated: 'حدّثه %{name}',
      row_updated_named: 'حدّثه %{name}: %{label}',
    },
    presence: {
      also_open: 'مفتوح أيضًا لدى %{names}',
      you_elsewhere: 'أنت، في علامة تبويب أخرى',
    },
  },
};

export default messages;
