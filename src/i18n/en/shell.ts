// Texts of the shell: navigation, app bar, user menu, shortcuts, page search, footer. Keys: app.shell.*
// Menu labels follow spec 1 §2 ('Applications', Dashboard, Packages, …); the rest are the shell's own words.
const messages = {
  app: {
    shell: {
      title: 'Wellness Admin',
      footer: 'Copyright © 2021 Wellness Admin. All rights reserved.',
      menu: {
        label: 'Main menu',
        applications: 'Applications',
        dashboard: 'Dashboard',
        packages: 'Packages',
        members: 'Members',
        payments: 'All Payments',
        events: 'Events',
        events_upcoming: 'Upcoming',
        events_draft: 'Draft',
        events_ongoing: 'Ongoing',
        events_past: 'Past',
        events_cancel: 'Cancel',
        promo_codes: 'Event promo codes',
        content_library: 'Content Library',
        multimedias: 'Multimedias',
        documents: 'Documents',
        wsgs: 'Wellness Support Groups',
        health_hero: 'Health Hero',
        mentoring: 'Mentoring',
        spotlight_videos: 'Spotlight Videos',
        // Spec 1 §2 names both entries 'Requests': each keeps the word, with what is requested.
        hero_requests: 'Hero Requests',
        market_place: 'Market Place',
        partners: 'Business Partners',
        vendors: 'Vendors',
        vouchers: 'Vouchers',
        faqs: 'FAQs',
        requests: 'Partner Requests',
        fold: 'Fold the menu',
        unfold: 'Unfold the menu',
      },
      user_menu: {
        label: 'User menu',
        my_profile: 'My Profile',
        profile: 'Profile',
        logout: 'Logout',
        administrator: 'Administrator',
        avatar_alt: 'Photo of %{name}',
      },
      roles: {
        admin: 'Administrator',
      },
      shortcuts: {
        label: 'Shortcuts',
        add: 'Add this page to the shortcuts',
        remove: 'Remove this page from the shortcuts',
        not_starrable: 'This page cannot be starred',
        // Issue #12: pages found by title inside the bar, and a failed save of the choice.
        find: 'Find pages for the shortcuts',
        find_placeholder: 'Page title',
        find_hint: 'Type a page title to add it; your shortcuts are listed here.',
        no_match: 'No page has this title',
        save_failed: 'The shortcuts could not be saved',
      },
      search: {
        open: 'Search pages (Ctrl+K)',
        label: 'Search pages',
        placeholder: 'Search',
        no_results: 'No results..',
        close: 'Close the search',
      },
      session_notice_close: 'Close',
    },
  },
};

export default messages;
