import { createHash } from 'node:crypto';
import type { AppContext } from '../context.js';
import type { Db } from '../db/index.js';
import { endAdminPresence, endSessionPresence } from '../presence/presenceStore.js';

/**
 * Server-side ends of a session. A token carries its admin's token version (`ver`, 0 when absent); a password
 * change or reset bumps the version, so every earlier token stops working. Logout revokes one token by its
 * digest (the database never holds a usable token), kept until the token would have expired anyway.
 */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** The claims of a new sign-in token for `admin`. */
export const sessionClaims = (admin: { uuid: string; token_version: number }) => ({
  id: admin.uuid,
  ver: admin.token_version,
});

/** The signed-in admin of a verified token, or null when the admin is gone or the token was revoked. */
export async function sessionAdmin(
  db: Db,
  payload: Record<string, unknown>,
  token: string,
): Promise<{ uuid: string } | null> {
  const id = typeof payload.id === 'string' ? payload.id : undefined;
  if (!id || payload.purpose) return null;
  const [admin] = await db.query<{ uuid: string; token_version: number }>(
    `SELECT uuid, token_version FROM admins
     WHERE uuid = $1 AND NOT EXISTS (SELECT 1 FROM revoked_tokens WHERE token_digest = $2)`,
    [id, tokenDigest(token)],
  );
  const version = typeof payload.ver === 'number' ? payload.ver : 0;
  return admin && admin.token_version === version ? { uuid: admin.uuid } : null;
}

/**
 * Every token issued to the admin so far stops working (inside the password- or email-changing transaction), their
 * tabs leave the records they had open (presence), and every reset link still open ends: one sent before a change
 * of password or email (to a mailbox being left, say) cannot take the account after it.
 */
export async function revokeAllTokens(tx: Db, adminUuid: string, now: Date): Promise<void> {
  await tx.query('UPDATE admins SET token_version = token_version + 1 WHERE uuid = $1', [adminUuid]);
  await endAdminPresence(tx, adminUuid);
  await tx.query('UPDATE password_resets SET used_at = $2 WHERE admin_uuid = $1 AND used_at IS NULL', [
    adminUuid,
    now,
  ]);
}

/**
 * Logout: this token stops working and its tabs leave the records they had open; revocations of tokens past their
 * expiry are dropped meanwhile.
 */
export async function revokeToken(ctx: AppContext, token: string, exp: unknown): Promise<void> {
  const now = ctx.now();
  const expiresAt = typeof exp === 'number' ? new Date(exp * 1000) : new Date(now.getTime() + 86_400_000);
  await ctx.db.transaction(async (tx) => {
    await tx.query('DELETE FROM revoked_tokens WHERE expires_at < $1', [now]);
    await tx.query(
      `INSERT INTO revoked_tokens (token_digest, expires_at) VALUES ($1, $2) ON CONFLICT (token_digest) DO NOTHING`,
      [tokenDigest(token), expiresAt],
    );
    await endSessionPresence(tx, tokenDigest(token));
  });
}
