export { AppLayout } from './AppLayout';
export { createAppStore } from './appStore';
export { StackedNotifications } from './notifications/StackedNotifications';
export { navigation, navigationPages, type NavItem, type NavPage } from './navigation';
