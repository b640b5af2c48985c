import type { FastifyPluginAsync } from 'fastify';
import health from './health.js';
import auth from './auth.js';
import profile from './profile.js';
import countries from './countries.js';
import packages from './packages.js';
import members from './members.js';
import payments from './payments.js';
import events from './events.js';
import promoCodes from './promoCodes.js';
import content from './content.js';
import vouchers from './vouchers.js';
import groups from './groups.js';
import heroes from './heroes.js';
import marketplace from './marketplace.js';
import faqs from './faqs.js';
import activity from './activity.js';
import changes from './changes.js';
import presence from './presence.js';

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
  presence,
];
