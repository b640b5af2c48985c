// Texts of the user area's placeholder pages and membership tiers (spec 3 §2, §9). Keys: app.userArea.*
const messages = {
  app: {
    userArea: {
      title: 'My Wellness',
      nav: {
        label: 'User area',
        dashboard: 'Dashboard',
        registered: 'Registered Events',
        upcoming: 'Upcoming Events',
        membership: 'Membership Package',
      },
      dashboard: { title: 'Dashboard' },
      registered: {
        title: 'Registered Events',
        index: '#',
        name: 'Event Name',
        date: 'Date',
        type: 'Type',
        status: 'Status',
      },
      upcoming: {
        title: 'Upcoming Events',
        search: 'Search for an Event',
        category: 'Category',
        all: 'All',
        no_courses: 'No courses found!',
      },
      event_types: {
        champion: 'CWC Champion',
        starter: 'CWC Starter',
        explorer: 'CWC Explorer',
      },
      event_status: {
        confirmed: 'Confirmed',
        pending: 'Pending',
      },
      membership: {
        title: 'Membership Package',
        per_year: 'per year',
      },
      tiers: {
        starter: { name: 'Starter', price: 'Free' },
        explorer: { name: 'Explorer', price: '$99' },
        champion: { name: 'Champion', price: '$199' },
      },
      benefits: {
        limited_sessions: 'Limited sessions',
        free_orientation: '1 free orientation',
        free_videos: 'Free videos',
        no_discount: '0% discount',
        starter_badge: 'Starter badge',
        micro_periodic_10: '10% off micro learning and periodic courses',
        retreats_lifestyle_20: '20% off retreats and wellness lifestyle sessions',
        marketplace_discounts: 'Marketplace discounts',
        exclusive_videos: 'Exclusive videos',
        newsletters_2: '2 newsletters',
        explorer_badge: 'Explorer badge',
        micro_20: '20% off micro learning',
        retreats_food_camps_30: '30% off retreats and food camps',
        lifestyle_50: '50% off lifestyle sessions',
        food_diagnostics_discounts: 'Discounts on foods and diagnostics',
        premium_videos: 'Premium videos',
        mentor_follow_ups: 'Follow-ups with mentors',
        newsletters_4: '4 newsletters',
        champion_badge: 'Champion badge',
      },
    },
  },
};

export default messages;
