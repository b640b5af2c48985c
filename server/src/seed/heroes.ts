import type { SeedContext } from './context.js';

/** Demo data of the 'heroes' area. Not yet implemented. */
export async function seedHeroes(_ctx: SeedContext): Promise<void> {}
