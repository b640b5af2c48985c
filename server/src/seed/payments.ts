import type { SeedContext } from './context.js';

/** Demo data of the 'payments' area. Not yet implemented. */
export async function seedPayments(_ctx: SeedContext): Promise<void> {}
