// Turkish texts of the upload progress dialog (src/i18n/en/upload.ts, key for key). Keys: app.upload.*
const messages = {
  app: {
    upload: {
      retry: 'Tekrar Dene',
      failed_title: 'Yükleme başarısız',
      cancelled_title: 'Yükleme iptal edildi',
      failed: 'Yükleme başarısız oldu.',
      cancelled: 'Yükleme iptal edildi. Seçilen dosya saklandı: Tekrar Dene onu yeniden gönderir.',
    },
  },
};

export default messages;
