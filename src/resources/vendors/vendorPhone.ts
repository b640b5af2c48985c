import { callingCodeWithPlus } from '../../api/readers/contactDetails';

/** '+91 6640000000': the vendor's calling code and number. */
export function vendorPhone(record: { country_code?: unknown; phone?: unknown }): string {
  const number = typeof record.phone === 'string' ? record.phone : '';
  return [callingCodeWithPlus(record.country_code), number].filter(Boolean).join(' ');
}
