import { randomUUID } from 'node:crypto';
import type { SignedInPage } from './harness';

/** A member with a package, created through the API (C2), by default with a fresh e-mail address; answers its uuid. */
export async function createMemberThroughApi(
  api: SignedInPage['api'],
  name: string,
  packageUuid: string,
  email = `api.${randomUUID().slice(0, 8)}@e2e.test`,
): Promise<string> {
  const form = new FormData();
  const fields = {
    name,
    email,
    mobile: '5550001111',
    gender: 'Female',
    ageGroup: '30-50',
    city: 'Austin',
    country: 'United States',
    countryCode: '+1',
    membershipPackage: packageUuid,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const created = await api<{ uuid: string }>('/admin/members/create', { method: 'POST', body: form });
  return created.uuid;
}
