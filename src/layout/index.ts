export { AppLayout } from './AppLayout';
export { createAppStore } from './appStore';
export { StackedNotifications } from './notifications/StackedNotifications';
