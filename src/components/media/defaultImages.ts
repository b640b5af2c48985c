/** Fallback pictures served from public/images (spec 1 §2: default package image, default picture). */
export const DEFAULT_PACKAGE_IMAGE = '/images/default-package.svg';
export const DEFAULT_AVATAR_IMAGE = '/images/default-avatar.svg';
/** Fallback for business logos (partners, partner requests) and other pictures of organisations. */
export const DEFAULT_LOGO_IMAGE = '/images/default-logo.svg';
/** Fallback for the cover of a content-library item (multimedia, documents) and of a voucher. */
export const DEFAULT_COVER_IMAGE = '/images/default-cover.svg';
