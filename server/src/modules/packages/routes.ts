import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answers, page, pageQuery, updateResult } from '../../http/answers.js';
import { ok } from '../../http/reply.js';
import { readsRecord, updatesRecord, type VersionedRecord } from '../../http/recordVersions.js';
import { UuidBody } from '../../schemas/common.js';
import { Package, PackageCreate, PackageStatus, PackageUpdate } from './schemas.js';
import {
  PACKAGE_FILES,
  createPackage,
  listPackages,
  setPackageStatus,
  updatePackage,
  viewPackage,
} from './service.js';

/** A package as a versioned record (http/recordVersions.ts): its table, and the record a 409 answers. */
const PACKAGE: VersionedRecord = { table: 'packages', current: viewPackage };

const tags = ['Packages'];

/** B1–B5: membership packages (api-contract §7.B). */
const packagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/package/list',
    { schema: { tags, querystring: pageQuery, response: answers(page(Package)) } },
    async (request, reply) => ok(reply, await listPackages(app.ctx, request.query)),
  );

  // Validation failures and a missing image: S-wrapper/400.
  app.post(
    '/admin/package/create',
    {
      schema: { tags, body: PackageCreate, response: answers(Package) },
      config: { files: PACKAGE_FILES, refusal: { shape: 'data' } },
    },
    async (request, reply) => ok(reply, await createPackage(app.ctx, request.body, request.uploads)),
  );

  app.patch(
    '/admin/package/update',
    {
      schema: { tags, body: PackageUpdate, response: answers(Package) },
      config: { files: PACKAGE_FILES, ...updatesRecord(PACKAGE) },
    },
    async (request, reply) => ok(reply, await updatePackage(app.ctx, request.body, request.uploads)),
  );

  app.patch(
    '/admin/package/status/update',
    {
      schema: { tags, body: PackageStatus, response: answers(updateResult) },
      config: updatesRecord(PACKAGE),
    },
    async (request, reply) => ok(reply, await setPackageStatus(app.ctx, request.body)),
  );

  // An unknown uuid, and a missing one: S-wrapper/400.
  app.post(
    '/admin/package/view',
    {
      schema: { tags, body: UuidBody, response: answers(Package) },
      config: { refusal: { shape: 'data' }, ...readsRecord(PACKAGE) },
    },
    async (request, reply) => ok(reply, await viewPackage(app.ctx, request.body.uuid)),
  );
};

export default packagesRoutes;
