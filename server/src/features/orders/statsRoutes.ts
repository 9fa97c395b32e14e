/**
 * GET /api/orders/orderStats (getOrderStats): the account ranking or the volume per product over time
 * (stats.ts) with the filter options, for the statistics page and the dashboard's ranking widget.
 */
import type { FastifyInstance } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import { problems } from '../../errors.js';
import { authOf } from '../../plugins/auth.js';
import { timeZoneOf } from '../../platformTime.js';
import { viewerOf, viewerScope } from './history.js';
import type { HistoryOptionsCache } from './historyOptionsCache.js';
import { bucketFor, orderStatsRepo, type StatsOptionRows } from './stats.js';

/** The offered time filters: day, week, month (spec §9 ranking time filter). */
const DAYS = [1, 7, 30] as const;

export function registerStatsRoute(
  app: FastifyInstance,
  options: HistoryOptionsCache<StatsOptionRows>,
): void {
  app.get<RouteTypes<'getOrderStats'>>(
    '/api/orders/orderStats',
    { schema: app.contract.routeSchema('getOrderStats'), preHandler: app.requireAuth },
    async (request) => {
      const auth = authOf(request);
      const { account } = auth;
      const query = request.query;
      const viewer = await viewerOf(app.db, auth);
      let from: Date | undefined;
      let to: Date | undefined;
      if (query.dateRangeSelected) {
        [from, to] = query.dateRangeSelected.map((v) => new Date(v));
        const bad = [from, to].some((d) => !(d!.getUTCFullYear() >= 1 && d!.getUTCFullYear() <= 9999));
        if (bad || from!.getTime() > to!.getTime()) {
          throw problems.validation('Der Zeitraum ist ungültig.', [
            { path: '/dateRangeSelected', code: bad ? 'out_of_range' : 'start_after_end' },
          ]);
        }
      } else if (query.dayQuery !== undefined) {
        to = app.clock();
        from = new Date(to.getTime() - query.dayQuery * 86_400_000);
      }
      const filters = {
        productIds: query.productSelected,
        terminalIds: query.terminalSelected,
        deliveryAddressIds: query.deliveryAddressSelected,
        accountIds: query.accountSelected,
        from,
        to,
      };
      const repo = orderStatsRepo(app.db);
      const scope = viewerScope(viewer);
      const opts = options.get(`stats:${viewer.side}:${scope.join(',')}`, scope, () => repo.options(viewer));
      const optionsDto = async () => {
        const o = await opts;
        return {
          products: o.products,
          terminals: o.terminals,
          deliveryAddresses: o.deliveryAddresses,
          accounts: o.accounts,
          dateRange: {
            minDate: o.min_created?.toISOString() ?? null,
            maxDate: o.max_created?.toISOString() ?? null,
          },
          days: [...DAYS],
        };
      };
      if (query.statType === 'ACCOUNT_RANKING') {
        const [rows, o] = await Promise.all([repo.ranking(viewer, filters), optionsDto()]);
        const orderStats = rows.map((r, i) => ({
          position: i + 1,
          accountId: r.account_id,
          accountName: r.account_name,
          orders: r.orders,
          volume: Number(r.volume),
        }));
        return {
          data: {
            orderStats,
            options: o,
            totalVolume: sum(orderStats.map((r) => r.volume)),
            unit: 'lt' as const,
          },
        };
      }
      const o = await optionsDto();
      const bucket = bucketFor(
        from ?? (o.dateRange.minDate ? new Date(o.dateRange.minDate) : null),
        to ?? (o.dateRange.maxDate ? new Date(o.dateRange.maxDate) : null),
      );
      const timeZone = timeZoneOf(account.platform);
      const rows = await repo.productVolumes(viewer, filters, bucket, timeZone);
      const orderStats = rows.map((r) => ({
        period: r.period,
        productId: r.product_id,
        productName: r.product_name,
        orders: r.orders,
        volume: Number(r.volume),
      }));
      return {
        data: {
          orderStats,
          options: o,
          totalVolume: sum(orderStats.map((r) => r.volume)),
          unit: 'lt' as const,
          bucket,
        },
      };
    },
  );
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
