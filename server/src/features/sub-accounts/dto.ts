/** The sub-accounts' response shape (`SubAccount` of openapi.yaml). */
import type { components } from '@fuelmarket/api-client';
import { termsOfRow, type SubAccountRow } from './repository.js';

export type SubAccountDto = components['schemas']['SubAccount'];
export type SubAccountUpdateDto = components['schemas']['SubAccountUpdate'];

/**
 * A child account with its settings and its purchases of the last days (`days`, oldest first, today
 * last): today's litres are the utilisation of the daily purchase limit (rule K2).
 */
export function toSubAccount(row: SubAccountRow, days: string[], litres: Map<string, number>): SubAccountDto {
  const terms = termsOfRow(row);
  const utilisationHistory = days.map((date) => ({ date, volume: litres.get(date) ?? 0 }));
  return {
    id: row.id,
    name: row.name,
    paymentTermDays: terms.paymentTermDays as SubAccountDto['paymentTermDays'],
    dailyPurchaseLimit: terms.dailyPurchaseLimit,
    dailyPurchaseUtilisation: utilisationHistory.at(-1)?.volume ?? 0,
    utilisationHistory,
    collectionShorteningDays: terms.collectionShorteningDays,
    priceAdjustment: terms.priceAdjustment,
    terminalIds: terms.terminalIds,
    version: row.version,
  };
}
