import type { EventRecord } from './api';

/**
 * An event as the lists read it: the registry's record plus two fields the reference server sends and the
 * backend does not (api-contract.md D1, D5): the Allow Registration flag and the registration count.
 */
export type EventRow = EventRecord & { allowRegistration?: boolean; EventRegisteredUsers?: number };
