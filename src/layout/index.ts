export { AppLayout } from './AppLayout';
export { createAppStore } from './appStore';
export { navigation, navigationPages, type NavItem, type NavPage } from './navigation';
