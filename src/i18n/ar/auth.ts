// Arabic texts of sign-in, password and session (src/i18n/en/auth.ts, key for key). Keys: app.auth.*
const messages = {
  app: {
    auth: {
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      login: 'تسجيل الدخول',
      forgot_password_link: 'نسيت كلمة المرور',
      show_password: 'إظهار كلمة المرور',
      hide_password: 'إخفاء كلمة المرور',
      email_required: 'يجب إدخال البريد الإلكتروني',
      email_invalid: 'يجب إدخال بريد إلكتروني صالح',
      password_required: 'يرجى إدخال كلمة المرور.',
      invalid_credentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
      forgot_title: 'نسيت كلمة المرور',
      forgot_prompt: 'أدخل البريد الإلكتروني الذي سجّلت به',
      reset_password_button: 'إعادة تعيين كلمة المرور',
      verification_sent: 'تم إرسال رابط التحقق إلى حسابك',
      too_many_attempts:
        'محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد %{smart_count} دقيقة. |||| محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد دقيقة واحدة. |||| محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد دقيقتين. |||| محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد %{smart_count} دقائق. |||| محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد %{smart_count} دقيقة. |||| محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد %{smart_count} دقيقة.',
      email_not_found: 'لا يوجد حساب مسجّل بهذا البريد الإلكتروني.',
      reset_title: 'إعادة تعيين كلمة المرور',
      new_password: 'كلمة المرور الجديدة',
      confirm_password: 'تأكيد كلمة المرور',
      passwords_must_match: 'يجب أن تتطابق كلمتا المرور',
      reset_success: 'تمت إعادة تعيين كلمة المرور بنجاح',
      reset_expired: 'انتهت صلاحية الجلسة! يرجى المحاولة مرة أخرى',
      back_to_login: 'العودة إلى تسجيل الدخول',
      logging_in_with_jwt: 'جارٍ تسجيل الدخول باستخدام JWT',
      logged_in_with_jwt: 'تم تسجيل الدخول باستخدام JWT',
      access_token_expired: 'انتهت صلاحية رمز الوصول',
      invalid_access_token: 'رمز الوصول غير صالح',
    },
  },
};

export default messages;
