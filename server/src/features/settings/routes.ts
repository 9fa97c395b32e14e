/**
 * A user's settings: GET /api/settings/{key} (getSetting; value null when nothing is stored) and
 * PUT /api/settings/{key} (saveSetting). The one key is ACCOUNT_RANKING_OPTIONS: the statistics' filter
 * selection, kept per user (rule C4).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { components } from '@fuelmarket/api-client';
import type { RouteTypes } from '../../contract/types.js';
import { authOf } from '../../plugins/auth.js';
import { settingsRepo, type SettingRow } from './repository.js';

type Setting = components['schemas']['Setting'];
type SettingKey = components['schemas']['SettingKey'];

const toSetting = (key: SettingKey, row: SettingRow | null): Setting => ({
  key,
  value: (row?.value ?? null) as Setting['value'],
  updated: row?.updated_at.toISOString() ?? null,
});

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;

  app.get<RouteTypes<'getSetting'>>(
    '/api/settings/:key',
    { schema: c.routeSchema('getSetting'), preHandler: app.requireAuth },
    async (request) => {
      const { key } = request.params;
      return toSetting(key, await settingsRepo(app.db).get(authOf(request).userId, key));
    },
  );

  app.put<RouteTypes<'saveSetting'>>(
    '/api/settings/:key',
    { schema: c.routeSchema('saveSetting'), preHandler: app.requireAuth },
    async (request) => {
      const { key } = request.params;
      const row = await settingsRepo(app.db).save(
        authOf(request).userId,
        key,
        request.body.value,
        app.clock(),
      );
      return toSetting(key, row);
    },
  );
};

export default routes;
