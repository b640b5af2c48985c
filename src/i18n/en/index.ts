import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import common from './common';
import auth from './auth';
import shell from './shell';
import dashboard from './dashboard';
import profile from './profile';
import userArea from './userArea';
import packages from './packages';
import members from './members';
import transactions from './transactions';
import events from './events';
import promoCodes from './promoCodes';
import content from './content';
import vouchers from './vouchers';
import groups from './groups';
import heroes from './heroes';
import marketplace from './marketplace';
import faqs from './faqs';

/** react-admin's English texts, then every spec text, area by area (keys app.<area>.*). */
export const en: TranslationMessages = mergeTranslations(
  englishMessages,
  common,
  auth,
  shell,
  dashboard,
  profile,
  userArea,
  packages,
  members,
  transactions,
  events,
  promoCodes,
  content,
  vouchers,
  groups,
  heroes,
  marketplace,
  faqs,
);
