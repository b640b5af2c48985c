import type { AppContext } from '../../context.js';
import { notFound, invalid } from '../../http/reply.js';
import { IMAGE } from '../../http/fileTypes.js';
import { PLACEHOLDER_IMAGE } from '../../http/storedFiles.js';
import type { UploadedFile } from '../../http/uploadStream.js';
import type { SpeakerCreate, SpeakerDelete } from './schemas.js';
import { recordActivity } from '../../services/activityLog.js';
import { requireEvent } from './service.js';
import { withStoredFile } from '../../services/storedFile.js';
import { nameClash, requireUniqueName, type UniqueName } from '../../services/uniqueNames.js';

/** Speakers have no id in the API: D10 deletes by event and name, so a name names one speaker of an event. */
const SPEAKER_NAME: UniqueName = {
  table: 'event_speakers',
  column: 'name',
  key: 'id',
  within: 'event_uuid',
  refusal: (name) => invalid(`This event already has a speaker named "${name}".`),
};

export const SPEAKER_FILES = { image: IMAGE('events') };

/**
 * A speaker as the activity log keeps it. Speakers have no id of their own in the API (they are keyed by event
 * and name), so their entries carry the event's uuid as the record and the speaker's name as the label.
 */
const SPEAKER_COLUMNS = `name, designation, description, linked_in_profile AS "linkedInProfile", image`;

/**
 * D9: multipart, strict; the image falls back to the placeholder. A name already used by a speaker of the event is
 * refused (case ignored): D10 deletes by name, so two alike would be deleted together. Answers `data: null`.
 */
export async function createSpeaker(
  ctx: AppContext,
  { eventUuid, name, designation, description, linkedInProfile }: SpeakerCreate,
  files: { image?: UploadedFile },
): Promise<null> {
  const speaker = [name, designation, description, linkedInProfile ?? ''];
  await requireEvent(ctx.db, eventUuid);
  await requireUniqueName(ctx.db, SPEAKER_NAME, name, { within: eventUuid });
  await withStoredFile(ctx, files.image, (image) =>
    ctx.db.transaction(async (tx) => {
      const [after] = await tx.query(
        `INSERT INTO event_speakers (event_uuid, name, designation, description, linked_in_profile, image)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${SPEAKER_COLUMNS}`,
        [eventUuid, ...speaker, image ?? PLACEHOLDER_IMAGE],
      );
      await recordActivity(tx, { action: 'create', resource: 'speakers', recordId: eventUuid, after });
    }),
  ).catch((error: unknown) => {
    throw nameClash(SPEAKER_NAME, name, error);
  });
  return null;
}

/** D10: removes the event's speaker with that name (speakers are keyed by name, unique within their event). */
export async function deleteSpeaker(ctx: AppContext, { eventUuid, name }: SpeakerDelete): Promise<null> {
  await requireEvent(ctx.db, eventUuid);
  const removed = await ctx.db.transaction(async (tx) => {
    const rows = await tx.query(
      `DELETE FROM event_speakers WHERE event_uuid = $1 AND name = $2 RETURNING ${SPEAKER_COLUMNS}`,
      [eventUuid, name],
    );
    for (const before of rows) {
      await recordActivity(tx, { action: 'delete', resource: 'speakers', recordId: eventUuid, before });
    }
    return rows;
  });
  if (removed.length === 0) throw notFound('speaker');
  return null;
}
