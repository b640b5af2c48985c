// Arabic texts of the upload progress dialog (src/i18n/en/upload.ts, key for key). Keys: app.upload.*
const messages = {
  app: {
    upload: {
      retry: 'إعادة المحاولة',
      failed_title: 'فشل الرفع',
      cancelled_title: 'تم إلغاء الرفع',
      failed: 'فشل الرفع.',
      cancelled: 'تم إلغاء الرفع. الملف المختار محفوظ: زر إعادة المحاولة يرسله من جديد.',
    },
  },
};

export default messages;
