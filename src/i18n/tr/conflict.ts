// Turkish texts of the conflict view (src/i18n/en/conflict.ts, key for key). Keys: app.conflict.*
const messages = {
  app: {
    conflict: {
      notice: 'Siz düzenlerken başka bir yönetici bu kaydı değiştirdi. Yazdıklarınızın hiçbiri kaybolmadı.',
      status_notice: 'Bu kaydı önce başka bir yönetici değiştirdi. Durumu şimdiki hâliyle gösteriliyor.',
      title: 'Başka bir yönetici tarafından değiştirildi',
      explanation:
        'Formu açtığınızdan beri bu alanlar başka bir yönetici tarafından değiştirildi. Her biri için hangi değerin kalacağını seçin, ardından yeniden kaydedin.',
      no_fields:
        'Diğer değişiklik bu formun hiçbir alanına dokunmadı. Değerleriniz korunuyor; saklamak için yeniden kaydedin.',
      field: 'Alan',
      theirs: 'Onun değeri',
      mine: 'Sizin değeriniz',
      empty: '(boş)',
      keep_mine: 'Değişikliklerim kalsın',
      not_changed_by_you: '(siz değiştirmediniz)',
      take_theirs: 'Onunkileri al',
      apply: 'Seçimlerimi uygula',
    },
  },
};

export default messages;
