import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import VideoIcon from '@mui/icons-material/OndemandVideoOutlined';
import { Show, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { formatDate } from '../../components/format/dates';
import { DEFAULT_AVATAR_IMAGE } from '../../components/media/defaultImages';
import { ImageCell } from '../../components/media/ImageCell';
import { StoredFileButton } from '../../components/media/StoredFileButton';

const label = (field: string) => `app.heroes.applications.fields.${field}`;

const Row = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'flex', gap: 2, width: '100%', flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
    {children}
  </Box>
);

const ReadOnly = ({ source, field = source }: { source: string; field?: string }) => (
  <TextInput source={source} label={label(field)} disabled fullWidth />
);

const Files = () => {
  const record = useRecordContext();
  return (
    <Box sx={{ display: 'flex', gap: 2, mt: 1 }}>
      <StoredFileButton
        stored={record?.uploadDocuments}
        label="app.heroes.applications.view_document"
        missingLabel="app.heroes.applications.no_document"
        icon={<DescriptionIcon />}
      />
      <StoredFileButton
        stored={record?.uploadStory}
        label="app.heroes.applications.video"
        missingLabel="app.heroes.applications.no_video"
        icon={<VideoIcon />}
      />
    </Box>
  );
};

/** A hero application, read-only: every field disabled, then its document and its video (spec 3 §2). */
export const HeroApplicationShow = () => (
  <Show title="app.heroes.applications.show_title" actions={false}>
    <SimpleForm toolbar={false}>
      <ImageCell source="image" fallback={DEFAULT_AVATAR_IMAGE} size={96} round />
      <Row>
        <ReadOnly source="name" />
        <ReadOnly source="email" />
        <ReadOnly source="mobile" />
      </Row>
      <Row>
        <ReadOnly source="country" />
        <ReadOnly source="ageGroup" field="age_group" />
        <ReadOnly source="category" />
      </Row>
      <Row>
        <ReadOnly source="areaOfMentoring" field="area_of_mentoring" />
        <ReadOnly source="mentoringChannel" field="mentoring_channel" />
        <ReadOnly source="numberOfHours" field="number_of_hours" />
      </Row>
      {/* MM-DD-YYYY, as in the list. */}
      <TextInput source="createdAt" label={label('created_at')} format={formatDate} disabled fullWidth />
      <Files />
    </SimpleForm>
  </Show>
);
