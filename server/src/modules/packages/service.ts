import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { paginate } from '../../http/paginate.js';
import { ApiError, invalid, notFound, type FailureShape } from '../../http/reply.js';
import { IMAGE } from '../../http/fileTypes.js';
import type { UploadedFile } from '../../http/uploadStream.js';
import type { PackageCreate, PackageStatus, PackageUpdate } from './schemas.js';
import { insertRow } from '../../services/insertRow.js';
import { updateResult } from '../../services/lookups.js';
import { withStoredFile } from '../../services/storedFile.js';
import { recordActivity } from '../../services/activityLog.js';
import { updateRow } from '../../services/updateRow.js';
import { nameClash, requireUniqueName, type UniqueName } from '../../services/uniqueNames.js';

/** Package names are unique, case ignored (migration 021). */
const PACKAGE_NAME: UniqueName = {
  table: 'packages',
  column: 'name',
  key: 'uuid',
  // Package validation failures answer the S-wrapper/400 shape (api-contract B2).
  refusal: (name) => invalid(`A package named "${name}" already exists.`, 'data'),
};

export const PACKAGE_FILES = { image: IMAGE('packages') };

/** A package as the API answers it (api-contract §8 Package). */
export const PACKAGE_COLUMNS = `uuid, name, image, colour, event_discount AS "eventDiscount",
  annual_cost AS "annualCost", monthly_cost AS "monthlyCost", benefits,
  number_of_health_hero_sessions AS "numberOfHealthHeroSessions",
  number_of_wellness_support_groups AS "numberOfWellnessSupportGroups", is_active AS "isActive"`;

interface Package {
  uuid: string;
  name: string;
  image: string;
  colour: string;
  eventDiscount: number;
  annualCost: number;
  monthlyCost: number | null;
  benefits: string[];
  numberOfHealthHeroSessions: number | null;
  numberOfWellnessSupportGroups: number | null;
  isActive: boolean;
}

/** The comma-joined benefits, trimmed (the backend's untrimmed split is not reproduced); at least one. */
function splitBenefits(text: string, shape: FailureShape): string[] {
  const benefits = text
    .split(',')
    .map((benefit) => benefit.trim())
    .filter(Boolean);
  if (benefits.length === 0) throw invalid('"benefits" must hold at least one benefit', shape);
  return benefits;
}

async function findPackage(db: Db, uuid: string): Promise<Package | undefined> {
  const [row] = await db.query<Package>(`SELECT ${PACKAGE_COLUMNS} FROM packages WHERE uuid = $1`, [uuid]);
  return row;
}

/** B1: a page of packages sorted by name; `{list: []}` when there are none. */
export function listPackages(ctx: AppContext, query: unknown) {
  return paginate(query, {
    count: async () =>
      (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM packages'))[0]?.n ?? 0,
    slice: (limit, offset) =>
      ctx.db.query<Package>(
        `SELECT ${PACKAGE_COLUMNS} FROM packages ORDER BY name COLLATE "C", uuid LIMIT $1 OFFSET $2`,
        [limit, offset],
      ),
  });
}

/** B5: unknown uuid → S-wrapper/400 with the backend's Mongoose text. */
export async function viewPackage(ctx: AppContext, uuid: string): Promise<Package> {
  const found = await findPackage(ctx.db, uuid);
  if (!found)
    throw new ApiError(`No document found for query "{ uuid: '${uuid}' }" on model "packages"`, 400, 'data');
  return found;
}

/** B2: every validation failure (the image included) is an S-wrapper/400 and stores nothing. */
export async function createPackage(
  ctx: AppContext,
  values: PackageCreate,
  files: { image?: UploadedFile },
): Promise<Package> {
  const benefits = splitBenefits(values.benefits, 'data');
  const image = files.image;
  if (!image) throw invalid('"image" is required', 'data');
  await requireUniqueName(ctx.db, PACKAGE_NAME, values.name);
  return withStoredFile(ctx, image, (storedPath) =>
    ctx.db.transaction(async (tx) => {
      // An unsent colour takes the column's default (#ff0000).
      const created = await insertRow<Package>(
        tx,
        'packages',
        {
          uuid: randomUUID(),
          name: values.name,
          image: storedPath,
          colour: values.colour,
          annual_cost: values.annualCost,
          monthly_cost: values.monthlyCost ?? null,
          benefits,
          number_of_health_hero_sessions: values.numberOfHealthHeroSessions ?? null,
          number_of_wellness_support_groups: values.numberOfWellnessSupportGroups ?? null,
        },
        PACKAGE_COLUMNS,
      );
      await recordActivity(tx, {
        action: 'create',
        resource: 'packages',
        recordId: created?.uuid,
        after: created,
      });
      return created as Package;
    }),
  ).catch((error: unknown) => {
    throw nameClash(PACKAGE_NAME, values.name, error);
  });
}

/** B3: uuid plus any field; the image and benefits stay when not sent. Unknown uuid → 404 E-wrapper. */
export async function updatePackage(
  ctx: AppContext,
  { uuid, ...values }: PackageUpdate,
  files: { image?: UploadedFile },
): Promise<Package> {
  const benefits = values.benefits ? splitBenefits(values.benefits, 'error') : undefined;
  if (values.name) await requireUniqueName(ctx.db, PACKAGE_NAME, values.name, { except: uuid });
  return withStoredFile(ctx, files.image, (storedPath) =>
    ctx.db.transaction(async (tx) => {
      const before = await findPackage(tx, uuid);
      const changed = await updateRow(tx, 'packages', uuid, {
        name: values.name,
        image: storedPath,
        colour: values.colour,
        annual_cost: values.annualCost,
        monthly_cost: values.monthlyCost,
        benefits,
        number_of_health_hero_sessions: values.numberOfHealthHeroSessions,
        number_of_wellness_support_groups: values.numberOfWellnessSupportGroups,
        is_active: values.isActive,
        event_discount: values.eventDiscount,
      });
      if (changed === 0) throw notFound('package');
      const after = await findPackage(tx, uuid);
      await recordActivity(tx, { action: 'update', resource: 'packages', recordId: uuid, before, after });
      return after as Package;
    }),
  ).catch((error: unknown) => {
    throw nameClash(PACKAGE_NAME, values.name, error);
  });
}

/** B4: `isActive` as a boolean or 'true'/'false'; answers UpdRes; unknown uuid → 404 (not the silent n: 0). */
export async function setPackageStatus(ctx: AppContext, { uuid, isActive }: PackageStatus) {
  const changed = await ctx.db.transaction(async (tx) => {
    const before = await findPackage(tx, uuid);
    const count = await updateRow(tx, 'packages', uuid, { is_active: isActive });
    if (count > 0) {
      const after = await findPackage(tx, uuid);
      await recordActivity(tx, { action: 'status', resource: 'packages', recordId: uuid, before, after });
    }
    return count;
  });
  if (changed === 0) throw notFound('package');
  return updateResult(changed);
}
