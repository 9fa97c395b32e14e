import type { Schemas } from '@fuelmarket/api-client';

/** A buyer's active price trigger (Nordheiz on Südöl's Heizöl EL in Karlsruhe), changed by `patch`. */
export function fakeTrigger(id: string, patch: Partial<Schemas['Trigger']> = {}): Schemas['Trigger'] {
  return {
    id,
    offerId: 'off-1',
    contractNumber: null,
    buyer: { id: 'acc-nordheiz', name: 'Nordheiz Handel GmbH' },
    seller: { id: 'acc-suedoel', name: 'Südöl Vertrieb GmbH' },
    product: { id: 'heizoel-el', name: 'Heizöl EL' },
    terminal: { id: 'tm-karlsruhe', name: 'Karlsruhe Rheinhafen' },
    volume: 90000,
    triggerPrice: '89.7500',
    priceUnit: 'EUR/100L15',
    currency: 'EUR',
    validUntil: '2026-12-31T17:00:00.000Z',
    status: 'ACTIVE',
    created: '2026-11-15T11:00:00.000Z',
    triggeredAt: null,
    executedPrice: null,
    orderId: null,
    failureCode: null,
    failureMessage: null,
    rejectionComment: null,
    version: 1,
    ...patch,
  };
}
