import type { ResourceRegistry } from '../types';

/** Every resource of the three spec documents, by react-admin resource name. */
export const registry: ResourceRegistry = {};
