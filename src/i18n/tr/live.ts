// Turkish texts of several administrators at once (src/i18n/en/live.ts, key for key). Keys: app.live.*, app.presence.*
const messages = {
  app: {
    live: {
      changed_by: '%{name} tarafından %{time} itibarıyla değiştirildi',
      deleted_by: '%{name} tarafından %{time} itibarıyla silindi',
      kept: 'Yazdıklarınız korunuyor.',
      show_changes: 'Değişikliklerini göster',
      someone: 'başka bir yönetici',
      row_updated: '%{name} tarafından güncellendi',
      row_updated_named: '%{name} tarafından güncellendi: %{label}',
    },
    presence: {
      also_open: 'Şu yöneticilerde de açık: %{names}',
      you_elsewhere: 'siz, başka bir sekmede',
    },
  },
};

export default messages;
