import type { FileValue, FormValues, Json, ResourceSpec, WithId } from '../../api/types';
import { get, patch, post, viewByUuid } from '../../api/requests';
import type { RaRecord } from 'react-admin';
import {
  type WriteMode,
  fileFrom,
  formDataFrom,
  calendarDate,
  optionalField,
  optionalText,
  textOf,
} from '../../api/readers/formValues';
import { joinName } from '../../api/readers/names';
import { firstOf, isObject, str, withoutPassword } from '../../api/readers/rawRecords';
import type { CalendarDate } from '../../components/format/calendarDates';
import { MEMBER_LIST_PAGE_SIZE } from '../../../shared/memberListPageSize';

interface MemberPackage {
  uuid: string;
  name: string;
  status?: string;
  type?: string;
  date?: string;
  cost?: number;
  expiry?: string;
  colour?: string;
}

export interface MemberRecord extends WithId {
  name: string;
  email: string;
  mobile: string | null;
  countryCode?: string;
  gender: string | null;
  ageGroup: string | null;
  dob: CalendarDate | null;
  addressLine1: string | null;
  addressLine2: string | null;
  zipCode: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  coverImage: string | null;
  isActive: boolean;
  createdAt?: string;
  package: MemberPackage;
  /** Display fields the lists derive from `package` and `Package`. */
  hasPackage: boolean;
  packageColour: string;
}

export type MemberForm = FormValues<{
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string | number;
  phoneNumber: string;
  gender: string;
  dob: string | Date | null;
  ageRange: string;
  address1: string;
  address2: string;
  zipCode: string;
  state: string;
  city: string;
  country: string;
  /** A package uuid. */
  packageName: string;
  image: FileValue;
}>;

/**
 * Member create/update multipart in the backend's names (api-contract.md C2/C3): name, mobile, ageGroup,
 * addressLine1/2, membershipPackage. Gender is sent as chosen, 'Other' included, as the spec's form offers
 * it. Optional fields are left out when empty on create and sent as '' on update (to clear them).
 * The email cannot change on update (the edit form's field is disabled, so it arrives empty) and is left
 * out then; an unchanged package is left out too, as the backend restarts a membership it is sent (C3).
 */
export function memberToFormData(values: MemberForm, mode: WriteMode, previous?: RaRecord): FormData {
  const isUpdate = mode === 'update';
  const packageUnchanged = isUpdate && packageUuidOf(previous) === values.packageName;
  return formDataFrom({
    name: joinName(values.firstName, values.lastName),
    email: optionalText(values.email),
    mobile: textOf(values.phoneNumber),
    countryCode: textOf(values.countryCode),
    gender: textOf(values.gender),
    dob: optionalField(calendarDate(values.dob), isUpdate),
    ageGroup: textOf(values.ageRange),
    addressLine1: optionalField(values.address1, isUpdate),
    addressLine2: optionalField(values.address2, isUpdate),
    zipCode: optionalField(values.zipCode, isUpdate),
    state: optionalField(values.state, isUpdate),
    city: textOf(values.city),
    country: textOf(values.country),
    membershipPackage: packageUnchanged ? undefined : textOf(values.packageName),
    image: fileFrom(values.image),
  });
}

/** A member record with the edit form's fields beside the API's (the form's initial values). */
export type MemberEditRecord = MemberRecord &
  Record<'firstName' | 'lastName' | 'phoneNumber' | 'ageRange' | 'address1' | 'address2', string> & {
    /** The package uuid (the form's select). */
    packageName: string;
  };

/** The package uuid of a member record, or of the edit form's values (which the update sees as previousData). */
function packageUuidOf(previous: RaRecord | undefined): string | undefined {
  if (previous && typeof previous.packageName === 'string') return previous.packageName;
  return isObject(previous?.package) ? str(previous.package.uuid) : undefined;
}

/** A member as the API sends it, without the password field, with the list's display fields. */
export function normaliseMember(raw: Json): MemberRecord {
  const member = withoutPassword(raw);
  const memberPackage = (isObject(raw.package) ? raw.package : {}) as Partial<MemberPackage>;
  return {
    ...(member as unknown as MemberRecord),
    id: str(raw.uuid),
    package: { ...memberPackage, uuid: str(memberPackage.uuid), name: str(memberPackage.name) },
    hasPackage: str(memberPackage.name).trim() !== '',
    packageColour: str(firstOf(raw.Package).colour || memberPackage.colour),
  };
}

/** `incomplete: true` keeps members without a package name, `false` those with one. */
function isIncompleteFilter(record: Pick<MemberRecord, 'hasPackage'>, value: unknown): boolean {
  const wantIncomplete = value === true || value === 'true';
  return wantIncomplete ? !record.hasPackage : Boolean(record.hasPackage);
}

/**
 * Members (spec 1; api-contract.md C). One collection; the active and incomplete lists are the filter
 * `incomplete` (false / true), the by-package list the filter `packageId`.
 */
export const members: ResourceSpec<MemberRecord, MemberForm> = {
  name: 'members',
  // The backend answers in name order (api-contract §7.C1), so the first page shows before the rest is read.
  list: {
    request: () => get('/admin/members/list'),
    paged: true,
    limit: MEMBER_LIST_PAGE_SIZE,
    order: { field: 'name', order: 'ASC' },
  },
  one: viewByUuid('/admin/members/view'),
  create: {
    request: post('/admin/members/create'),
    encode: (values) => memberToFormData(values, 'create'),
  },
  update: {
    request: patch('/admin/members/update'),
    encode: (values, previous) => memberToFormData(values, 'update', previous),
  },
  status: { request: patch('/admin/members/status/update'), field: 'isActive' },
  actions: {
    // The bulk change of package (issue 30): C3 as JSON with the uuid and the package alone, so that none of the
    // member's other fields is sent; a member already on it is left out, as the backend would restart its membership.
    changePackage: {
      request: patch('/admin/members/update'),
      encode: ({ id, data }) => ({ uuid: id ?? '', membershipPackage: str(data?.membershipPackage) }),
      unchanged: ({ record, data }) => packageUuidOf(record) === str(data?.membershipPackage),
      invalidates: ['packages'],
    },
  },
  search: ['name', 'email', 'country', 'package.name'],
  filters: {
    incomplete: isIncompleteFilter,
    packageId: (record, value) => record.package.uuid === String(value),
  },
  normalise: normaliseMember,
};

/** The API entries of this folder (src/resources/registry.ts). */
export default [members];
