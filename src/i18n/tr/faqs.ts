// Turkish texts of the FAQs (src/i18n/en/faqs.ts, key for key). Keys: app.faqs.*
const messages = {
  app: {
    faqs: {
      title: 'SSS',
      add: 'Yeni SSS Ekle',
      create_title: 'Yeni SSS Ekle',
      edit_title: 'SSS’yi Güncelle',
      empty: 'Hiç SSS yok!',
      status_updated: 'SSS durumu başarıyla güncellendi.',
      adding: 'SSS ekleniyor',
      added: 'SSS başarıyla eklendi',
      updating: 'SSS güncelleniyor',
      updated: 'SSS başarıyla güncellendi',
      columns: {
        question: 'Soru Listesi',
      },
      fields: {
        question: 'Soru',
      },
    },
  },
  // Labels of the columns and inputs (resources.<name>.fields.<source>, as in src/i18n/en).
  resources: {
    faqs: {
      fields: {
        question: 'Soru',
        answer: 'Cevap',
        isActive: 'Aktif',
      },
    },
  },
};

export default messages;
