/**
 * The platform operator's master data (spec §6 P5): the product catalogue (shared by the platforms; its
 * density in kg/l), the platform's regions and their terminals. Another platform's region or terminal is
 * not found. Every write runs in one transaction with its entry in the operator log (what changed, field
 * by field); a refused write leaves no entry, a write that changes nothing neither bumps the version nor
 * writes an entry. Stale versions are refused (409 VERSION_CONFLICT); a region with terminals and a
 * terminal anything refers to are not deleted (409 MASTER_DATA_IN_USE). After each write every memory of
 * master data is forgotten, so the metadata and the market show the change at once (events.ts).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import { problems, type FieldError } from '../../errors.js';
import { authOf } from '../../plugins/auth.js';
import type { AuthContext } from '../auth/types.js';
import { forgetMarketListings } from '../offers/listingCache.js';
import { changedFields, operatorRepo, type AuditAction } from '../operator/repository.js';
import {
  categoryError,
  categorySortOrder,
  densityError,
  nameError,
  nameTakenBy,
  normalDensity,
  terminalCountries,
} from './domain.js';
import { toMasterProduct, toMasterRegion, toMasterTerminal } from './dto.js';
import { masterDataChanged, onMasterDataChange } from './events.js';
import { masterDataRepo } from './repository.js';

const invalid = (errors: FieldError[]) => {
  const taken = errors.some((e) => e.message === 'name_taken');
  return problems.validation(
    taken ? 'Dieser Name wird bereits verwendet.' : 'Die Eingaben sind unvollständig oder ungültig.',
    errors,
  );
};
const nameTaken: FieldError = { path: '/name', code: 'name_taken' };
const productNotFound = () => problems.notFound('Das Produkt wurde nicht gefunden.');
const regionNotFound = () => problems.notFound('Die Region wurde nicht gefunden.');
const terminalNotFound = () => problems.notFound('Das Terminal wurde nicht gefunden.');
const stale = (current: number, what: string) =>
  problems.versionConflict(current, `${what} wurde inzwischen von einem anderen Benutzer geändert.`);

/** The field errors of a density, if any. */
const densityErrors = (density: string | undefined): FieldError[] => {
  const problem = density === undefined ? undefined : densityError(density);
  return problem ? [{ path: '/density', code: problem }] : [];
};

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;
  const guard = app.authorize({ platformOperator: true });
  // Market listings name products and terminals: every instance forgets them on a master-data change
  // and tells its open markets to load theirs again (once per burst: the changing instance hears its
  // own change twice, directly and by NOTIFY).
  let tellMarkets: NodeJS.Timeout | undefined;
  onMasterDataChange(app, () => {
    forgetMarketListings(app.db);
    if (tellMarkets || !app.hasDecorator('market')) return;
    tellMarkets = setTimeout(() => {
      tellMarkets = undefined;
      app.market.hub.broadcast({ event: 'offers', data: {} });
    }, app.config.marketNoticeDelayMs);
  });
  app.addHook('onClose', async () => clearTimeout(tellMarkets));
  const entry = (
    a: AuthContext,
    e: Pick<AuditAction, 'action' | 'targetType' | 'targetId' | 'changes' | 'targetName'>,
  ): AuditAction => ({
    platform: a.account.platform,
    actorId: a.userId,
    actorName: `${a.firstName} ${a.lastName}`,
    at: app.clock(),
    reason: null,
    affectedUsers: 0,
    ...e,
  });

  app.get(
    '/api/operator/master-data',
    { schema: c.routeSchema('getMasterData'), preHandler: guard },
    async (request) => {
      const platform = authOf(request).account.platform;
      const repo = masterDataRepo(app.db);
      const [products, regions, terminals] = await Promise.all([
        repo.products(),
        repo.regions(platform),
        repo.terminals(platform),
      ]);
      return {
        products: products.map(toMasterProduct),
        regions: regions.map((r) => toMasterRegion(r, terminals)),
      };
    },
  );

  app.post<RouteTypes<'createProduct'>>(
    '/api/operator/products',
    { schema: c.routeSchema('createProduct'), preHandler: guard },
    async (request, reply) => {
      const a = authOf(request);
      const { type, category, density } = request.body;
      const name = request.body.name.trim();
      const errors = [nameError(name), categoryError(type, category), ...densityErrors(density)].filter(
        (e) => e !== undefined,
      );
      if (errors.length) throw invalid(errors);
      const product = await app.db.transaction(async (tx) => {
        const repo = masterDataRepo(tx);
        await repo.lock('products');
        if (nameTakenBy(await repo.productNames(), name)) throw invalid([nameTaken]);
        const id = `prd-${randomUUID()}`;
        const created = { name, type, category, density: normalDensity(density) };
        await repo.insertProduct({ id, ...created, sortOrder: categorySortOrder(category) });
        await operatorRepo(tx).record(
          entry(a, {
            action: 'PRODUCT_CREATED',
            targetType: 'product',
            targetId: id,
            changes: changedFields<Record<string, unknown>>({}, created),
          }),
        );
        return (await repo.product(id))!;
      });
      masterDataChanged(app);
      request.log.info({ productId: product.id, by: a.userId }, 'product created');
      return reply.status(201).send(toMasterProduct(product));
    },
  );

  app.put<RouteTypes<'updateProduct'>>(
    '/api/operator/products/:id',
    { schema: c.routeSchema('updateProduct'), preHandler: guard },
    async (request) => {
      const a = authOf(request);
      const { id } = request.params;
      const { version, density } = request.body;
      const name = request.body.name?.trim();
      const errors = [nameError(name), ...densityErrors(density)].filter((e) => e !== undefined);
      if (errors.length) throw invalid(errors);
      const { product, changed } = await app.db.transaction(async (tx) => {
        const repo = masterDataRepo(tx);
        await repo.lock('products');
        const before = await repo.lockProduct(id);
        if (!before) throw productNotFound();
        if (before.version !== version) throw stale(before.version, 'Das Produkt');
        if (name !== undefined && nameTakenBy(await repo.productNames(), name, id))
          throw invalid([nameTaken]);
        const after = {
          name: name ?? before.name,
          density: density === undefined ? before.density : normalDensity(density),
        };
        const changes = changedFields({ name: before.name, density: before.density }, after);
        if (changes.length) {
          await repo.updateProduct(id, after);
          await operatorRepo(tx).record(
            entry(a, { action: 'PRODUCT_UPDATED', targetType: 'product', targetId: id, changes }),
          );
        }
        return { product: (await repo.product(id))!, changed: changes.length > 0 };
      });
      if (changed) masterDataChanged(app);
      return toMasterProduct(product);
    },
  );

  app.post<RouteTypes<'createRegion'>>(
    '/api/operator/regions',
    { schema: c.routeSchema('createRegion'), preHandler: guard },
    async (request, reply) => {
      const a = authOf(request);
      const platform = a.account.platform;
      const name = request.body.name.trim();
      const { sort } = request.body;
      const blank = nameError(name);
      if (blank) throw invalid([blank]);
      const region = await app.db.transaction(async (tx) => {
        const repo = masterDataRepo(tx);
        await repo.lock(`regions:${platform}`);
        if (nameTakenBy(await repo.regionNames(platform), name)) throw invalid([nameTaken]);
        const id = `reg-${randomUUID()}`;
        await repo.insertRegion({ id, platform, name, sort });
        const row = (await repo.region(id, platform))!;
        await operatorRepo(tx).record(
          entry(a, {
            action: 'REGION_CREATED',
            targetType: 'region',
            targetId: id,
            changes: changedFields<Record<string, unknown>>({}, { name, sort: row.sort }),
          }),
        );
        return row;
      });
      masterDataChanged(app);
      return reply.status(201).send(toMasterRegion(region, []));
    },
  );

  app.put<RouteTypes<'updateRegion'>>(
    '/api/operator/regions/:id',
    { schema: c.routeSchema('updateRegion'), preHandler: guard },
    async (request) => {
      const a = authOf(request);
      const platform = a.account.platform;
      const { id } = request.params;
      const { version, sort } = request.body;
      const name = request.body.name?.trim();
      const blank = nameError(name);
      if (blank) throw invalid([blank]);
      const { region, terminals, changed } = await app.db.transaction(async (tx) => {
        const repo = masterDataRepo(tx);
        await repo.lock(`regions:${platform}`);
        const before = await repo.lockRegion(id, platform);
        if (!before) throw regionNotFound();
        if (before.version !== version) throw stale(before.version, 'Die Region');
        if (name !== undefined && nameTakenBy(await repo.regionNames(platform), name, id)) {
          throw invalid([nameTaken]);
        }
        const after = { name: name ?? before.name, sort: sort ?? before.sort };
        const changes = changedFields({ name: before.name, sort: before.sort }, after);
        if (changes.length) {
          await repo.updateRegion(id, after);
          await operatorRepo(tx).record(
            entry(a, { action: 'REGION_UPDATED', targetType: 'region', targetId: id, changes }),
          );
        }
        return {
          region: (await repo.region(id, platform))!,
          terminals: await repo.terminals(platform),
          changed: changes.length > 0,
        };
      });
      if (changed) masterDataChanged(app);
      return toMasterRegion(region, terminals);
    },
  );

  app.delete<RouteTypes<'deleteRegion'>>(
    '/api/operator/regions/:id',
    { schema: c.routeSchema('deleteRegion'), preHandler: guard },
    async (request, reply) => {
      const a = authOf(request);
      const platform = a.account.platform;
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        const repo = masterDataRepo(tx);
        await repo.lock(`regions:${platform}`);
        const before = await repo.lockRegion(id, platform);
        if (!before) throw regionNotFound();
        if (await repo.regionInUse(id)) {
          throw problems.masterDataInUse(
            `Die Region „${before.name}“ hat noch Terminals oder wird in Favoriten verwendet und kann nicht gelöscht werden.`,
          );
        }
        await repo.deleteRegion(id);
        await operatorRepo(tx).record(
          entry(a, {
            action: 'REGION_DELETED',
            targetType: 'region',
            targetId: id,
            targetName: before.name,
            changes: changedFields<Record<string, unknown>>(
              { name: before.name, sort: before.sort },
              { name: null, sort: null },
            ),
          }),
        );
      });
      masterDataChanged(app);
      return reply.status(204).send();
    },
  );

  app.post<RouteTypes<'createTerminal'>>(
    '/api/operator/terminals',
    { schema: c.routeSchema('createTerminal'), preHandler: guard },
    async (request, reply) => {
      const a = authOf(request);
      const platform = a.account.platform;
      const { country, regionId } = request.body;
      const name = request.body.name.trim();
      const city = request.body.city.trim();
      const errors = terminalErrors(platform, { name, city, country });
      if (errors.length) throw invalid(errors);
      const terminal = await app.db.transaction(async (tx) => {
        const repo = masterDataRepo(tx);
        await repo.lock(`terminals:${platform}`);
        // Locked: the region cannot be deleted under the new terminal.
        if (!(await repo.lockRegion(regionId, platform))) {
          throw invalid([{ path: '/regionId', code: 'not_found' }]);
        }
        if (nameTakenBy(await repo.terminalNames(platform), name)) throw invalid([nameTaken]);
        const id = `tm-${randomUUID()}`;
        const created = { name, city, country, regionId };
        await repo.insertTerminal({ id, ...created });
        await operatorRepo(tx).record(
          entry(a, {
            action: 'TERMINAL_CREATED',
            targetType: 'terminal',
            targetId: id,
            changes: changedFields<Record<string, unknown>>({}, created),
          }),
        );
        return (await repo.terminal(id, platform))!;
      });
      masterDataChanged(app);
      return reply.status(201).send(toMasterTerminal(terminal));
    },
  );

  app.put<RouteTypes<'updateTerminal'>>(
    '/api/operator/terminals/:id',
    { schema: c.routeSchema('updateTerminal'), preHandler: guard },
    async (request) => {
      const a = authOf(request);
      const platform = a.account.platform;
      const { id } = request.params;
      const { version, country, regionId } = request.body;
      const name = request.body.name?.trim();
      const city = request.body.city?.trim();
      const errors = terminalErrors(platform, { name, city, country });
      if (errors.length) throw invalid(errors);
      const { terminal, changed } = await app.db.transaction(async (tx) => {
        const repo = masterDataRepo(tx);
        await repo.lock(`terminals:${platform}`);
        const before = await repo.lockTerminal(id, platform);
        if (!before) throw terminalNotFound();
        if (before.version !== version) throw stale(before.version, 'Das Terminal');
        if (regionId !== undefined && regionId !== before.region_id) {
          if (!(await repo.lockRegion(regionId, platform))) {
            throw invalid([{ path: '/regionId', code: 'not_found' }]);
          }
        }
        if (name !== undefined && nameTakenBy(await repo.terminalNames(platform), name, id)) {
          throw invalid([nameTaken]);
        }
        const was = {
          name: before.name,
          city: before.city,
          country: before.country,
          regionId: before.region_id,
        };
        const after = {
          name: name ?? was.name,
          city: city ?? was.city,
          country: country ?? was.country,
          regionId: regionId ?? was.regionId,
        };
        const changes = changedFields(was, after);
        if (changes.length) {
          await repo.updateTerminal(id, after);
          await operatorRepo(tx).record(
            entry(a, { action: 'TERMINAL_UPDATED', targetType: 'terminal', targetId: id, changes }),
          );
        }
        return { terminal: (await repo.terminal(id, platform))!, changed: changes.length > 0 };
      });
      if (changed) masterDataChanged(app);
      return toMasterTerminal(terminal);
    },
  );

  app.delete<RouteTypes<'deleteTerminal'>>(
    '/api/operator/terminals/:id',
    { schema: c.routeSchema('deleteTerminal'), preHandler: guard },
    async (request, reply) => {
      const a = authOf(request);
      const platform = a.account.platform;
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        const repo = masterDataRepo(tx);
        const before = await repo.lockTerminal(id, platform);
        if (!before) throw terminalNotFound();
        if (await repo.terminalInUse(id)) {
          throw problems.masterDataInUse(
            `Das Terminal „${before.name}“ wird noch verwendet (Angebote, Bestellungen, Einstellungen, Regeln oder Favoriten) und kann nicht gelöscht werden.`,
          );
        }
        await repo.deleteTerminal(id);
        await operatorRepo(tx).record(
          entry(a, {
            action: 'TERMINAL_DELETED',
            targetType: 'terminal',
            targetId: id,
            targetName: before.name,
            changes: changedFields<Record<string, unknown>>(
              { name: before.name, city: before.city, country: before.country, regionId: before.region_id },
              { name: null, city: null, country: null, regionId: null },
            ),
          }),
        );
      });
      masterDataChanged(app);
      return reply.status(204).send();
    },
  );
};

/** Name and city not blank, the country one of the platform's. */
function terminalErrors(
  platform: string,
  t: { name: string | undefined; city: string | undefined; country: string | undefined },
): FieldError[] {
  const errors = [nameError(t.name), nameError(t.city, '/city')].filter((e) => e !== undefined);
  if (t.country !== undefined && !terminalCountries(platform).includes(t.country)) {
    errors.push({ path: '/country', code: 'country_not_available' });
  }
  return errors;
}

export default routes;
