/** The languages the reset mail is written in (the app's: src/i18n); English unless the request asks for another. */
export const MAIL_LANGUAGES = ['en', 'ar', 'tr'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

interface ResetTexts {
  subject: string;
  greeting: (name: string) => string;
  asked: (email: string) => string;
  open: (minutes: number) => string;
  button: string;
  ignore: string;
}

const TEXTS: Record<MailLanguage, ResetTexts> = {
  en: {
    subject: 'Reset your Wellness Admin password',
    greeting: (name) => `Hello ${name},`,
    asked: (email) => `A new password was asked for the Wellness Admin account ${email}.`,
    open: (minutes) => `To choose it, open this link within ${minutes} minutes:`,
    button: 'Choose a new password',
    ignore: 'If you did not ask for it, ignore this email: your password stays as it is.',
  },
  ar: {
    // The product as the Arabic and Turkish screens name it (src/i18n/*/shell.ts: app.title).
    subject: 'إعادة تعيين كلمة مرور إدارة العافية',
    greeting: (name) => `مرحبًا ${name}،`,
    asked: (email) => `طُلبت كلمة مرور جديدة لحساب إدارة العافية ‏${email}.`,
    open: (minutes) => `لاختيارها، افتح هذا الرابط خلال ${minutes} دقيقة:`,
    button: 'اختيار كلمة مرور جديدة',
    ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: ستبقى كلمة المرور كما هي.',
  },
  tr: {
    subject: 'Sağlıklı Yaşam Yönetimi şifrenizi sıfırlayın',
    greeting: (name) => `Merhaba ${name},`,
    asked: (email) => `${email} Sağlıklı Yaşam Yönetimi hesabı için yeni bir şifre istendi.`,
    open: (minutes) => `Yeni şifreyi belirlemek için bu bağlantıyı ${minutes} dakika içinde açın:`,
    button: 'Yeni şifre belirle',
    ignore: 'Bunu siz istemediyseniz bu e-postayı yok sayın: şifreniz değişmeden kalır.',
  },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The first language of an Accept-Language header (by its q weights) that the mail is written in; English when
 * none is. The app sends its own language with the forgot-password request (the backend ignores the header).
 */
export function mailLanguage(acceptLanguage: string | undefined): MailLanguage {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = Number(/^\s*q=([\d.]+)\s*$/.exec(params.join(';'))?.[1] ?? 1);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  const found = wanted.find((entry) => (MAIL_LANGUAGES as readonly string[]).includes(entry.language));
  return (found?.language as MailLanguage | undefined) ?? 'en';
}

export interface ResetMailContent {
  /** The mail's language (its Content-Language). */
  language: MailLanguage;
  subject: string;
  text: string;
  html: string;
}

/** The reset mail in `language`: plain text and HTML saying the same, the link in both. */
export function resetMailContent(
  language: MailLanguage,
  admin: { name: string; email: string },
  link: string,
  minutes: number,
): ResetMailContent {
  const t = TEXTS[language];
  const name = admin.name.trim() || admin.email;
  const text = [t.greeting(name), '', t.asked(admin.email), t.open(minutes), '', link, '', t.ignore, ''].join(
    '\n',
  );
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const html = `<!DOCTYPE html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(t.greeting(name))}</p>
<p>${escapeHtml(t.asked(admin.email))}<br>${escapeHtml(t.open(minutes))}</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 16px; background: #1976d2; color: #fff; text-decoration: none; border-radius: 4px">${escapeHtml(t.button)}</a></p>
<p dir="ltr" style="word-break: break-all"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(t.ignore)}</p>
</body>
</html>
`;
  return { language, subject: t.subject, text, html };
}
