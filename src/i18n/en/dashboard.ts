// Texts of the dashboard (spec 1 §2 does not show its content; these are the app's own). Keys: app.dashboard.*
const messages = {
  app: {
    dashboard: {
      title: 'Dashboard',
      members: 'Members',
      members_note: 'Active and incomplete',
      upcoming_events: 'Upcoming Events',
      pending_group_requests: 'Pending Group Requests',
      pending_mentoring_requests: 'Pending Mentoring Requests',
      unavailable: '—',
      open_list: 'Open the list: %{name}',
      registrations: 'New registrations per month',
      registrations_chart: 'New registrations in each of the last %{months} months',
      registrations_show: 'Show',
      registrations_bar: '%{month}: %{count}',
    },
  },
};

export default messages;
