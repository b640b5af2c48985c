import type { FileValue, FormValues, Json, ListValue, ResourceSpec, WithId } from '../../api/types';
import { get, patch, post, viewByUuid } from '../../api/requests';
import {
  type WriteMode,
  fileFrom,
  formDataFrom,
  joinList,
  listItems,
  numberText,
  textOf,
} from '../../api/readers/formValues';
import {
  lookupWithoutPasswords,
  packageDisplay,
  str,
  stringList,
  userLookupDisplay,
} from '../../api/readers/rawRecords';

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

function normaliseHero(raw: Json): HeroRecord {
  const { userName, ...user } = userLookupDisplay(raw.User);
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

/** A session-request approve/reject body (J8): the same toggle with isActive true or false. */
function sessionDecisionBody(record: Json | undefined, approve: boolean): Json {
  return { userUuid: str(record?.userUuid), healthHeroUuid: str(record?.healthHeroUuid), isActive: approve };
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

/** The API entries of this folder (src/resources/registry.ts). */
export default [heroes, heroSessionRequests, heroRegisteredUsers];
