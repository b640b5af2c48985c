/** i18n key of the role text under the user's name: 'Administrator' when the user has no role (spec 1 §2). */
export const roleLabelKey = (role: unknown): string =>
  typeof role === 'string' && role !== '' ? `app.shell.roles.${role}` : 'app.shell.user_menu.administrator';
