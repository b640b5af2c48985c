import type { ResourceRegistry, ResourceSpec } from '../types';
import { documents, multimedia } from './content';
import { countries } from './countries';
import { registrations, speakers } from './eventParts';
import { events } from './events';
import { faqs } from './faqs';
import { groupMembers, groupRequests, groups } from './groups';
import {
  heroApplications,
  heroRegisteredUsers,
  heroSessionRequests,
  heroes,
  spotlightVideos,
} from './heroes';
import { partnerRequests, partners, vendors } from './marketplace';
import { members } from './members';
import { packages } from './packages';
import { payments, transactions } from './payments';
import { profile } from './profile';
import { promoCodes } from './promoCodes';
import { vouchers } from './vouchers';

const entries: ResourceSpec[] = [
  packages,
  members,
  transactions,
  payments,
  events,
  speakers,
  registrations,
  promoCodes,
  multimedia,
  documents,
  vouchers,
  groups,
  groupRequests,
  groupMembers,
  heroes,
  heroSessionRequests,
  heroRegisteredUsers,
  heroApplications,
  spotlightVideos,
  partners,
  partnerRequests,
  vendors,
  faqs,
  countries,
  profile,
];

/** Every resource of the three spec documents, by react-admin resource name (docs/architecture.md). */
export const registry: ResourceRegistry = Object.fromEntries(entries.map((entry) => [entry.name, entry]));
