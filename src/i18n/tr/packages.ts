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
        annual_cost: 'Yıllık Ücret ($)',
        monthly_cost: 'Aylık Ücret ($)',
        active: 'Aktif',
      },
      fields: {
        packageName: 'Paket Adı',
        annualCost: 'Yıllık Ücret ($)',
        monthlyCost: 'Aylık Ücret ($)',
        hhSessions: 'Sağlık Kahramanı Seansı Sayısı',
        wsgs: 'Sağlıklı Yaşam Destek Grubu Sayısı',
        benefits: 'Teklifler / Avantajlar',
        benefit: 'Teklif / Avantaj',
        colour: 'Renk',
        image: 'Resim',
      },
    },
  },
};

export default messages;
