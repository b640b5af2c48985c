import type { AppContext } from '../context.js';
import { hashPassword, PASSWORD_TOO_SHORT, passwordTooShort, verifyPassword } from '../http/password.js';
import { ApiError } from '../http/reply.js';
import { recordActivity } from './activityLog.js';
import type { PasswordCheck } from '../http/authLimits.js';
import type { ProfileUpdate } from '../schemas/profile.js';
import { revokeAllTokens, sessionClaims } from './sessions.js';

export interface AdminRow {
  uuid: string;
  name: string;
  country_code: string;
  phone: string;
  email: string;
  password: string;
  avatar: string | null;
  token_version: number;
  shortcuts: string;
}

/** The admin as the API answers it: never the password hash. countryCode is a number, as the backend stores it. */
export function toAdmin(row: AdminRow) {
  return {
    uuid: row.uuid,
    name: row.name,
    countryCode: /^\d+$/.test(row.country_code) ? Number(row.country_code) : row.country_code,
    phone: row.phone,
    email: row.email,
    ...(row.avatar ? { avatar: row.avatar } : {}),
  };
}

async function findAdmin(ctx: AppContext, uuid: string | undefined): Promise<AdminRow | undefined> {
  if (!uuid) return undefined;
  const [row] = await ctx.db.query<AdminRow>('SELECT * FROM admins WHERE uuid = $1', [uuid]);
  return row;
}

/**
 * The profile answer: the admin plus the pages of their shortcut bar (navigation ids, in the order chosen).
 * `shortcuts` is this server's own field (issue #12); the backend has none, and the app then keeps them in
 * the browser.
 */
function toProfile(row: AdminRow) {
  return { ...toAdmin(row), shortcuts: row.shortcuts ? row.shortcuts.split(',') : [] };
}

/** A5: HTTP 200 with an E-wrapper status 404 when the token's admin is gone. */
export async function viewProfile(ctx: AppContext, adminUuid: string | undefined) {
  const admin = await findAdmin(ctx, adminUuid);
  if (!admin) throw new ApiError('No admin found for this token.', 404, 'error', 200);
  return toProfile(admin);
}

/** Counts one check of the current password of `account` (http/authLimits.ts countPasswordCheck). */
export type CountPasswordCheck = (account: string) => PasswordCheck;

/** Refusals answered HTTP 200 with an E-wrapper status 400, as the route's validation (A6). */
const onPage = (message: string) => new ApiError(message, 400, 'error', 200);

/**
 * Checks the current password a password or email change needs, counted as a sign-in attempt (wrong guesses
 * are limited like sign-in: 429 once over).
 */
async function checkCurrentPassword(
  admin: AdminRow,
  currentPassword: string | undefined,
  changes: { password: boolean; email: boolean },
  countCheck: CountPasswordCheck,
): Promise<void> {
  if (!changes.password && !changes.email) return;
  if (!currentPassword) {
    throw onPage(
      changes.password
        ? 'Enter your current password to set a new one.'
        : 'Enter your current password to change the email.',
    );
  }
  const check = countCheck(admin.email);
  if (!(await verifyPassword(currentPassword, admin.password)))
    throw onPage('The current password is not correct.');
  check.passed();
}

/**
 * A6, on a body its schema checked (schemas/profile.ts): refusals answer HTTP 200 with an E-wrapper status 400
 * (the backend's shape). The password changes only when both fields are filled and equal (the backend's
 * mismatch defect is not reproduced). A new password or another email needs `currentPassword` (this server's
 * own field), and ends every session of the admin: the answer then carries a new `token` for this one. A
 * duplicate email or phone is an HTTP 400 E-wrapper. Answers the admin without its password.
 */
export async function updateProfile(
  ctx: AppContext,
  adminUuid: string | undefined,
  values: ProfileUpdate,
  countCheck: CountPasswordCheck,
): Promise<ReturnType<typeof toProfile> & { token?: string }> {
  const newPassword = values.newPassword ?? '';
  const confirmPassword = values.confirmPassword ?? '';
  if (newPassword !== confirmPassword) throw onPage('Passwords must match');
  if (newPassword && passwordTooShort(newPassword)) throw onPage(PASSWORD_TOO_SHORT);
  const email = values.email?.toLowerCase();
  const countryCode = values.countryCode?.replace(/^\+/, '');

  // The current password is checked before the transaction (scrypt takes ~50 ms: no row stays locked meanwhile);
  // the transaction then refuses if the password changed in between.
  const admin = await findAdmin(ctx, adminUuid);
  if (!admin) throw new ApiError('No admin found for this token.', 404, 'error', 200);
  const changes = { password: newPassword !== '', email: email !== undefined && email !== admin.email };
  await checkCurrentPassword(admin, values.currentPassword, changes, countCheck);
  const password = changes.password ? await hashPassword(newPassword) : undefined;
  const endsSessions = changes.password || changes.email;

  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.query<AdminRow>('SELECT * FROM admins WHERE uuid = $1 FOR UPDATE', [
      admin.uuid,
    ]);
    if (!current) throw new ApiError('No admin found for this token.', 404, 'error', 200);
    if (endsSessions && (current.password !== admin.password || current.email !== admin.email))
      throw onPage('The current password is not correct.');
    const [taken] = await tx.query<{ email: string; phone: string }>(
      'SELECT email, phone FROM admins WHERE uuid <> $1 AND (email = $2 OR phone = $3)',
      [current.uuid, email ?? null, values.phone ?? null],
    );
    if (taken) {
      const field = taken.email === email ? `email: "${email}"` : `phone: "${values.phone}"`;
      throw new ApiError(`E11000 duplicate key error collection: admins dup key: { ${field} }`);
    }
    // A new password or email ends every session signed in before it, this one included (this one gets a new
    // token below), and every reset link still open.
    if (endsSessions) await revokeAllTokens(tx, current.uuid, ctx.now());
    const [updated] = await tx.query<AdminRow>(
      `UPDATE admins SET name = COALESCE($2, name), country_code = COALESCE($3, country_code),
         phone = COALESCE($4, phone), email = COALESCE($5, email), password = COALESCE($6, password),
         shortcuts = COALESCE($7, shortcuts)
       WHERE uuid = $1 RETURNING *`,
      [
        current.uuid,
        values.name ?? null,
        countryCode ?? null,
        values.phone ?? null,
        email ?? null,
        password ?? null,
        values.shortcuts ?? null,
      ],
    );
    const saved = updated as AdminRow;
    // The hashes never reach the log; a new password shows as a field that changed, without values.
    await recordActivity(tx, {
      action: 'profile',
      resource: 'profile',
      recordId: current.uuid,
      label: saved.email,
      before: { ...toAdmin(current), ...(password ? { passwordChanged: false } : {}) },
      after: { ...toAdmin(saved), ...(password ? { passwordChanged: true } : {}) },
    });
    if (!endsSessions) return toProfile(saved);
    return { ...toProfile(saved), token: await ctx.tokens.sign(sessionClaims(saved)) };
  });
}
