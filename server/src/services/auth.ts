import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AppContext } from '../context.js';
import { hashPassword, PASSWORD_TOO_SHORT, passwordTooShort, verifyPassword } from '../http/password.js';
import { ApiError } from '../http/reply.js';
import { recordActivity } from './activityLog.js';
import { revokeAllTokens, sessionClaims } from './sessions.js';
import { toAdmin, type AdminRow } from './profile.js';
import { NO_SMTP_NOTICE } from '../mail/mailer.js';
import { resetMailContent, type MailLanguage } from '../mail/resetMailTexts.js';
import type { ResetPasswordBody } from '../schemas/auth.js';

/**
 * A1, once the route has both fields (its schema checked them): the email is looked up in lower case and the
 * password checked against its hash. Undefined when the email is unknown or the password wrong.
 */
export async function login(
  ctx: AppContext,
  credentials: { email: string; password: string },
): Promise<{ user: ReturnType<typeof toAdmin>; token: string } | undefined> {
  const email = credentials.email.toLowerCase();
  const [admin] = await ctx.db.query<AdminRow>('SELECT * FROM admins WHERE email = $1', [email]);
  // An unknown email is hashed against too (verifyPassword's dummy hash): it takes as long as a wrong password.
  if (!(await verifyPassword(credentials.password, admin?.password)) || !admin) {
    // The address tried is kept (never the password), with the account when it exists.
    await recordActivity(ctx.db, {
      action: 'signInFailed',
      resource: 'admins',
      recordId: admin?.uuid,
      label: email,
      actor: { adminUuid: admin?.uuid, email },
    });
    return undefined;
  }
  const actor = { adminUuid: admin.uuid, email: admin.email };
  await recordActivity(ctx.db, {
    action: 'signIn',
    resource: 'admins',
    recordId: admin.uuid,
    label: admin.email,
    actor,
  });
  return { user: toAdmin(admin), token: await ctx.tokens.sign(sessionClaims(admin)) };
}

const RESET_TOKEN_MINUTES = 60;

/** Reset tokens are stored hashed: the database never holds a usable link. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A2: creates a one-time reset token valid for 60 minutes and mails its link (PUBLIC_URL/reset/<token>) to the
 * admin, in `language`, through SMTP_URL; answers the message id, as the backend answers the mailer's. Without
 * SMTP_URL nothing is mailed and the log line says so (the link itself is logged only with LOG_RESET_LINKS=1).
 * An unknown email is a 400 E-wrapper with the backend's text; a mail the SMTP server refuses, a readable 400.
 */
export async function forgotPassword(
  ctx: AppContext,
  email: string,
  language: MailLanguage,
): Promise<string> {
  const [admin] = await ctx.db.query<AdminRow>('SELECT * FROM admins WHERE email = $1', [
    email.toLowerCase(),
  ]);
  if (!admin) throw new ApiError('Email not found. :-');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(ctx.now().getTime() + RESET_TOKEN_MINUTES * 60_000);
  await ctx.db.transaction(async (tx) => {
    // The row is locked with its email still this one: a change of email (or password) committed meanwhile is
    // seen here (no link to the old address), and one still to commit waits and then ends this link.
    const [still] = await tx.query('SELECT uuid FROM admins WHERE uuid = $1 AND email = $2 FOR UPDATE', [
      admin.uuid,
      admin.email,
    ]);
    if (!still) throw new ApiError('Email not found. :-');
    await tx.query('INSERT INTO password_resets (token, admin_uuid, expires_at) VALUES ($1, $2, $3)', [
      digest(token),
      admin.uuid,
      expiresAt,
    ]);
    const actor = { adminUuid: admin.uuid, email: admin.email };
    await recordActivity(tx, {
      action: 'passwordResetRequested',
      resource: 'admins',
      recordId: admin.uuid,
      label: admin.email,
      actor,
    });
  });
  const link = `${ctx.config.publicUrl}/reset/${token}`;
  const issued = `A password reset link was issued for ${admin.email} (valid ${RESET_TOKEN_MINUTES} minutes)`;
  let messageId = `<${randomUUID()}@wellness-admin>`;
  if (!ctx.mailer) {
    console.log(`${issued}; it was not mailed: ${NO_SMTP_NOTICE}`);
  } else {
    try {
      const mail = resetMailContent(language, admin, link, RESET_TOKEN_MINUTES);
      messageId = await ctx.mailer.send({ to: admin.email, ...mail });
      console.log(`${issued} and mailed (${language}).`);
    } catch (error) {
      console.error(`${issued}; the mail could not be sent: ${(error as Error).message}`);
      throw new ApiError('The reset link could not be sent. Please try again later.');
    }
  }
  // The link is a password: it is logged only when a development setting asks for it (LOG_RESET_LINKS=1).
  if (ctx.config.logResetLinks) console.log(`Password reset link for ${admin.email}: ${link}`);
  return messageId;
}

/** The reset answer's failure data, shaped like the jsonwebtoken errors the backend passes through. */
export type TokenFailure =
  | { name: 'TokenExpiredError'; message: string; expiredAt: string }
  | {
      name: 'JsonWebTokenError';
      message: string;
    };

type ResetResult = { updated: { n: number; nModified: number; ok: number } } | { tokenFailure: TokenFailure };

/**
 * A3, for a body with a token (the route answers one without): an unknown token → JsonWebTokenError, an expired
 * or used one → TokenExpiredError (both HTTP 200 with body status 400). Different passwords → 400 E-wrapper and
 * nothing changes (the backend's defect of storing confirmPassword is not reproduced). Success marks the token
 * used.
 */
export async function resetPassword(
  ctx: AppContext,
  { token, newPassword, confirmPassword }: ResetPasswordBody,
): Promise<ResetResult> {
  return ctx.db.transaction(async (tx) => {
    const [reset] = await tx.query<{ admin_uuid: string; expires_at: Date; used_at: Date | null }>(
      'SELECT admin_uuid, expires_at, used_at FROM password_resets WHERE token = $1 FOR UPDATE',
      [typeof token === 'string' ? digest(token) : ''],
    );
    if (!reset) return { tokenFailure: { name: 'JsonWebTokenError', message: 'invalid token' } };
    const now = ctx.now();
    const endedAt = reset.used_at ?? (new Date(reset.expires_at) <= now ? new Date(reset.expires_at) : null);
    if (endedAt) {
      return {
        tokenFailure: { name: 'TokenExpiredError', message: 'jwt expired', expiredAt: endedAt.toISOString() },
      };
    }
    if (newPassword !== confirmPassword) throw new ApiError('Error! Password do not match!');
    // The profile's rule holds here too (issue #11): a reset never sets a shorter password.
    if (passwordTooShort(newPassword)) throw new ApiError(PASSWORD_TOO_SHORT);
    await tx.query('UPDATE admins SET password = $2 WHERE uuid = $1', [
      reset.admin_uuid,
      await hashPassword(newPassword),
    ]);
    // Every token signed in before the reset stops working, and every outstanding link ends with it.
    await revokeAllTokens(tx, reset.admin_uuid, now);
    await recordActivity(tx, {
      action: 'passwordReset',
      resource: 'admins',
      recordId: reset.admin_uuid,
      actor: { adminUuid: reset.admin_uuid },
    });
    return { updated: { n: 1, nModified: 1, ok: 1 } };
  });
}
