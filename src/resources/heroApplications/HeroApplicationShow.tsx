import { Box } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import VideoIcon from '@mui/icons-material/OndemandVideoOutlined';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { DetailField } from '../../components/detail/DetailField';
import { DetailHeader } from '../../components/detail/DetailHeader';
import { DetailSection } from '../../components/detail/DetailSection';
import { ReadOnlyShow } from '../../components/detail/ReadOnlyShow';
import { formatDate } from '../../components/format/dates';
import { DEFAULT_AVATAR_IMAGE } from '../../components/media/defaultImages';
import { StoredFileButton } from '../../components/media/StoredFileButton';
import {
  AGE_BRACKET_CHOICES,
  CHANNEL_CHOICES,
  DISEASE_CHOICES,
  HERO_CATEGORY_CHOICES,
  choiceLabel,
} from '../heroes/heroChoices';

const label = (field: string) => `app.heroes.applications.fields.${field}`;
const AVATAR = { source: 'image', fallback: DEFAULT_AVATAR_IMAGE };

const ApplicationDetails = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  // A stored choice ('Elderly', 'on-site') read as the hero form labels it, in the language in use; any other
  // value as stored.
  const chosen =
    (choices: readonly { id: string; name: string }[], source: string) =>
    (application: RaRecord): string => {
      const stored: unknown = application[source];
      return stored ? translate(choiceLabel(choices, stored), { _: String(stored) }) : '';
    };
  if (!record) return null;
  return (
    <>
      <DetailHeader image={AVATAR} title={String(record.name ?? '')} subtitle={String(record.email ?? '')} />
      <DetailSection>
        <DetailField label={label('name')} source="name" />
        <DetailField label={label('email')} source="email" />
        <DetailField label={label('mobile')} source="mobile" />
        <DetailField label={label('country')} source="country" />
        <DetailField label={label('age_group')} value={chosen(AGE_BRACKET_CHOICES, 'ageGroup')} />
        <DetailField label={label('category')} value={chosen(HERO_CATEGORY_CHOICES, 'category')} />
        <DetailField label={label('area_of_mentoring')} value={chosen(DISEASE_CHOICES, 'areaOfMentoring')} />
        <DetailField label={label('mentoring_channel')} value={chosen(CHANNEL_CHOICES, 'mentoringChannel')} />
        <DetailField label={label('number_of_hours')} source="numberOfHours" />
        {/* MM-DD-YYYY, as in the list. */}
        <DetailField label={label('created_at')} value={(application) => formatDate(application.createdAt)} />
        <DetailField label={label('reason_for_mentoring')} source="reasonForMentoring" wide />
      </DetailSection>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <StoredFileButton
          stored={record.uploadDocuments}
          label="app.heroes.applications.view_document"
          missingLabel="app.heroes.applications.no_document"
          icon={<DescriptionIcon />}
        />
        <StoredFileButton
          stored={record.uploadStory}
          label="app.heroes.applications.video"
          missingLabel="app.heroes.applications.no_video"
          icon={<VideoIcon />}
        />
      </Box>
    </>
  );
};

/** A hero application, read-only (spec 3 §2): every field fixed, then its document and its video. */
export const HeroApplicationShow = () => (
  <ReadOnlyShow title="app.heroes.applications.show_title">
    <ApplicationDetails />
  </ReadOnlyShow>
);
