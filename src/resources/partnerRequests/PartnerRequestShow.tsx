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

const phoneOf = (request: PartnerRequestRecord) =>
  [callingCodeWithPlus(request.countryCode), request.phoneNumber].filter(Boolean).join(' ');

const PartnerRequestDetails = () => {
  const record = useRecordContext<PartnerRequestRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      <DetailHeader image={LOGO} title={record.name} />
      <DetailSection>
        <DetailField<PartnerRequestRecord>
          label="app.marketplace.requests.fields.type"
          value={(request) => translate(requestTypeLabel(request.type))}
        />
        <DetailField label="app.marketplace.requests.fields.email" source="emailId" />
        <DetailField<PartnerRequestRecord>
          label="app.marketplace.requests.fields.phone_number"
          value={phoneOf}
        />
        <DetailField label="app.marketplace.requests.fields.address" source="address" />
        <DetailField label="app.marketplace.requests.fields.company_information" source="description" wide />
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
