import type { SeedContext } from './context.js';

/** Demo data of the 'members' area. Not yet implemented. */
export async function seedMembers(_ctx: SeedContext): Promise<void> {}
