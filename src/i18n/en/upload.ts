// Texts of the upload progress dialog (src/components/upload), shared by every screen that uploads a file
// with progress. The spec words only the overlay's 'Uploaded...' (app.common.uploaded); the rest is ours.
// Keys: app.upload.*
const messages = {
  app: {
    upload: {
      retry: 'Retry',
      failed_title: 'Upload failed',
      cancelled_title: 'Upload cancelled',
      failed: 'The upload failed.',
      cancelled: 'The upload was cancelled. The chosen file is kept: Retry sends it again.',
    },
  },
};

export default messages;
