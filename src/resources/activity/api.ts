import type { ApiEntries } from '../registry';

/** The activity log (GET /v1/admin/activity) is a regular REST resource, read through ra-data-simple-rest. */
export default [{ name: 'activity', dialect: 'simple-rest' }] satisfies ApiEntries;
