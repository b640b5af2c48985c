import type { SeedContext } from './context.js';

/** Demo data of the 'promoCodes' area. Not yet implemented. */
export async function seedPromoCodes(_ctx: SeedContext): Promise<void> {}
