/** The actions the server's activity log records (server/src/services/activityLog.ts). */
export const ACTIVITY_ACTIONS = [
  'create',
  'update',
  'status',
  'delete',
  'approve',
  'reject',
  'cancel',
  'notify',
  'upload',
  'signIn',
  'signInFailed',
  'passwordReset',
  'passwordResetRequested',
  'profile',
] as const;
