import type { paths, Schemas } from '@fuelmarket/api-client';
import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';

/* The price alert endpoints over a list of alerts: the app's tests and the price alert stories share them. */

const http = createOpenApiHttp<paths>();
type PriceAlert = Schemas['PriceAlert'];

/** An active alert: Heizöl EL at Hamburg below 90,00 € per 100 L, any lifting period. */
export const activeAlert: PriceAlert = {
  id: 'pa-1',
  product: { id: 'heizoel-el', name: 'Heizöl EL schwefelarm' },
  terminal: { id: 'tm-hamburg', name: 'Hamburg Blumensand' },
  operator: 'BELOW',
  value: '90.0000',
  liftingPeriodType: 'ALL',
  comment: 'Lager Nord auffüllen',
  status: 'ACTIVE',
  created: '2026-11-18T10:12:00.000Z',
  triggeredAt: null,
  triggeredPrice: null,
};

/** A triggered alert: above 121,50 € for today's lifting, reached at 121,385 €. */
export const triggeredAlert: PriceAlert = {
  ...activeAlert,
  id: 'pa-2',
  operator: 'ABOVE',
  value: '121.5000',
  liftingPeriodType: 'TODAY',
  comment: '',
  status: 'TRIGGERED',
  created: '2026-11-15T08:00:00.000Z',
  triggeredAt: '2026-11-21T09:15:02.000Z',
  triggeredPrice: '121.3850',
};

/**
 * The buyer's alerts (`state.alerts`, changed by the calls) and what was sent: `reads` counts the list's
 * reads, `posted`/`put` keep the bodies (a change with its `id`), `deleted` the ids. A changed alert is
 * active again, as the server re-arms it.
 */
export function priceAlertServer(initial: PriceAlert[]) {
  const state = {
    alerts: [...initial],
    reads: 0,
    posted: [] as unknown[],
    put: [] as unknown[],
    deleted: [] as string[],
  };
  const handlers: RequestHandler[] = [
    http.get('/api/price-alerts', ({ response }) => {
      state.reads++;
      return response(200).json(state.alerts);
    }),
    http.post('/api/price-alerts', async ({ request, response }) => {
      const body = await request.json();
      state.posted.push(body);
      const created: PriceAlert = {
        ...activeAlert,
        id: `pa-new-${state.posted.length}`,
        operator: body.operator,
        value: body.value,
        liftingPeriodType: body.liftingPeriodType,
        comment: body.comment ?? '',
      };
      state.alerts = [created, ...state.alerts];
      return response(201).json(created);
    }),
    http.put('/api/price-alerts/{id}', async ({ params, request, response }) => {
      const body = await request.json();
      state.put.push({ id: params.id, ...body });
      const known = state.alerts.find((a) => a.id === params.id);
      if (!known)
        return response.untyped(
          Response.json(
            { type: 'about:blank', title: 'Not Found', status: 404, code: 'NOT_FOUND' },
            { status: 404 },
          ),
        );
      const changed: PriceAlert = {
        ...known,
        operator: body.operator,
        value: body.value,
        liftingPeriodType: body.liftingPeriodType,
        comment: body.comment ?? '',
        status: 'ACTIVE',
        triggeredAt: null,
        triggeredPrice: null,
      };
      state.alerts = state.alerts.map((a) => (a.id === params.id ? changed : a));
      return response(200).json(changed);
    }),
    http.delete('/api/price-alerts/{id}', ({ params, response }) => {
      state.deleted.push(params.id);
      state.alerts = state.alerts.filter((a) => a.id !== params.id);
      return response(204).empty();
    }),
  ];
  return { state, handlers };
}
