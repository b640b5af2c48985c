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

/** Multimedia types whose update and upload go through the audio routes (updateScenario1, podcast/upload). */
export function isAudioType(type: unknown): boolean {
  return type === 'audio' || type === 'podcast';
}

/** The upload action for a multimedia type: one ActionSpec has one path, so video and audio are two actions. */
export function mediaUploadAction(type: unknown): 'uploadVideo' | 'uploadAudio' {
  return isAudioType(type) ? 'uploadAudio' : 'uploadVideo';
}
