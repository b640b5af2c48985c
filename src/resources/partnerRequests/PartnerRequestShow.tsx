import { Box } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { callingCodeWithPlus } from '../../api/readers/contactDetails';
import type { PartnerRequestRecord } from './api';
import { DetailField } from '../../components/detail/DetailField';
import { DetailHeader } from '../../components/detail/DetailHeader';
import { DetailSection } from '../../components/detail/DetailSection';
import { ReadOnlyShow } from '../../components/detail/ReadOnlyShow';
import { ExternalLinkButton } from '../../components/links/ExternalLinkButton';
import { DEFAULT_LOGO_IMAGE } from '../../components/media/defaultImages';
import { requestTypeLabel } from '../partners/partnerTypes';

const LOGO = { source: 'logo', fallback: DEFAULT_LOGO_IMAGE };

const PartnerRequestDetails = () => {
  const record = useRecordContext<PartnerRequestRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const phone = [callingCodeWithPlus(record.countryCode), record.phoneNumber].filter(Boolean).join(' ');
  return (
    <>
      <DetailHeader image={LOGO} title={record.name} />
      <DetailSection>
        <DetailField
          label="app.marketplace.requests.fields.type"
          value={translate(requestTypeLabel(record.type))}
        />
        <DetailField label="app.marketplace.requests.fields.email" value={record.emailId} />
        <DetailField label="app.marketplace.requests.fields.phone_number" value={phone} />
        <DetailField label="app.marketplace.requests.fields.address" value={record.address} />
        <DetailField
          label="app.marketplace.requests.fields.company_information"
          value={record.description}
          wide
        />
      </DetailSection>
      <Box>
        <ExternalLinkButton url={record.link} label="app.marketplace.requests.visit_website" />
      </Box>
    </>
  );
};

/** 'Partner Request Information' (spec 3 §2): read-only; the address joins its non-empty parts. */
export const PartnerRequestShow = () => (
  <ReadOnlyShow title="app.marketplace.requests.show_title">
    <PartnerRequestDetails />
  </ReadOnlyShow>
);
