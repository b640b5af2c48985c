import type { SeedContext } from './context.js';

/** Demo data of the 'packages' area. Not yet implemented. */
export async function seedPackages(_ctx: SeedContext): Promise<void> {}
