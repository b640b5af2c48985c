/** Fallback pictures served from public/images (spec 1 §2: default package image, default picture). */
export const DEFAULT_PACKAGE_IMAGE = '/images/default-package.svg';
export const DEFAULT_AVATAR_IMAGE = '/images/default-avatar.svg';
