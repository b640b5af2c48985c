import type { SeedContext } from './context.js';

/** Demo data of the 'faqs' area. Not yet implemented. */
export async function seedFaqs(_ctx: SeedContext): Promise<void> {}
