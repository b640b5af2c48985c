// Texts of the content library: multimedia and documents (spec 2 §2, §4, §5, §8), exactly as the spec
// writes them, trailing spaces included. Keys: app.content.*
// Categories are shared: app.common.categories.*. Spec 2 does not word the form labels nor the add/update
// waiting and success messages ("not shown"); those below name the spec's fields plainly.
const messages = {
  app: {
    content: {
      notification_sent: 'Notification sent successfully.',
      notification_error: 'An error occurred, Please try again.',
      // Notify Users asks first (the spec sends at once): what is sent, to whom.
      notify: {
        question: 'Send a notification to the users?',
        to_package: 'The members of the %{package} package will be told that "%{title}" is available.',
        to_members: 'Every member will be told that "%{title}" is available.',
      },
      // Under a file picker, before anything is chosen: what it takes and the server's size limit (ours).
      file_hint: 'Allowed types: %{types}. At most %{max}.',
      // The delete confirmation's text under its question: the item's title.
      delete_content: '%{name}',
      columns: {
        cover_image: 'Cover Image',
        title: 'Title',
        date_uploaded: 'Date Uploaded',
        type: 'Type',
        membership: 'Membership',
        published: 'Published',
      },
      row_actions: {
        upload: 'Upload',
        notify: 'Notify Users',
        delete: 'Delete',
      },
      multimedia: {
        title: 'Multimedia List',
        add: 'Create Media',
        create_title: 'Create New Multimedia',
        edit_title: 'Update Multimedia',
        upload_title: 'Upload New Multimedia',
        empty: 'There are no Multimedia!',
        confirm_delete: 'Are you sure you want to delete this Multimedia ?',
        deleted: 'Multimedia deleted successfully.',
        status_updated: 'Multimedia status updated successfully.',
        adding: 'Multimedia is being added',
        added: 'Multimedia added successfully',
        updating: 'Multimedia is being updated',
        updated: 'Multimedia updated successfully',
        uploading: 'Multimedia is being uploaded',
        upload_done: 'Multimedia uploaded successfully',
        already_uploaded: 'Media Already Uploaded',
        type_mismatch: 'Media Type and Uploaded File Type Not Matched',
        upload_file_type: 'Image type should be JPG, PNG or JPEG ',
        types: {
          audio: 'Audio',
          video: 'Video',
          podcast: 'Podcast',
        },
      },
      documents: {
        title: 'Document List',
        add: 'Upload Document',
        create_title: 'Upload New Document',
        edit_title: 'Update Document',
        empty: 'There are no Document!',
        confirm_delete: 'Are you sure you want to delete this Document ?',
        deleted: 'Document deleted successfully.',
        status_updated: 'Document status updated successfully.',
        adding: 'Document is being added',
        added: 'Document added successfully',
        updating: 'Document is being updated',
        updated: 'Document updated successfully',
        file_type: 'Type should be JPG, PNG, JPEG or Pdf ',
        types: {
          image: 'Image',
          pdf: 'PDF',
          pptx: 'PPTX',
        },
      },
    },
  },
  // Labels of the columns and inputs, read by react-admin from their source (resources.<name>.fields.<source>).
  resources: {
    multimedia: {
      fields: {
        multimediaTitle: 'Title',
        multimediaType: 'Type',
        multiDescription: 'Description',
        category: 'Category',
        membership: 'Membership',
        tags: 'Tags',
        metaTags: 'Meta Tags',
        speakerName: 'Speaker Name',
        file: 'Cover Image',
        uploadMedia: 'Media File',
        // The API's names of fields: the activity log's changes and the server's refusals are named by these labels.
        coverImage: 'Cover Image',
        upload: 'Media File',
        uploadDate: 'Date Uploaded',
        isDraft: 'Draft',
        isActive: 'Published',
        notified: 'Notified',
        image: 'Cover Image',
      },
    },
    documents: {
      fields: {
        documentTitle: 'Title',
        documentType: 'Type',
        documentDescription: 'Description',
        category: 'Category',
        membership: 'Membership',
        tags: 'Tags',
        metaTags: 'Meta Tags',
        authorName: 'Author Name',
        file: 'Cover Image',
        upload: 'Document',
        // The API's names of fields: the activity log's changes and the server's refusals are named by these labels.
        coverImage: 'Cover Image',
        uploadDate: 'Date Uploaded',
        isDraft: 'Draft',
        isActive: 'Published',
        notified: 'Notified',
        image: 'Cover Image',
      },
    },
  },
};

export default messages;
