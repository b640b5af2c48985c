import { createAuthProvider } from './authProvider';

/**
 * The app's authProvider. The dataProvider is imported only at logout, so the public login page's bundle
 * does not carry the data layer.
 */
export const authProvider = createAuthProvider({
  onLogout: async () => {
    const { dataProvider } = await import('../resources/dataProvider');
    dataProvider.clearCache();
  },
});

export { sessionStore } from './session';
