/** The resources and actions the server's activity log records (server/src/services/activity.ts). */
export const ACTIVITY_RESOURCES = ['members', 'packages', 'events', 'groups', 'admins', 'profile'] as const;

export const ACTIVITY_ACTIONS = [
  'create',
  'update',
  'status',
  'delete',
  'approve',
  'reject',
  'cancel',
  'signIn',
  'signInFailed',
  'passwordReset',
  'passwordResetRequested',
  'profile',
] as const;
