// Turkish texts of the dashboard (src/i18n/en/dashboard.ts, key for key). Keys: app.dashboard.*
const messages = {
  app: {
    dashboard: {
      title: 'Gösterge Paneli',
      members: 'Üyeler',
      members_note: 'Aktif ve eksik kayıtlı',
      upcoming_events: 'Yaklaşan Etkinlikler',
      pending_group_requests: 'Bekleyen Grup Talepleri',
      pending_mentoring_requests: 'Bekleyen Mentorluk Talepleri',
      unavailable: '—',
      open_list: 'Listeyi aç: %{name}',
      registrations: 'Aylık yeni kayıtlar',
      registrations_chart: 'Son %{months} ayın her birindeki yeni kayıtlar',
      registrations_show: 'Göster',
      registrations_bar: '%{month}: %{count}',
    },
  },
};

export default messages;
