import { del, get, patch } from '../../api/requests';
import type { FileValue, FormValues, Json, ResourceSpec } from '../../api/types';
import { fileFrom, formDataFrom, textOf } from '../../api/readers/formValues';
import { lastPathSegment, str } from '../../api/readers/rawRecords';

export interface SpotlightVideoRecord {
  /** `${uuid}:${videoKey}`: spotlight videos carry no id of their own. */
  id: string;
  /** The health hero's uuid. */
  uuid: string;
  healthHeroUuid: string;
  name: string;
  image: string | null;
  title: string;
  video: string;
  /** The last path segment of `video`, the S3 key the delete call names. */
  videoKey: string;
}

export type SpotlightUploadForm = FormValues<{
  healthHeroUuid: string;
  title: string;
  video: FileValue;
}>;

/** Spotlight items (J11) are `{uuid (the hero's), name, image, title, video}`; the video's S3 key names one. */
function normaliseSpotlight(raw: Json): SpotlightVideoRecord {
  const videoKey = lastPathSegment(raw.video);
  const heroUuid = str(raw.uuid);
  return {
    ...(raw as unknown as SpotlightVideoRecord),
    id: `${heroUuid}:${videoKey}`,
    healthHeroUuid: heroUuid,
    videoKey,
  };
}

/** The spotlight delete body (J13) from the record, or from its id `${heroUuid}:${videoKey}`. */
function spotlightDeleteBody(id: string, record?: Json): Json {
  const separator = id.indexOf(':');
  return {
    healthHeroUuid: str(record?.uuid) || id.slice(0, separator),
    spotlightVideo: record?.video !== undefined ? lastPathSegment(record.video) : id.slice(separator + 1),
  };
}

/** The spotlight upload multipart (J12): hero, title and the file in `video`. */
function spotlightUploadFormData(data: Json | undefined, file: unknown): FormData {
  return formDataFrom({
    healthHeroUuid: textOf(data?.healthHeroUuid),
    title: textOf(data?.title),
    video: fileFrom(file ?? data?.video),
  });
}

/**
 * Spotlight videos (J11–J13), one record per video, id `${heroUuid}:${videoKey}`. Upload with
 * `upload('spotlightVideos', 'upload', {data: {healthHeroUuid, title}, file})`. Spec 3 lists only titled
 * videos: pass the filter `{titled: true}`.
 */
export const spotlightVideos: ResourceSpec<SpotlightVideoRecord, SpotlightUploadForm> = {
  name: 'spotlightVideos',
  list: { request: () => get('/admin/healthHero/spotlight/list'), paged: true, limit: 100 },
  remove: { request: del('/admin/healthHero/spotlight/delete'), encode: spotlightDeleteBody },
  actions: {
    upload: {
      request: { ...patch('/admin/healthHero/spotlight/create'), timeoutMs: 0 },
      encode: ({ data, file }) => spotlightUploadFormData(data, file),
      invalidates: ['heroes'],
    },
  },
  filters: {
    titled: (record, value) => String(record.title ?? '').trim() !== '' || String(value) !== 'true',
  },
  search: ['name', 'title'],
  normalise: normaliseSpotlight,
};

/** The API entries of this folder (src/resources/registry.ts). */
export default [spotlightVideos];
