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
        <DetailField label="app.marketplace.vendors.fields.email" source="email" />
        <DetailField<VendorRecord> label="app.marketplace.vendors.fields.phone" value={vendorPhone} />
        <DetailField label="app.marketplace.vendors.fields.address" source="address" wide />
      </DetailSection>
      <DetailSection title="app.marketplace.vendors.payment_details">
        <DetailField
          label="app.marketplace.vendors.fields.account_name"
          source="account_name"
          whenEmpty="not_available"
        />
        <DetailField
          label="app.marketplace.vendors.fields.account_no"
          source="account_no"
          whenEmpty="not_available"
        />
        <DetailField
          label="app.marketplace.vendors.fields.bank_name"
          source="bank_name"
          whenEmpty="not_available"
        />
        <DetailField
          label="app.marketplace.vendors.fields.bank_address"
          source="bank_address"
          whenEmpty="not_available"
        />
        <DetailField
          label="app.marketplace.vendors.fields.swift_code"
          source="swift_code"
          whenEmpty="not_available"
        />
        {record.iban ? <DetailField label="app.marketplace.vendors.fields.iban" source="iban" /> : null}
        {record.paypal_link ? (
          <DetailField label="app.marketplace.vendors.fields.paypal_link" source="paypal_link" />
        ) : null}
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
