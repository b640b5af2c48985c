import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { paginateOrEmptyArray } from '../../http/paginate.js';
import { invalid } from '../../http/reply.js';
import { MB, type FileRule } from '../../http/fileTypes.js';
import type { UploadedFile } from '../../http/uploadStream.js';
import type { SpotlightCreate, SpotlightDelete } from './schemas.js';
import { recordActivity } from '../../services/activityLog.js';
import { findHero } from './service.js';
import { updateResult, type Json } from '../../services/lookups.js';
import { withStoredFile } from '../../services/storedFile.js';
import { releaseUpload } from '../../services/uploadSweep.js';

/** Health heroes' spotlight videos (api-contract §7.J J11–J13). Videos are stored locally, not on S3. */

const SPOTLIGHT_VIDEO: FileRule = { kinds: ['mp4', 'mkv'], maxBytes: 200 * MB, folder: 'spotlight' };
export const SPOTLIGHT_FILES = { video: SPOTLIGHT_VIDEO };

/** The key the client sends to delete a video: the last path segment of its stored path or URL. */
const videoKey = (video: string) => video.split(/[/\\]/).pop() ?? video;

/**
 * J11: PAGE of flattened `{uuid (hero), name, image, title, video}`, one per video, newest upload first. Videos
 * without a title are listed too: hiding them is the documents' client-side rule.
 */
export async function listSpotlightVideos(ctx: AppContext, query: unknown) {
  return paginateOrEmptyArray(query, {
    count: async () =>
      (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM hero_spotlight_videos'))[0]?.n ?? 0,
    slice: (limit, offset) =>
      ctx.db.query<Json>(
        `SELECT h.uuid, h.name, h.image, v.title, v.video
         FROM hero_spotlight_videos v JOIN health_heroes h ON h.uuid = v.hero_uuid
         ORDER BY v.id DESC LIMIT $1 OFFSET $2`,
        [limit, offset],
      ),
  });
}

/** J12: adds `{title, video}` to a hero; the file is stored only once the hero is known. */
export async function addSpotlightVideo(
  ctx: AppContext,
  { healthHeroUuid: heroUuid, title: sentTitle }: SpotlightCreate,
  files: { video?: UploadedFile },
) {
  const title = sentTitle || null;
  await findHero(ctx.db, heroUuid);
  const file = files.video;
  if (!file) throw invalid('"video" is required.');
  return withStoredFile(ctx, file, (video) =>
    ctx.db.transaction(async (tx) => {
      await tx.query('INSERT INTO hero_spotlight_videos (hero_uuid, title, video) VALUES ($1, $2, $3)', [
        heroUuid,
        title,
        video,
      ]);
      await tx.query('UPDATE health_heroes SET updated_at = $2 WHERE uuid = $1', [heroUuid, ctx.now()]);
      const hero = await findHero(tx, heroUuid);
      await recordSpotlightChange(tx, 'upload', hero, { after: { title, video } });
      return hero;
    }),
  );
}

/** J13: removes the hero's video whose key matches, then its file; an unknown key changes nothing. */
export async function deleteSpotlightVideo(
  ctx: AppContext,
  { healthHeroUuid: heroUuid, spotlightVideo: key }: SpotlightDelete,
) {
  await findHero(ctx.db, heroUuid);
  const videos = await ctx.db.query<{ id: number; video: string }>(
    'SELECT id, video FROM hero_spotlight_videos WHERE hero_uuid = $1 ORDER BY id',
    [heroUuid],
  );
  const match = videos.find((v) => videoKey(v.video) === key);
  if (!match) throw invalid(`No spotlight video "${key}" found for this health hero.`);
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.query(
      'DELETE FROM hero_spotlight_videos WHERE id = $1 RETURNING title, video',
      [match.id],
    );
    await recordSpotlightChange(tx, 'delete', await findHero(tx, heroUuid), { before });
  });
  await releaseUpload(ctx, match.video);
  return updateResult(1);
}

/**
 * Logs a spotlight video added or removed, on the hero's record (the videos have no id in the API): the label
 * names the hero, the changes show the video's title and file.
 */
async function recordSpotlightChange(
  tx: Db,
  action: 'upload' | 'delete',
  hero: Json,
  video: { before?: object; after?: object },
) {
  await recordActivity(tx, {
    action,
    resource: 'spotlightVideos',
    recordId: hero.uuid as string,
    label: hero.name as string,
    ...video,
  });
}
