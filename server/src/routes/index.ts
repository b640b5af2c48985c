import type { FastifyPluginAsync } from 'fastify';
import health from './health.js';
import auth from './auth.js';
import profile from './profile.js';
import countries from '../modules/countries/routes.js';
import packages from '../modules/packages/routes.js';
import members from '../modules/members/routes.js';
import payments from '../modules/payments/routes.js';
import events from '../modules/events/routes.js';
import promoCodes from '../modules/promoCodes/routes.js';
import content from '../modules/content/routes.js';
import vouchers from '../modules/vouchers/routes.js';
import groups from '../modules/groups/routes.js';
import heroes from '../modules/heroes/routes.js';
import marketplace from '../modules/marketplace/routes.js';
import faqs from '../modules/faqs/routes.js';
import activity from '../modules/activity/routes.js';
import changes from './changes.js';

/** Every area of the /v1 contract, each a thin Fastify plugin mounted under /v1. */
export const routePlugins: FastifyPluginAsync[] = [
  health,
  auth,
  profile,
  countries,
  packages,
  members,
  payments,
  events,
  promoCodes,
  content,
  vouchers,
  groups,
  heroes,
  marketplace,
  faqs,
  activity,
  changes,
];
