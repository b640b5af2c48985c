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
      not_sent: 'İptal edildi: %{smart_count} satır olduğu gibi bırakıldı.',
    },
  },
};

export default messages;
