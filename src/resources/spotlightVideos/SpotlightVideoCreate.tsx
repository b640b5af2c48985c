import { useMemo } from 'react';
import { Card } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  AutocompleteInput,
  FileField,
  SimpleForm,
  TextInput,
  Title,
  useDataProvider,
  useGetList,
  useNotify,
  useRedirect,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { AppDataProvider } from '../../api/types';
import { SaveOnlyToolbar } from '../../components/forms/SaveOnlyToolbar';
import { UploadProgressDialog } from '../../components/upload/UploadProgressDialog';
import { useUpload } from '../../components/upload/useUpload';
import { UploadSubmitOutcome } from '../../components/upload/UploadSubmitOutcome';
import { BY_NAME } from '../../components/list/sortOrders';
import { spotlightRules } from './spotlightRules';
import { LabelledFileInput } from '../../components/forms/LabelledFileInput';

const ACTIVE_HEROES = { isActive: true };
const ALL = { page: 1, perPage: 100_000 };

/** The chosen File of a FileInput value (`{ rawFile }`). */
const rawFileOf = (value: unknown): File | undefined => {
  const raw = (value as { rawFile?: unknown } | null)?.rawFile;
  return raw instanceof File ? raw : undefined;
};

/**
 * 'Upload New Spotlight Video' (spec 3 §2, §4, §5): an active hero picked by name or category, a title and an
 * mp4 or mkv video, sent with the real percentage in the shared upload overlay (Cancel aborts, Retry re-sends
 * the same file); then back to the list. A failure keeps the form as it was.
 */
export const SpotlightVideoCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: heroes, isPending } = useGetList('heroes', {
    filter: ACTIVE_HEROES,
    pagination: ALL,
    sort: BY_NAME,
  });
  const upload = useUpload({
    resource: 'spotlightVideos',
    onSuccess: async () => {
      notify('app.heroes.spotlight.uploaded', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['spotlightVideos'] });
      redirect('list', 'spotlightVideos');
    },
  });
  // The option's text is what the picker matches: the hero's name and category (spec 3 §5).
  const heroLabel = useMemo(
    () => (hero: RaRecord) =>
      translate('app.heroes.spotlight.hero_option', {
        name: hero.name,
        category: translate(`app.heroes.categories.${String(hero.category ?? '').toLowerCase()}`, {
          _: String(hero.category ?? ''),
        }),
      }),
    [translate],
  );

  const send = (values: Record<string, unknown>) =>
    upload.start((options) =>
      dataProvider.upload(
        'spotlightVideos',
        'upload',
        {
          data: { healthHeroUuid: values.healthHeroUuid, title: String(values.title ?? '').trim() },
          file: rawFileOf(values.video),
        },
        options,
      ),
    );

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.heroes.spotlight.create_title" />
      <SimpleForm onSubmit={send} toolbar={<SaveOnlyToolbar label="app.common.upload" />}>
        <AutocompleteInput
          source="healthHeroUuid"
          choices={heroes ?? []}
          optionText={heroLabel}
          isPending={isPending}
          noOptionsText="app.common.no_result_found"
          validate={spotlightRules.healthHeroUuid}
          fullWidth
        />
        <TextInput source="title" validate={spotlightRules.title} fullWidth />
        {/* Any file may be chosen, so a wrong type gets the spec's message rather than a silent refusal. */}
        <LabelledFileInput source="video" validate={spotlightRules.video}>
          <FileField source="src" title="title" />
        </LabelledFileInput>
        <UploadSubmitOutcome state={upload.state} />
      </SimpleForm>
      <UploadProgressDialog
        state={upload.state}
        title="app.heroes.spotlight.uploading"
        onCancel={upload.cancel}
        onRetry={upload.retry}
        onClose={upload.reset}
      />
    </Card>
  );
};
