// Turkish texts of the event promo codes (src/i18n/en/promoCodes.ts, key for key). Keys: app.promoCodes.*
const messages = {
  app: {
    promoCodes: {
      title: 'Etkinlik Promosyon Kodları',
      add: 'Promosyon Kodu Ekle',
      create_title: 'Promosyon Kodu Ekle',
      edit_title: 'Promosyon Kodunu Güncelle',
      empty: 'Hiç promosyon kodu yok!',
      confirm_delete: 'Bu kuponu silmek istediğinizden emin misiniz?',
      delete_content: '%{name}',
      deleted: 'Kupon başarıyla silindi.',
      status_updated: 'Kupon durumu başarıyla güncellendi.',
      adding: 'Kupon ekleniyor....',
      updating: 'Kupon güncelleniyor....',
      added: 'Kupon başarıyla oluşturuldu.',
      updated: 'Kupon başarıyla güncellendi.',
      create_error: 'Kupon oluşturulurken bir hata oluştu. Lütfen tekrar deneyin..',
      update_error: 'Kupon güncellenirken bir hata oluştu. Lütfen tekrar deneyin.',
      same_name: 'Aynı ada sahip bir kupon zaten var.',
      discount_max: '100’den büyük olamaz',
      columns: {
        name: 'Kupon Adı',
        discount_amount: 'İndirim Tutarı (%)',
        event_name: 'Etkinlik Adı',
        membership: 'Üyelik Paketi',
      },
    },
  },
  // Labels of the columns and inputs (resources.<name>.fields.<source>, as in src/i18n/en).
  resources: {
    promoCodes: {
      fields: {
        name: 'Promosyon Kodu',
        discountAmount: 'İndirim (%)',
        expiryDate: 'Son Kullanma Tarihi',
        status: 'Durum',
        membershipUuid: 'Üyelik Paketi',
        eventUuid: 'Etkinlik Adı',
        quantity: 'Kupon Sayısı',
        description: 'Açıklama',
      },
    },
  },
};

export default messages;
