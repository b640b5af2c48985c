// Turkish texts of the user area (src/i18n/en/userArea.ts, key for key). Keys: app.userArea.*
const messages = {
  app: {
    userArea: {
      title: 'Sağlıklı Yaşamım',
      nav: {
        label: 'Kullanıcı alanı',
        dashboard: 'Gösterge Paneli',
        registered: 'Kayıtlı Etkinlikler',
        upcoming: 'Yaklaşan Etkinlikler',
        membership: 'Üyelik Paketi',
      },
      dashboard: { title: 'Gösterge Paneli' },
      registered: {
        title: 'Kayıtlı Etkinlikler',
        index: '#',
        name: 'Etkinlik Adı',
        date: 'Tarih',
        type: 'Tür',
        status: 'Durum',
      },
      upcoming: {
        title: 'Yaklaşan Etkinlikler',
        search: 'Etkinlik ara',
        category: 'Kategori',
        all: 'Tümü',
        no_courses: 'Kurs bulunamadı!',
      },
      event_types: {
        champion: 'CWC Şampiyon',
        starter: 'CWC Başlangıç',
        explorer: 'CWC Kaşif',
      },
      event_status: {
        confirmed: 'Onaylandı',
        pending: 'Beklemede',
      },
      membership: {
        title: 'Üyelik Paketi',
        per_year: 'yıllık',
      },
      tiers: {
        starter: { name: 'Başlangıç', price: 'Ücretsiz' },
        explorer: { name: 'Kaşif', price: '$99' },
        champion: { name: 'Şampiyon', price: '$199' },
      },
      benefits: {
        limited_sessions: 'Sınırlı seans',
        free_orientation: '1 ücretsiz oryantasyon',
        free_videos: 'Ücretsiz videolar',
        no_discount: '%0 indirim',
        starter_badge: 'Başlangıç rozeti',
        micro_periodic_10: 'Mikro öğrenme ve dönemsel kurslarda %10 indirim',
        retreats_lifestyle_20: 'İnziva kamplarında ve sağlıklı yaşam seanslarında %20 indirim',
        marketplace_discounts: 'Pazar yeri indirimleri',
        exclusive_videos: 'Özel videolar',
        newsletters_2: '2 bülten',
        explorer_badge: 'Kaşif rozeti',
        micro_20: 'Mikro öğrenmede %20 indirim',
        retreats_food_camps_30: 'İnziva ve beslenme kamplarında %30 indirim',
        lifestyle_50: 'Yaşam tarzı seanslarında %50 indirim',
        food_diagnostics_discounts: 'Gıda ve tahlillerde indirimler',
        premium_videos: 'Premium videolar',
        mentor_follow_ups: 'Mentorlarla takip görüşmeleri',
        newsletters_4: '4 bülten',
        champion_badge: 'Şampiyon rozeti',
      },
    },
  },
};

export default messages;
