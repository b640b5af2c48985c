/**
 * Issue 28: forgot-password created a reset token and only logged that it did, so an admin who forgot the
 * password could not get back in. The link now goes by SMTP (a real SMTP server runs in this process), in the
 * language the forgot-password page was in, as plain text and HTML, pointing at PUBLIC_URL.
 */
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { mailLanguage } from '../../server/src/mail/resetMailTexts';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../helpers/smtpInbox';
import { startAreaServer, type AreaServer } from './areaFixture';

const PUBLIC_URL = 'https://admin.example.org';
let smtp: SmtpInbox;
let server: AreaServer;
const inbox = () => smtp.mails;

const forgot = (acceptLanguage?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/v1/admin/forgotPassword',
    payload: { email: 'admin@test.example' },
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });

beforeAll(async () => {
  smtp = await startSmtpInbox();
  server = await startAreaServer({
    config: { smtpUrl: smtp.url, mailFrom: 'Wellness Admin <no-reply@example.org>', publicUrl: PUBLIC_URL },
  });
});
afterEach(() => {
  smtp.mails.length = 0;
  smtp.refuse(false);
  vi.restoreAllMocks();
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

describe('the password reset mail', () => {
  it('mails the link to the admin as plain text and HTML, answers its message id, and logs no link', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const answer = await forgot();
    expect(answer.statusCode).toBe(200);
    expect(inbox()).toHaveLength(1);
    const [{ to, mail }] = inbox() as [ReceivedMail];
    expect(to).toEqual(['admin@test.example']);
    expect(mail.from?.value).toEqual([{ name: 'Wellness Admin', address: 'no-reply@example.org' }]);
    expect(answer.json().data).toBe(mail.messageId);
    expect(mail.subject).toBe('Reset your Wellness Admin password');
    const link = /https:\/\/admin\.example\.org\/reset\/([\w-]+)/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    expect(mail.html).toContain(`href="${link![0]}"`);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    const [row] = await server.db.query<{ token: string }>(
      'SELECT token FROM password_resets ORDER BY expires_at DESC LIMIT 1',
    );
    expect(createHash('sha256').update(link![1]!).digest('hex')).toBe(row?.token);
    const lines = log.mock.calls.map((call) => call.join(' ')).join('\n');
    expect(lines).toMatch(/reset link was issued for admin@test\.example .*mailed/);
    expect(lines).not.toContain(link![1]);
  });

  it('writes it in the language the request names (Accept-Language), right to left in Arabic', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await forgot('tr');
    await forgot('ar-EG, en;q=0.5');
    const [turkish, arabic] = inbox().map((entry) => entry.mail);
    expect(turkish?.subject).toBe('Sağlıklı Yaşam Yönetimi şifrenizi sıfırlayın');
    expect(turkish?.headers.get('content-language')).toBe('tr');
    expect(turkish?.text).toContain('dakika içinde açın');
    // The product as the Arabic screens name it.
    expect(arabic?.subject).toBe('إعادة تعيين كلمة مرور إدارة العافية');
    expect(arabic?.headers.get('content-language')).toBe('ar');
    expect(arabic?.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic?.text).toContain(`${PUBLIC_URL}/reset/`);
  });

  it('answers a readable 400 when the SMTP server refuses the mail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    smtp.refuse(true);
    const answer = await forgot();
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      status: 400,
      message: 'Error!',
      error: 'The reset link could not be sent. Please try again later.',
    });
  });
});

describe('without SMTP', () => {
  it('says on the log line that the link was not mailed, and why', async () => {
    const bare = await startAreaServer();
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')));
    try {
      const answer = await bare.call('POST', '/admin/forgotPassword', { email: 'admin@test.example' }, false);
      expect(answer.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
    expect(lines.join('\n')).toMatch(/issued for admin@test\.example .*not mailed: SMTP_URL is not set/);
    expect(lines.join('\n')).not.toMatch(/\/reset\//);
  });
});

describe('configuration', () => {
  it('reads SMTP_URL, MAIL_FROM and PUBLIC_URL, the link defaulting to the server address', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'A <a@x.org>',
      PUBLIC_URL: 'https://x.org/',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'A <a@x.org>',
      publicUrl: 'https://x.org',
    });
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '9000' })).toMatchObject({
      smtpUrl: undefined,
      publicUrl: 'http://0.0.0.0:9000',
    });
  });

  it("picks the mail's language from Accept-Language by weight, English when none is known", () => {
    expect(mailLanguage(undefined)).toBe('en');
    expect(mailLanguage('fr-FR, tr;q=0.8, ar;q=0.9')).toBe('ar');
    expect(mailLanguage('de, fr')).toBe('en');
    expect(mailLanguage('TR-tr')).toBe('tr');
    expect(mailLanguage('ar;q=0')).toBe('en');
  });
});
