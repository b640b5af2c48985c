import type { SeedContext } from './context.js';

/** Demo data of the 'admin' area. Not yet implemented. */
export async function seedAdmin(_ctx: SeedContext): Promise<void> {}
