// Turkish texts of the 'packages' area (src/i18n/en/packages.ts, key for key). Keys: app.packages.*
const messages = {
  app: {
    packages: {
      title: 'Üyelik Paketleri',
      add: 'Yeni Paket Ekle',
      edit_title: 'Paketi Güncelle',
      empty: 'Hiç paket yok!',
      status_updated: 'Paket durumu başarıyla güncellendi.',
      adding: 'Paket ekleniyor',
      added: 'Paket başarıyla eklendi',
      updating: 'Paket güncelleniyor',
      updated: 'Paket başarıyla güncellendi',
      benefit_required: 'En az 1 teklif/avantaj ekleyin',
      name_taken: 'Bu adda bir paket zaten var',
      columns: {
        image: 'Resim',
        name: 'Ad',
        members: 'Kullanıcı Sayısı',
        active: 'Aktif',
      },
      fields: {
        benefit: 'Teklif / Avantaj',
      },
    },
  },
  // Labels of the columns and inputs (resources.<name>.fields.<source>, as in src/i18n/en).
  resources: {
    packages: {
      fields: {
        packageName: 'Paket Adı',
        annualCost: 'Yıllık Ücret ($)',
        monthlyCost: 'Aylık Ücret ($)',
        isActive: 'Aktif',
        hhSessions: 'Sağlık Kahramanı Seansı Sayısı',
        wsgs: 'Sağlıklı Yaşam Destek Grubu Sayısı',
        colour: 'Renk',
        benefits: 'Teklifler / Avantajlar',
        file: 'Resim',
        image: 'Resim',
        packageStatus: 'Paket Durumu',
        eventDiscount: 'Etkinlik İndirimi (%)',
      },
    },
  },
};

export default messages;
