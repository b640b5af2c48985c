import type { SeedContext } from './context.js';

/** Demo data of the 'content' area. Not yet implemented. */
export async function seedContent(_ctx: SeedContext): Promise<void> {}
