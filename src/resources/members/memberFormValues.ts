import { splitName } from '../../api/readers/names';
import { str } from '../../api/readers/rawRecords';
import type { MemberEditRecord, MemberRecord } from './api';

/**
 * The member form's values (spec 1 §5 names) from a member record (the API's names): the edit's
 * `queryOptions.select`. The form names exist only here and in memberToFormData.
 */
export function memberFormValues(record: MemberRecord): MemberEditRecord {
  return {
    ...record,
    ...splitName(record.name),
    phoneNumber: str(record.mobile),
    ageRange: str(record.ageGroup),
    address1: str(record.addressLine1),
    address2: str(record.addressLine2),
    packageName: str(record.package?.uuid),
  };
}
