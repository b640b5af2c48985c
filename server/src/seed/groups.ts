import type { SeedContext } from './context.js';

/** Demo data of the 'groups' area. Not yet implemented. */
export async function seedGroups(_ctx: SeedContext): Promise<void> {}
