// Turkish texts of the vouchers (src/i18n/en/vouchers.ts, key for key). Keys: app.vouchers.*
const messages = {
  app: {
    vouchers: {
      title: 'Kuponlar',
      add: 'Yeni Kupon Ekle',
      create_title: 'Yeni Kupon Ekle',
      edit_title: 'Kuponu Güncelle',
      empty: 'Hiç kupon yok!',
      confirm_delete: 'Bu kuponu silmek istediğinizden emin misiniz?',
      delete_content: '%{name}',
      discount_max: '100’den büyük olamaz',
      deleted: 'Kupon başarıyla silindi.',
      status_updated: 'Kupon durumu başarıyla güncellendi.',
      adding: 'Kupon ekleniyor....',
      updating: 'Kupon güncelleniyor....',
      added: 'Kupon başarıyla oluşturuldu.',
      updated: 'Kupon başarıyla güncellendi.',
      create_error: 'Kupon oluşturulurken bir hata oluştu. Lütfen tekrar deneyin..',
      update_error: 'Kupon güncellenirken bir hata oluştu. Lütfen tekrar deneyin.',
      columns: {
        image: 'Resim',
        membership: 'Üyelik Paketi',
      },
      discount_types: {
        flat: 'sabit',
        percent: '%',
      },
    },
  },
  // Labels of the columns and inputs (resources.<name>.fields.<source>, as in src/i18n/en).
  resources: {
    vouchers: {
      fields: {
        name: 'Kupon Adı',
        companyName: 'Şirket Adı',
        expiryDate: 'Son Kullanma Tarihi',
        isActive: 'Aktif',
        description: 'Açıklama',
        discount: 'İndirim',
        discountType: 'İndirim Türü',
        membershipPackage: 'Üyelik Paketi',
        voucherCode: 'Kupon Kodu',
        numberOfVouchers: 'Kupon Sayısı',
        termsAndConditions: 'Şartlar ve Koşullar',
        file: 'Kapak Resmi',
        coverImage: 'Kapak Resmi',
        image: 'Kapak Resmi',
        status: 'Durum',
      },
    },
  },
};

export default messages;
