/**
 * The stored event status (api-contract.md §8 Event). Its own module so screens read it without importing the
 * API entry: a screen chunk importing an api.ts split the shared request builders into a chunk of their own.
 */
export const EVENT_STATUS = { cancelled: 0, active: 1, draft: 2 } as const;
