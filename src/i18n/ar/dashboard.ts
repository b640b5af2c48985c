// Arabic texts of the dashboard (src/i18n/en/dashboard.ts, key for key). Keys: app.dashboard.*
const messages = {
  app: {
    dashboard: {
      title: 'لوحة التحكم',
      members: 'الأعضاء',
      members_note: 'النشطون وغير المكتملين',
      upcoming_events: 'الفعاليات القادمة',
      pending_group_requests: 'طلبات المجموعات المعلقة',
      pending_mentoring_requests: 'طلبات الإرشاد المعلقة',
      unavailable: '—',
      open_list: 'فتح القائمة: %{name}',
      registrations: 'التسجيلات الجديدة شهريًا',
      registrations_chart: 'التسجيلات الجديدة في كل شهر من آخر %{months} أشهر',
      registrations_show: 'عرض',
      registrations_bar: '%{month}: %{count}',
    },
  },
};

export default messages;
