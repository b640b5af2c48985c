import {
  heroToFormData,
  normaliseHero,
  normaliseHeroApplication,
  normaliseSpotlight,
  sessionDecisionBody,
  spotlightDeleteBody,
  spotlightUploadFormData,
} from '../mappers/heroes';
import type { ResourceSpec } from '../types';
import { del, get, patch, post, viewByUuid } from './requests';
import type {
  HeroApplicationRecord,
  HeroForm,
  HeroRecord,
  HeroSessionRequestRecord,
  SpotlightUploadForm,
  SpotlightVideoRecord,
} from '../models';

/** Health heroes (spec 3; api-contract.md J1–J5). */
export const heroes: ResourceSpec<HeroRecord, HeroForm> = {
  name: 'heroes',
  list: { request: () => get('/admin/healthHero/list'), paged: true, limit: 100 },
  one: viewByUuid('/admin/healthHero/view'),
  create: {
    request: post('/admin/healthHero/create'),
    encode: (values) => heroToFormData(values, 'create'),
  },
  update: {
    request: patch('/admin/healthHero/update'),
    encode: (values) => heroToFormData(values, 'update'),
  },
  status: { request: patch('/admin/healthHero/status/update'), field: 'isActive' },
  search: ['name', 'diseaseTypeText', 'mentoringChannel', 'category', 'membershipName'],
  normalise: normaliseHero,
};

/** A hero's session requests read by POST {healthHeroUuid} (J6/J7). */
function sessionList(path: string, limit: number) {
  return {
    request: ({ heroId }: Record<string, string>) => ({ ...post(path), body: { healthHeroUuid: heroId } }),
    params: ['heroId'],
    paged: true,
    limit,
  };
}

const sessionSearch = ['name', 'email', 'sessionPurpose', 'otherProblems'];
const SESSION_DECISION = patch('/admin/healthhero/user/request/status/toggle');

/** Pending session requests: `getList('heroSessionRequests', {filter: {heroId}})`; approve/reject (J8). */
export const heroSessionRequests: ResourceSpec<HeroSessionRequestRecord> = {
  name: 'heroSessionRequests',
  // The spec asks for pages of 9 (J6).
  list: sessionList('/admin/user/healthhero/list/pending', 9),
  actions: {
    approve: {
      request: SESSION_DECISION,
      encode: ({ record }) => sessionDecisionBody(record, true),
      invalidates: ['heroRegisteredUsers'],
    },
    reject: { request: SESSION_DECISION, encode: ({ record }) => sessionDecisionBody(record, false) },
  },
  search: sessionSearch,
};

/** Approved session requests: `getList('heroRegisteredUsers', {filter: {heroId}})`. */
export const heroRegisteredUsers: ResourceSpec<HeroSessionRequestRecord> = {
  name: 'heroRegisteredUsers',
  list: sessionList('/admin/user/healthhero/list/approved', 100),
  search: sessionSearch,
};

/** Hero applications (J9/J10); the view names the application's own uuid `healthHeroUuid`. */
export const heroApplications: ResourceSpec<HeroApplicationRecord> = {
  name: 'heroApplications',
  list: { request: () => get('/admin/healthHeroRegistration/list') },
  one: {
    request: (id) => ({ ...post('/admin/healthHeroRegistration/view'), body: { healthHeroUuid: id } }),
  },
  search: ['name', 'email', 'country'],
  normalise: normaliseHeroApplication,
};

/**
 * Spotlight videos (J11–J13), one record per video, id `${heroUuid}:${videoKey}`. Upload with
 * `upload('spotlightVideos', 'upload', {data: {healthHeroUuid, title}, file})`. Spec 3 lists only titled
 * videos: pass the filter `{titled: true}`.
 */
export const spotlightVideos: ResourceSpec<SpotlightVideoRecord, SpotlightUploadForm> = {
  name: 'spotlightVideos',
  list: { request: () => get('/admin/healthHero/spotlight/list'), paged: true, limit: 100 },
  remove: { request: del('/admin/healthHero/spotlight/delete'), encode: spotlightDeleteBody },
  actions: {
    upload: {
      request: { ...patch('/admin/healthHero/spotlight/create'), timeoutMs: 0 },
      encode: ({ data, file }) => spotlightUploadFormData(data, file),
      invalidates: ['heroes'],
    },
  },
  filters: {
    titled: (record, value) => String(record.title ?? '').trim() !== '' || String(value) !== 'true',
  },
  search: ['name', 'title'],
  normalise: normaliseSpotlight,
};
