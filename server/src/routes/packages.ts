import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/reply.js';
import { readBody } from '../http/uploads.js';
import { jsonObject } from '../services/fieldReader.js';
import {
  PACKAGE_FILES,
  createPackage,
  listPackages,
  setPackageStatus,
  updatePackage,
  viewPackage,
} from '../services/packages.js';

/** B1–B5: membership packages (api-contract §7.B). */
const packagesRoutes: FastifyPluginAsync = async (app) => {
  app.get('/admin/package/list', async (request, reply) =>
    ok(reply, await listPackages(app.ctx, request.query)),
  );

  app.post('/admin/package/create', async (request, reply) =>
    ok(reply, await createPackage(app.ctx, await readBody(request, PACKAGE_FILES))),
  );

  app.patch('/admin/package/update', async (request, reply) =>
    ok(reply, await updatePackage(app.ctx, await readBody(request, PACKAGE_FILES))),
  );

  app.patch('/admin/package/status/update', async (request, reply) =>
    ok(reply, await setPackageStatus(app.ctx, jsonObject(request.body))),
  );

  app.post('/admin/package/view', async (request, reply) =>
    ok(reply, await viewPackage(app.ctx, jsonObject(request.body))),
  );
};

export default packagesRoutes;
