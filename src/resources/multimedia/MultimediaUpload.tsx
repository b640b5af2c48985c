import { useParams } from 'react-router';
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  FileField,
  Loading,
  SimpleForm,
  Title,
  useDataProvider,
  useGetOne,
  useNotify,
  useRedirect,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { mediaUploadAction } from './multimediaTypes';
import type { AppDataProvider } from '../../api/types';
import { SaveOnlyToolbar } from '../../components/forms/SaveOnlyToolbar';
import { UploadProgressDialog } from '../../components/upload/UploadProgressDialog';
import { useUpload } from '../../components/upload/useUpload';
import { UploadSubmitOutcome } from '../../components/upload/UploadSubmitOutcome';
import { MEDIA_EXTENSIONS, MEDIA_MAX_TEXT, mediaFileRules } from './mediaFileRules';
import { LabelledFileInput } from '../../components/forms/LabelledFileInput';

/**
 * 'Upload New Multimedia' (/admin/multimedia/:id/upload, spec 2 §2, §4, §5): the item's media file, sent with
 * the real percentage in an overlay, Cancel aborting the request and Retry re-sending the same file; then
 * back to the list. Videos go to saveMedia, audio and podcasts to podcast/upload. An item that already has
 * its file shows 'Media Already Uploaded' with the field disabled.
 */
export const MultimediaUpload = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const {
    data: item,
    isPending,
    error,
  } = useGetOne<RaRecord>(
    'multimedia',
    { id },
    { onError: (failure: Error) => notify(failure.message || 'app.common.oops_error', { type: 'error' }) },
  );
  const upload = useUpload({
    resource: 'multimedia',
    onSuccess: async () => {
      notify('app.content.multimedia.upload_done', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['multimedia'] });
      redirect('list', 'multimedia');
    },
  });

  if (isPending) return <Loading />;
  if (error || !item) {
    return (
      <Typography role="alert" color="error" align="center" sx={{ py: 4 }}>
        {translate('app.common.oops_error')}
      </Typography>
    );
  }
  const alreadyUploaded = Boolean(item.hasUpload);
  const send = (values: Record<string, unknown>) =>
    upload.start((options) =>
      dataProvider.upload(
        'multimedia',
        mediaUploadAction(item.type),
        { id: String(item.id), record: item, data: { upload: values.uploadMedia } },
        options,
      ),
    );

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.content.multimedia.upload_title" />
      <CardContent>
        <Typography variant="h6" component="p">
          {item.title}
        </Typography>
        {alreadyUploaded && (
          <Alert severity="info" sx={{ my: 1 }}>
            {translate('app.content.multimedia.already_uploaded')}
          </Alert>
        )}
      </CardContent>
      <SimpleForm
        onSubmit={send}
        toolbar={alreadyUploaded ? false : <SaveOnlyToolbar label="app.common.upload" />}
      >
        <LabelledFileInput
          source="uploadMedia"
          validate={mediaFileRules(String(item.type ?? ''))}
          disabled={alreadyUploaded}
          // The drop zone ignores a disabled input's clicks; the file input itself is disabled too.
          inputProps={{ disabled: alreadyUploaded }}
          // The disabled zone says why, in a colour that reads (react-admin greys its text out to 2.6:1).
          placeholder={
            alreadyUploaded ? (
              <Typography color="text.secondary">
                {translate('app.content.multimedia.already_uploaded')}
              </Typography>
            ) : undefined
          }
          helperText={
            alreadyUploaded
              ? false
              : translate('app.content.file_hint', {
                  types: MEDIA_EXTENSIONS.join(', '),
                  max: MEDIA_MAX_TEXT,
                })
          }
        >
          <FileField source="src" title="title" />
        </LabelledFileInput>
        <UploadSubmitOutcome state={upload.state} />
      </SimpleForm>
      <UploadProgressDialog
        state={upload.state}
        title="app.content.multimedia.uploading"
        onCancel={upload.cancel}
        onRetry={upload.retry}
        onClose={upload.reset}
      />
    </Card>
  );
};
