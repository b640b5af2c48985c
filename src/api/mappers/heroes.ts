import type { HeroApplicationRecord, HeroForm, HeroRecord, SpotlightVideoRecord } from '../models';
import type { Json } from '../types';
import {
  fileFrom,
  formDataFrom,
  joinList,
  listItems,
  numberText,
  textOf,
  type WriteMode,
} from './formValues';
import {
  firstOf,
  lastPathSegment,
  lookupWithoutPasswords,
  packageDisplay,
  str,
  stringList,
} from './rawRecords';

/**
 * Health-hero create/update multipart (api-contract.md J2/J4). The backend splits list fields on ','
 * without trimming, so they are joined with a bare ','. Update does not split `diseaseType`: the part is
 * repeated instead, one per disease.
 */
export function heroToFormData(values: HeroForm, mode: WriteMode): FormData {
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

export function normaliseHero(raw: Json): HeroRecord {
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

export function normaliseHeroApplication(raw: Json): HeroApplicationRecord {
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
export function sessionDecisionBody(record: Json | undefined, approve: boolean): Json {
  return { userUuid: str(record?.userUuid), healthHeroUuid: str(record?.healthHeroUuid), isActive: approve };
}

/** Spotlight items (J11) are `{uuid (the hero's), name, image, title, video}`; the video's S3 key names one. */
export function normaliseSpotlight(raw: Json): SpotlightVideoRecord {
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
export function spotlightDeleteBody(id: string, record?: Json): Json {
  const separator = id.indexOf(':');
  return {
    healthHeroUuid: str(record?.uuid) || id.slice(0, separator),
    spotlightVideo: record?.video !== undefined ? lastPathSegment(record.video) : id.slice(separator + 1),
  };
}

/** The spotlight upload multipart (J12): hero, title and the file in `video`. */
export function spotlightUploadFormData(data: Json | undefined, file: unknown): FormData {
  return formDataFrom({
    healthHeroUuid: textOf(data?.healthHeroUuid),
    title: textOf(data?.title),
    video: fileFrom(file ?? data?.video),
  });
}
