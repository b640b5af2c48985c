/** The types the create form offers (spec 2 §9: "The create form offers audio or video"). */
export const CREATE_TYPE_CHOICES = [
  { id: 'audio', name: 'app.content.multimedia.types.audio' },
  { id: 'video', name: 'app.content.multimedia.types.video' },
];

/** Every stored type, so the edit form (type locked) also names a podcast. */
export const ALL_TYPE_CHOICES = [
  ...CREATE_TYPE_CHOICES,
  { id: 'podcast', name: 'app.content.multimedia.types.podcast' },
];
