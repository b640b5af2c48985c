import type { RaRecord, UpdateParams } from 'react-admin';
import { isObject } from './readers/rawRecords';
import { toRecord } from './collectionFetch';
import type { Json, ListParams, ResourceSpec } from './types';

let createdCount = 0;

/** An id for a created record whose answer names none; unique within this page's life. */
function generatedId(): string {
  createdCount += 1;
  return `created-${Date.now()}-${createdCount}`;
}

/** The created record: the answer when it is one, else the values sent. */
export function createdRecord(spec: ResourceSpec, values: Json, data: unknown, params: ListParams): RaRecord {
  if (isObject(data) && data.uuid) return toRecord(spec, data, params);
  return { ...values, id: generatedId() };
}

/** The record before, the changes, then whatever the answer says; the id stays (some answers omit uuid). */
export function updatedRecord(
  spec: ResourceSpec,
  params: UpdateParams,
  data: unknown,
  listParams: ListParams,
) {
  const answer = isObject(data) ? toRecord(spec, data, listParams) : {};
  return { ...params.previousData, ...params.data, ...answer, id: params.id } as RaRecord;
}

/** The update body with the record's uuid, unless the encoder already put one in. */
export function withUuid(body: Json | FormData, id: string): Json | FormData {
  if (body instanceof FormData) {
    if (!body.has('uuid')) body.append('uuid', id);
    return body;
  }
  return 'uuid' in body ? body : { ...body, uuid: id };
}
