import type { SeedContext } from './context.js';

/** Demo data of the 'vouchers' area. Not yet implemented. */
export async function seedVouchers(_ctx: SeedContext): Promise<void> {}
