import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import type { Direction } from '../i18n/locales';
import { rtlStylisPlugin } from './rtlStylisPlugin';

/** Emotion's default cache, and one mirroring every rule for right-to-left pages (flipped before prefixing). */
const caches = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'muirtl', stylisPlugins: [rtlStylisPlugin, prefixer] }),
};

export const emotionCacheFor = (direction: Direction) => caches[direction];
