import { useRecordContext } from 'react-admin';
import type { VendorRecord } from './api';
import { DetailField } from '../../components/detail/DetailField';
import { DetailHeader } from '../../components/detail/DetailHeader';
import { DetailSection } from '../../components/detail/DetailSection';
import { ReadOnlyShow } from '../../components/detail/ReadOnlyShow';
import { vendorPhone } from './vendorPhone';

const VendorDetails = () => {
  const record = useRecordContext<VendorRecord>();
  if (!record) return null;
  return (
    <>
      <DetailHeader title={record.name} subtitle={record.store_name} />
      <DetailSection>
        <DetailField label="app.marketplace.vendors.fields.email" value={record.email} />
        <DetailField label="app.marketplace.vendors.fields.phone" value={vendorPhone(record)} />
        <DetailField label="app.marketplace.vendors.fields.address" value={record.address} wide />
      </DetailSection>
      <DetailSection title="app.marketplace.vendors.payment_details">
        <DetailField
          label="app.marketplace.vendors.fields.account_name"
          value={record.account_name}
          whenEmpty="not_available"
        />
        <DetailField
          label="app.marketplace.vendors.fields.account_no"
          value={record.account_no}
          whenEmpty="not_available"
        />
        <DetailField
          label="app.marketplace.vendors.fields.bank_name"
          value={record.bank_name}
          whenEmpty="not_available"
        />
        <DetailField
          label="app.marketplace.vendors.fields.bank_address"
          value={record.bank_address}
          whenEmpty="not_available"
        />
        <DetailField
          label="app.marketplace.vendors.fields.swift_code"
          value={record.swift_code}
          whenEmpty="not_available"
        />
        <DetailField label="app.marketplace.vendors.fields.iban" value={record.iban} whenEmpty="hide" />
        <DetailField
          label="app.marketplace.vendors.fields.paypal_link"
          value={record.paypal_link}
          whenEmpty="hide"
        />
      </DetailSection>
    </>
  );
};

/**
 * 'Vendor Information' (spec 3 §2): read-only; payment fields show N/A when empty, iban and the PayPal link
 * only when present.
 */
export const VendorShow = () => (
  <ReadOnlyShow title="app.marketplace.vendors.show_title">
    <VendorDetails />
  </ReadOnlyShow>
);
