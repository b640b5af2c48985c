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
        name: 'Kupon Adı',
        company_name: 'Şirket Adı',
        expiry_date: 'Son Kullanma Tarihi',
        membership: 'Üyelik Paketi',
        active: 'Aktif',
      },
      discount_types: {
        flat: 'sabit',
        percent: '%',
      },
      fields: {
        name: 'Kupon Adı',
        company_name: 'Şirket Adı',
        description: 'Açıklama',
        discount: 'İndirim',
        discount_type: 'İndirim Türü',
        expiry_date: 'Son Kullanma Tarihi',
        membership_package: 'Üyelik Paketi',
        voucher_code: 'Kupon Kodu',
        number_of_vouchers: 'Kupon Sayısı',
        terms_and_conditions: 'Şartlar ve Koşullar',
        cover_image: 'Kapak Resmi',
      },
    },
  },
};

export default messages;
