/** Rules of a relationship between a buyer and a seller account. */
import type { FieldError } from '../../errors.js';

export type SideStatus = 'NEW' | 'ENABLED' | 'DISABLED';
export type RelationshipState = 'REQUESTED' | 'RELEASED' | 'DECLINED' | 'IN_REVIEW' | 'CANCELLED';
export type RelationshipAction = 'cancel' | 'accept' | 'decline' | 'inReview';

/**
 * [E3] Additives can be traded when the seller's and the buyer's status are both ENABLED and the seller
 * side has additives switched on. Any other status (NEW counts as new, DISABLED the default) keeps them off.
 */
export function additivesActive(r: {
  sellerStatus: SideStatus;
  buyerStatus: SideStatus;
  sellerAdditivesEnabled: boolean;
}): boolean {
  return r.sellerStatus === 'ENABLED' && r.buyerStatus === 'ENABLED' && r.sellerAdditivesEnabled;
}

/**
 * [RS1] Who may take an action, from which states, and where it leads (with both sides' new status).
 * The buyer cancels; the seller releases ("save and activate"), declines or sets in review. A declined or
 * cancelled relationship is set up again by the seller only: the buyer cannot request it again.
 */
export const TRANSITIONS: Record<
  RelationshipAction,
  {
    by: 'buyer' | 'seller';
    from: readonly RelationshipState[];
    to: RelationshipState;
    sellerStatus: SideStatus;
    buyerStatus: SideStatus;
  }
> = {
  cancel: {
    by: 'buyer',
    from: ['REQUESTED', 'IN_REVIEW', 'RELEASED'],
    to: 'CANCELLED',
    sellerStatus: 'DISABLED',
    buyerStatus: 'DISABLED',
  },
  accept: {
    by: 'seller',
    from: ['REQUESTED', 'IN_REVIEW', 'DECLINED', 'CANCELLED'],
    to: 'RELEASED',
    sellerStatus: 'ENABLED',
    buyerStatus: 'ENABLED',
  },
  decline: {
    by: 'seller',
    from: ['REQUESTED', 'IN_REVIEW', 'RELEASED'],
    to: 'DECLINED',
    sellerStatus: 'DISABLED',
    buyerStatus: 'ENABLED',
  },
  inReview: {
    by: 'seller',
    from: ['REQUESTED', 'DECLINED', 'CANCELLED'],
    to: 'IN_REVIEW',
    sellerStatus: 'NEW',
    buyerStatus: 'ENABLED',
  },
};

/** The German wording of each state, for refusals. */
export const STATE_NAMES: Record<RelationshipState, string> = {
  REQUESTED: 'angefragt',
  RELEASED: 'freigegeben',
  DECLINED: 'abgelehnt',
  IN_REVIEW: 'in Prüfung',
  CANCELLED: 'storniert',
};

export interface SettingsInput {
  creditLimitMode: 'NONE' | 'STANDARD_API' | 'MANUAL' | 'CSV_LINKED';
  creditLimit: string | null;
  paymentDays: { productId: string; days: number }[];
  terminalSelectionMode: 'MANUAL' | 'ALL';
  terminalIds: string[];
  productSelectionMode: 'MANUAL' | 'ALL';
  productIds: string[];
  additiveProductIds: string[];
}

/** What the settings are checked against: the platform's master data and the seller's offers. */
export interface SettingsContext {
  fuelProductIds: ReadonlySet<string>;
  additiveProductIds: ReadonlySet<string>;
  terminalIds: ReadonlySet<string>;
  paymentTermDays: ReadonlySet<number>;
  /** The fuel products the seller offers (not removed): the products a buyer can buy under `ALL`. */
  offeredProductIds: readonly string[];
  sellerHasAdditives: boolean;
  productNames: ReadonlyMap<string, string>;
}

/** Largest credit limit numeric(14, 2) holds. */
const MAX_LIMIT_DIGITS = 12;
const LIMIT_PATTERN = new RegExp(`^\\d{1,${MAX_LIMIT_DIGITS}}(\\.\\d{1,2})?$`);

/**
 * [V9] [CL1] [P6] The settings' field errors: a credit limit (≥ 0, two decimals at most) whenever a limit
 * mode is chosen; a payment term of the platform's list for every product the buyer may buy (the listed
 * ones under MANUAL, the seller's offered ones under ALL) and none twice; known terminals and products,
 * at least one under MANUAL; additive products only for a seller with additives.
 */
export function settingsErrors(s: SettingsInput, ctx: SettingsContext): FieldError[] {
  const errors: FieldError[] = [];
  if (s.creditLimitMode !== 'NONE') {
    if (s.creditLimit === null) {
      errors.push({ path: '/creditLimit', code: 'required', message: 'Bitte geben Sie ein Kreditlimit an.' });
    } else if (!LIMIT_PATTERN.test(s.creditLimit)) {
      errors.push({
        path: '/creditLimit',
        code: 'invalid_amount',
        message: 'Das Kreditlimit muss ein Betrag ab 0 mit höchstens zwei Nachkommastellen sein.',
      });
    }
  }
  const unknown = (ids: string[], known: ReadonlySet<string>) => ids.filter((id) => !known.has(id));
  if (s.terminalSelectionMode === 'MANUAL') {
    if (s.terminalIds.length === 0) {
      errors.push({
        path: '/terminalIds',
        code: 'required',
        message: 'Bitte wählen Sie mindestens ein Terminal.',
      });
    }
    for (const id of unknown(s.terminalIds, ctx.terminalIds)) {
      errors.push({ path: '/terminalIds', code: 'unknown_terminal', message: `Unbekanntes Terminal: ${id}` });
    }
  }
  if (s.productSelectionMode === 'MANUAL') {
    if (s.productIds.length === 0) {
      errors.push({
        path: '/productIds',
        code: 'required',
        message: 'Bitte wählen Sie mindestens ein Produkt.',
      });
    }
    for (const id of unknown(s.productIds, ctx.fuelProductIds)) {
      errors.push({ path: '/productIds', code: 'unknown_product', message: `Unbekanntes Produkt: ${id}` });
    }
  }
  if (s.additiveProductIds.length > 0 && !ctx.sellerHasAdditives) {
    errors.push({
      path: '/additiveProductIds',
      code: 'additives_not_traded',
      message: 'Ihr Konto handelt keine Additive.',
    });
  }
  for (const id of unknown(s.additiveProductIds, ctx.additiveProductIds)) {
    errors.push({
      path: '/additiveProductIds',
      code: 'unknown_additive',
      message: `Unbekanntes Additiv: ${id}`,
    });
  }

  const seen = new Set<string>();
  s.paymentDays.forEach((p, i) => {
    if (seen.has(p.productId)) {
      errors.push({
        path: `/paymentDays/${i}`,
        code: 'duplicate',
        message: `Zahlungsziel doppelt: ${p.productId}`,
      });
    }
    seen.add(p.productId);
    if (!ctx.fuelProductIds.has(p.productId) && !ctx.additiveProductIds.has(p.productId)) {
      errors.push({
        path: `/paymentDays/${i}/productId`,
        code: 'unknown_product',
        message: `Unbekanntes Produkt: ${p.productId}`,
      });
    }
    if (!ctx.paymentTermDays.has(p.days)) {
      errors.push({
        path: `/paymentDays/${i}/days`,
        code: 'unknown_payment_term',
        message: 'Das Zahlungsziel ist nicht zulässig.',
      });
    }
  });
  const needed = s.productSelectionMode === 'MANUAL' ? s.productIds : ctx.offeredProductIds;
  for (const productId of needed) {
    if (!seen.has(productId)) {
      errors.push({
        path: '/paymentDays',
        code: 'payment_term_required',
        message: `Bitte wählen Sie ein Zahlungsziel für ${ctx.productNames.get(productId) ?? productId}.`,
      });
    }
  }
  return errors;
}

/** [B11] A creditor number once trimmed: 1 to 30 letters, digits, '-', '/' or '.' (as the database checks). */
const CREDITOR_NUMBER = /^[A-Za-z0-9./-]{1,30}$/;

/**
 * [B11] The creditor number a settings update asks for: `undefined` (not sent) keeps the stored one, an
 * empty or blank one is none (null), anything else is kept trimmed.
 */
export function requestedCreditorNumber(
  sent: string | null | undefined,
  stored: string | null,
): string | null {
  if (sent === undefined) return stored;
  const trimmed = sent?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** [B11] The field error of a creditor number that is not of the allowed form, if it is not. */
export function creditorNumberErrors(value: string | null): FieldError[] {
  if (value === null || CREDITOR_NUMBER.test(value)) return [];
  return [
    {
      path: '/creditorNumber',
      code: 'invalid_format',
      message:
        'Die Kreditorennummer darf höchstens 30 Zeichen lang sein und nur Buchstaben, Ziffern, „-“, „/“ und „.“ enthalten.',
    },
  ];
}
