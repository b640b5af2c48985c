import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { invalid, notFound } from '../../http/reply.js';
import { IMAGE } from '../../http/fileTypes.js';
import type { UploadedFile } from '../../http/uploadStream.js';
import type { PartnerCreate, PartnerUpdate } from './schemas.js';
import { recordedWritesOf, updateOrStatus } from '../../services/activityLog.js';
import { insertRow } from '../../services/insertRow.js';
import { deleteResult, type Json } from '../../services/lookups.js';
import { withStoredFile } from '../../services/storedFile.js';
import { releaseUpload } from '../../services/uploadSweep.js';
import { nameClash, requireUniqueName, type UniqueName } from '../../services/uniqueNames.js';
import { updateRow } from '../../services/updateRow.js';
import { changedExpiry, utcDayOf } from '../../services/expiryDays.js';

/** Business partner names are unique, case ignored (migration 021). */
const PARTNER_NAME: UniqueName = {
  table: 'business_partners',
  column: 'name',
  key: 'uuid',
  refusal: (name) => invalid(`A business partner named "${name}" already exists.`),
};

/** Marketplace: business partners, partner requests and vendors (api-contract §7.K). */

export const PARTNER_FILES = { logo: IMAGE('businessPartner') };

const PARTNER_COLUMNS = `uuid, name, logo, description, link, type, expiry_date AS "expiryDate",
  email_id AS "emailId", country_code AS "countryCode", phone_number AS "phoneNumber", status,
  created_at AS "createdAt", updated_at AS "updatedAt"`;

const REQUEST_COLUMNS = `uuid, name, logo, description, link, address_line1 AS "addressLine1",
  address_line2 AS "addressLine2", city, state, country, zip_code AS "zipCode", type, expiry_date AS "expiryDate",
  email_id AS "emailId", country_code AS "countryCode", phone_number AS "phoneNumber", status,
  created_at AS "createdAt", updated_at AS "updatedAt"`;

// Vendors keep the backend's snake_case field names.
const VENDOR_COLUMNS = `uuid, store_name, first_name, last_name, email, country_code, phone, address_1, address_2,
  city, state, country, zip_code AS "zipCode", account_name, account_no, bank_name, bank_address, iban, swift_code,
  paypal_link, status, created_at AS "createdAt", updated_at AS "updatedAt"`;

async function findOne(db: Db, columns: string, table: string, uuid: string, what: string): Promise<Json> {
  const [row] = await db.query<Json>(`SELECT ${columns} FROM ${table} WHERE uuid = $1`, [uuid]);
  if (!row) throw notFound(what);
  return row;
}

const findPartner = (db: Db, uuid: string) =>
  findOne(db, PARTNER_COLUMNS, 'business_partners', uuid, 'business partner');

/** A write to one partner in a transaction with its activity entry. */
const recordedPartnerWrite = recordedWritesOf('partners', findPartner);

/**
 * The partner form's fields as columns (unsent ones undefined). On create the expiry must be in the future; on
 * update a changed expiry must not be in the past.
 */
function partnerColumns(ctx: AppContext, values: Omit<PartnerUpdate, 'uuid'>, current?: Json) {
  const sent = values.expiryDate === undefined ? undefined : new Date(values.expiryDate);
  const expiry = current ? changedExpiry(sent, current.expiryDate as string) : sent;
  if (expiry && !current && expiry <= ctx.now()) throw invalid('"expiryDate" must be in the future');
  if (expiry && current && expiry.getTime() < utcDayOf(ctx.now())) {
    throw invalid('"expiryDate" cannot be in the past');
  }
  return {
    name: values.name,
    description: values.description,
    link: values.link,
    type: values.type,
    expiry_date: expiry,
    email_id: values.emailId,
    country_code: values.countryCode,
    phone_number: values.phoneNumber,
    status: current ? values.status : undefined,
  };
}

/** K1: every partner, most recently updated first. */
export const listPartners = (ctx: AppContext) =>
  ctx.db.query<Json>(`SELECT ${PARTNER_COLUMNS} FROM business_partners ORDER BY updated_at DESC, uuid`);

export const viewPartner = (ctx: AppContext, uuid: string) => findPartner(ctx.db, uuid);

/** K2: every field and the logo are required; the route answers HTTP 201. */
export async function createPartner(ctx: AppContext, values: PartnerCreate, files: { logo?: UploadedFile }) {
  const form = partnerColumns(ctx, values);
  if (!files.logo) throw invalid('"logo" is required');
  await requireUniqueName(ctx.db, PARTNER_NAME, form.name as string);
  const uuid = randomUUID();
  return withStoredFile(ctx, files.logo, (logo) =>
    recordedPartnerWrite(ctx, 'create', uuid, async (tx) => {
      const now = ctx.now();
      await insertRow(tx, 'business_partners', {
        uuid,
        name: form.name,
        logo,
        description: form.description,
        link: form.link,
        type: form.type,
        expiry_date: form.expiry_date,
        email_id: form.email_id,
        country_code: form.country_code,
        phone_number: form.phone_number,
        created_at: now,
        updated_at: now,
      });
      return findPartner(tx, uuid);
    }),
  ).catch((error: unknown) => {
    throw nameClash(PARTNER_NAME, form.name, error);
  });
}

/** K3: the edit form (multipart, logo optional) or the status toggle `{uuid, status}`. */
export async function updatePartner(
  ctx: AppContext,
  { uuid, ...values }: PartnerUpdate,
  files: { logo?: UploadedFile },
) {
  const current = await findPartner(ctx.db, uuid);
  const form = partnerColumns(ctx, values, current);
  const action = files.logo ? 'update' : updateOrStatus(values, 'status');
  if (form.name !== undefined) await requireUniqueName(ctx.db, PARTNER_NAME, form.name, { except: uuid });
  return withStoredFile(ctx, files.logo, (logo) =>
    recordedPartnerWrite(ctx, action, uuid, async (tx) => {
      await updateRow(tx, 'business_partners', uuid, { ...form, logo }, { touch: ctx.now() });
      return findPartner(tx, uuid);
    }),
  ).catch((error: unknown) => {
    throw nameClash(PARTNER_NAME, form.name, error);
  });
}

/** K5: removes the partner (a hard delete, as the backend) and its logo file. */
export async function deletePartner(ctx: AppContext, uuid: string) {
  const partner = await findPartner(ctx.db, uuid);
  await recordedPartnerWrite(ctx, 'delete', partner.uuid as string, (tx) =>
    tx.query('DELETE FROM business_partners WHERE uuid = $1', [partner.uuid]),
  );
  await releaseUpload(ctx, partner.logo as string | undefined);
  return deleteResult(1);
}

/** K6/K7: partner requests, read-only. */
export const listPartnerRequests = (ctx: AppContext) =>
  ctx.db.query<Json>(
    `SELECT ${REQUEST_COLUMNS} FROM business_partner_requests ORDER BY updated_at DESC, uuid`,
  );

export const viewPartnerRequest = (ctx: AppContext, uuid: string) =>
  findOne(ctx.db, REQUEST_COLUMNS, 'business_partner_requests', uuid, 'partner request');

/** K8/K9: vendors, read-only. */
export const listVendors = (ctx: AppContext) =>
  ctx.db.query<Json>(`SELECT ${VENDOR_COLUMNS} FROM vendors ORDER BY updated_at DESC, uuid`);

export const viewVendor = (ctx: AppContext, uuid: string) =>
  findOne(ctx.db, VENDOR_COLUMNS, 'vendors', uuid, 'vendor');
