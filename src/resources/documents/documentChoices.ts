// The document form's choices, shared with the activity log's reading of a document's fields.
/** The stored document types; the type follows the uploaded file, so the update form shows it locked. */
export const DOCUMENT_TYPE_CHOICES = [
  { id: 'image', name: 'app.content.documents.types.image' },
  { id: 'pdf', name: 'app.content.documents.types.pdf' },
  { id: 'pptx', name: 'app.content.documents.types.pptx' },
];
