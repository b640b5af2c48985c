// Turkish texts of the lists' bulk actions (src/i18n/en/bulk.ts, key for key). Keys: app.bulk.*
const messages = {
  app: {
    bulk: {
      select: 'Seç',
      activate: 'Etkinleştir',
      deactivate: 'Devre dışı bırak',
      export: 'Seçilenleri dışa aktar',
      activated: '%{smart_count} satır etkinleştirildi',
      deactivated: '%{smart_count} satır devre dışı bırakıldı',
      deleted: '%{smart_count} satır silindi',
      delete_title: '%{smart_count} satır silinsin mi?',
      delete_content: 'Silinen satırlar geri getirilemez.',
      outcome: '%{total} satırdan %{done} tanesi tamamlandı.',
      failed_rows: 'Şu %{smart_count} satır değiştirilemedi:',
      more_failed: 've %{smart_count} satır daha',
      select_page: '%{page}. sayfadakilerin tümünü seç (%{name})',
      select_all: 'Eşleşen %{count} kaydın tümünü seç (%{name})',
      select_all_title: 'Eşleşen %{count} kaydın (%{name}) tümü seçilsin mi?',
      select_all_content:
        'Listenin arama ve filtreleriyle eşleşen her satır, tüm sayfalarda seçilir: toplu işlemler hepsine uygulanır.',
      approve_title: '%{smart_count} talep onaylansın mı?',
      approved: '%{smart_count} talep onaylandı',
      reject_title: '%{smart_count} talep reddedilsin mi?',
      rejected: '%{smart_count} talep reddedildi',
      change_package: 'Paketi değiştir',
      change_package_title: '%{smart_count} üyenin paketini değiştir',
      change_package_content:
        'Her üyenin üyeliği bugün seçilen pakette yeniden başlar; zaten bu pakette olan üyeler olduğu gibi kalır.',
      package: 'Paket',
      package_changed: '%{smart_count} üyenin paketi değiştirildi',
      allow_registration: 'Kayda izin ver',
      stop_registration: 'Kaydı durdur',
      registration_allowed: '%{smart_count} etkinlik için kayda izin verildi',
      registration_stopped: '%{smart_count} etkinlik için kayıt durduruldu',
      cancel_events: 'Etkinlikleri iptal et',
      cancel_events_title: '%{smart_count} etkinlik iptal edilsin mi?',
      events_cancelled: '%{smart_count} etkinlik iptal edildi',
      not_sent: 'İptal edildi: %{smart_count} satır olduğu gibi bırakıldı.',
    },
  },
};

export default messages;
