// Turkish texts of the activity log (src/i18n/en/activity.ts, key for key). Keys: app.activity.*
// 'İşlem Geçmişi' rather than 'Etkinlik', which the app already uses for events.
const messages = {
  app: {
    activity: {
      menu: 'İşlem Geçmişi',
      title: 'İşlem Geçmişi',
      empty: 'Henüz bir işlem yok.',
      not_recorded: 'Bu API işlem geçmişini kaydetmiyor.',
      loading: 'Yükleniyor…',
      history: 'Geçmiş',
      no_history: 'Bu kayıt için hiçbir değişiklik kaydedilmedi.',
      history_line: '%{action}: %{who} tarafından, %{when}',
      unknown_admin: 'oturum açmamış biri',
      empty_value: '(boş)',
      changed_to: '→',
      yes: 'Evet',
      no: 'Hayır',
      columns: {
        when: 'Ne zaman',
        who: 'Kim',
        action: 'Ne',
        resource: 'Alan',
        record: 'Kayıt',
        changes: 'Değişiklikler',
      },
      filters: {
        admin: 'Yönetici e-postası',
        resource: 'Alan',
        action: 'Ne',
        from: 'Başlangıç',
        to: 'Bitiş',
      },
      resources: {
        members: 'Üyeler',
        packages: 'Paketler',
        events: 'Etkinlikler',
        groups: 'Gruplar',
        admins: 'Oturum açma',
        profile: 'Profil',
      },
      actions: {
        create: 'Oluşturuldu',
        update: 'Güncellendi',
        status: 'Durum değişti',
        delete: 'Silindi',
        approve: 'Onaylandı',
        reject: 'Reddedildi',
        cancel: 'İptal edildi',
        notify: 'Bildirildi',
        upload: 'Yüklendi',
        signIn: 'Oturum açtı',
        signInFailed: 'Başarısız oturum açma',
        passwordReset: 'Parola sıfırlandı',
        passwordResetRequested: 'Parola sıfırlama istendi',
        profile: 'Profil değişti',
      },
    },
  },
};

export default messages;
