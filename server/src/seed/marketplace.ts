import type { SeedContext } from './context.js';

/** Demo data of the 'marketplace' area. Not yet implemented. */
export async function seedMarketplace(_ctx: SeedContext): Promise<void> {}
