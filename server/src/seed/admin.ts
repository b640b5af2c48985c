import { randomUUID } from 'node:crypto';
import { hashPassword } from '../http/password.js';
import type { SeedContext } from './context.js';

/**
 * The first admin (api-contract §9), from configuration rather than source: ADMIN_EMAIL / ADMIN_PASSWORD. Only
 * when no admin exists yet.
 */
export async function seedAdmin(ctx: Pick<SeedContext, 'db' | 'config'>): Promise<void> {
  const [row] = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admins');
  if (row && row.n > 0) return;
  await ctx.db.query(
    `INSERT INTO admins (uuid, name, country_code, phone, email, password) VALUES ($1, $2, '1', $3, $4, $5)`,
    [
      randomUUID(),
      'Admin User',
      '2025550100',
      ctx.config.adminEmail.toLowerCase(),
      await hashPassword(ctx.config.adminPassword),
    ],
  );
}
