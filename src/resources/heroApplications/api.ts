import { get, post } from '../../api/requests';
import type { Json, ResourceSpec, WithId } from '../../api/types';
import { lookupWithoutPasswords, str, userLookupDisplay } from '../../api/readers/rawRecords';

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

function normaliseHeroApplication(raw: Json): HeroApplicationRecord {
  const { userName, ...user } = userLookupDisplay(raw.User);
  return {
    ...(raw as unknown as HeroApplicationRecord),
    User: lookupWithoutPasswords(raw.User),
    id: str(raw.uuid),
    name: userName,
    ...user,
  } as HeroApplicationRecord;
}

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

/** The API entries of this folder (src/resources/registry.ts). */
export default [heroApplications];
