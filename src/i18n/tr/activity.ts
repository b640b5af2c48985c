// Turkish texts of the activity log (src/i18n/en/activity.ts, key for key). Keys: app.activity.*
// 'Aktivite Günlüğü': neither 'Etkinlik', which the app uses for events, nor 'İşlem Geçmişi', the Transaction History.
const messages = {
  app: {
    activity: {
      menu: 'Aktivite Günlüğü',
      title: 'Aktivite Günlüğü',
      empty: 'Henüz bir aktivite yok.',
      not_recorded: 'Bu API aktivite günlüğü tutmuyor.',
      loading: 'Yükleniyor…',
      history: 'Geçmiş',
      no_history: 'Bu kayıt için hiçbir değişiklik kaydedilmedi.',
      history_line: '%{action}: %{who} tarafından, %{when}',
      unknown_admin: 'oturum açmamış biri',
      empty_value: '(boş)',
      changed_to: '→',
      yes: 'Evet',
      no: 'Hayır',
      file: '%{type} dosyası',
      image_gone: 'Görsel artık saklanmıyor',
      columns: {
        who: 'Kim',
        changes: 'Değişiklikler',
      },
      resources: {
        members: 'Üyeler',
        packages: 'Paketler',
        events: 'Etkinlikler',
        speakers: 'Etkinlik konuşmacıları',
        promoCodes: 'Etkinlik promosyon kodları',
        groups: 'Sağlıklı Yaşam Destek Grupları',
        heroes: 'Sağlık Kahramanı',
        spotlightVideos: 'Öne Çıkan Videolar',
        multimedia: 'Multimedya',
        documents: 'Belgeler',
        vouchers: 'Kuponlar',
        partners: 'İş Ortakları',
        faqs: 'SSS',
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
        passwordReset: 'Şifre sıfırlandı',
        passwordResetRequested: 'Şifre sıfırlama istendi',
        profile: 'Profil değişti',
      },
    },
  },
  // Labels of the columns and inputs (resources.<name>.fields.<source>, as in src/i18n/en).
  resources: {
    activity: {
      fields: {
        at: 'Ne zaman',
        adminEmail: 'Yönetici e-postası',
        action: 'Ne',
        resource: 'Alan',
        label: 'Kayıt',
        at_gte: 'Başlangıç',
        at_lte: 'Bitiş',
      },
    },
  },
};

export default messages;
