import type { FileValue, FormValues, Json, ListValue, ResourceSpec, WithId } from '../types';
import { del, get, patch, post, viewByUuid } from './requests';
import {
  type WriteMode,
  fileFrom,
  formDataFrom,
  joinList,
  listItems,
  numberText,
  textOf,
} from '../readers/formValues';
import {
  firstOf,
  lastPathSegment,
  lookupWithoutPasswords,
  packageDisplay,
  str,
  stringList,
} from '../readers/rawRecords';

export interface HeroRecord extends WithId {
  userUuid: string;
  name: string;
  ageBracket: string;
  image: string | null;
  category: string;
  diseaseType: string[];
  areaOfMentoring: string[];
  preferrableDays: string[];
  numberOfHours: number;
  mentoringChannel: string;
  membershipPackage: string;
  reasonForMentoring: string | null;
  isActive: boolean;
  /** Not stored by the backend; kept so the form's required field binds. */
  experience: string;
  email: string;
  city: string;
  country: string;
  diseaseTypeText: string;
  membershipName: string;
  packageColour: string;
}

export type HeroForm = FormValues<{
  userUuid: string;
  experience: string;
  diseaseType: ListValue;
  areaOfMentoring: ListValue;
  preferrableDays: ListValue;
  ageBracket: string;
  category: string;
  numberOfHours: number | string;
  mentoringChannel: string;
  membershipPackage: string;
  reasonForMentoring: string;
  file: FileValue;
}>;

export interface HeroSessionRequestRecord extends WithId {
  userUuid: string;
  healthHeroUuid: string;
  name: string | null;
  email: string;
  sessionDate: string | null;
  sessionTime: string | null;
  sessionPurpose: string | null;
  otherProblems: string | null;
  consultation?: string | null;
  isActive: boolean | null;
}

export interface HeroApplicationRecord extends WithId {
  userUuid: string;
  mobile: string;
  image: string | null;
  uploadStory: string;
  uploadDocuments: string | null;
  ageGroup: string;
  category: string;
  areaOfMentoring: string;
  numberOfHours: number;
  mentoringChannel: string;
  membershipPackage: string;
  reasonForMentoring: string | null;
  createdAt?: string;
  name: string;
  email: string;
  city: string;
  country: string;
}

export interface SpotlightVideoRecord {
  /** `${uuid}:${videoKey}`: spotlight videos carry no id of their own. */
  id: string;
  /** The health hero's uuid. */
  uuid: string;
  healthHeroUuid: string;
  name: string;
  image: string | null;
  title: string;
  video: string;
  /** The last path segment of `video`, the S3 key the delete call names. */
  videoKey: string;
}

export type SpotlightUploadForm = FormValues<{
  healthHeroUuid: string;
  title: string;
  video: FileValue;
}>;

/**
 * Health-hero create/update multipart (api-contract.md J2/J4). The backend splits list fields on ','
 * without trimming, so they are joined with a bare ','. Update does not split `diseaseType`: the part is
 * repeated instead, one per disease.
 */
function heroToFormData(values: HeroForm, mode: WriteMode): FormData {
  const isUpdate = mode === 'update';
  return formDataFrom({
    userUuid: textOf(values.userUuid),
    ageBracket: textOf(values.ageBracket),
    category: textOf(values.category),
    experience: textOf(values.experience),
    diseaseType: isUpdate ? listItems(values.diseaseType) : joinList(values.diseaseType, ','),
    areaOfMentoring: joinList(values.areaOfMentoring, ','),
    preferrableDays: joinList(values.preferrableDays, ','),
    mentoringChannel: textOf(values.mentoringChannel),
    numberOfHours: numberText(values.numberOfHours),
    membershipPackage: textOf(values.membershipPackage),
    reasonForMentoring: textOf(values.reasonForMentoring),
    image: fileFrom(values.file),
  });
}

/** The user lookup's name, email, city and country, without any password field. */
function userDisplay(raw: Json) {
  const user = firstOf(lookupWithoutPasswords(raw.User));
  return {
    email: str(user.email),
    city: str(user.city),
    country: str(user.country),
    userName: str(user.name),
  };
}

function normaliseHero(raw: Json): HeroRecord {
  const { userName, ...user } = userDisplay(raw);
  const diseaseType = stringList(raw.diseaseType);
  return {
    ...(raw as unknown as HeroRecord),
    User: lookupWithoutPasswords(raw.User),
    id: str(raw.uuid),
    name: str(raw.name) || userName,
    diseaseType,
    areaOfMentoring: stringList(raw.areaOfMentoring),
    preferrableDays: stringList(raw.preferrableDays),
    experience: str(raw.experience),
    diseaseTypeText: diseaseType.join(', '),
    ...user,
    ...packageDisplay(raw),
  } as HeroRecord;
}

function normaliseHeroApplication(raw: Json): HeroApplicationRecord {
  const { userName, ...user } = userDisplay(raw);
  return {
    ...(raw as unknown as HeroApplicationRecord),
    User: lookupWithoutPasswords(raw.User),
    id: str(raw.uuid),
    name: userName,
    ...user,
  } as HeroApplicationRecord;
}

/** A session-request approve/reject body (J8): the same toggle with isActive true or false. */
function sessionDecisionBody(record: Json | undefined, approve: boolean): Json {
  return { userUuid: str(record?.userUuid), healthHeroUuid: str(record?.healthHeroUuid), isActive: approve };
}

/** Spotlight items (J11) are `{uuid (the hero's), name, image, title, video}`; the video's S3 key names one. */
function normaliseSpotlight(raw: Json): SpotlightVideoRecord {
  const videoKey = lastPathSegment(raw.video);
  const heroUuid = str(raw.uuid);
  return {
    ...(raw as unknown as SpotlightVideoRecord),
    id: `${heroUuid}:${videoKey}`,
    healthHeroUuid: heroUuid,
    videoKey,
  };
}

/** The spotlight delete body (J13) from the record, or from its id `${heroUuid}:${videoKey}`. */
function spotlightDeleteBody(id: string, record?: Json): Json {
  const separator = id.indexOf(':');
  return {
    healthHeroUuid: str(record?.uuid) || id.slice(0, separator),
    spotlightVideo: record?.video !== undefined ? lastPathSegment(record.video) : id.slice(separator + 1),
  };
}

/** The spotlight upload multipart (J12): hero, title and the file in `video`. */
function spotlightUploadFormData(data: Json | undefined, file: unknown): FormData {
  return formDataFrom({
    healthHeroUuid: textOf(data?.healthHeroUuid),
    title: textOf(data?.title),
    video: fileFrom(file ?? data?.video),
  });
}

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
