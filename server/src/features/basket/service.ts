/**
 * Reserving basket items (rule BK1): validates an offer for the buyer (relationship, approvals, status,
 * dates and hours, open market window, price, rule V8 quantity, delivery address) and reserves its
 * current price until the earlier of now + BASKET_HOLD_SECONDS and the window's end. For an Aviat (a
 * shareholder child account) its parent's settings apply too (features/sub-accounts/rules.ts): its
 * terminals, its payment term, and its price adjustment, which the basket shows on top of the reserved
 * price (the reservation itself stays the seller's price). While the deployment has purchasing switched
 * off (PURCHASING_DISABLED [B13]) nothing is reserved, changed or refreshed; the basket can still be read
 * and emptied.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpProblem, problems } from '../../errors.js';
import { assertPurchasing } from '../../platformFlags.js';
import type { AuthContext } from '../auth/types.js';
import { marketPricing, offerPriceForBuyer } from '../pricing/buyerPrice.js';
import type { Currency } from '../pricing/index.js';
import { subAccountsRepo } from '../sub-accounts/repository.js';
import {
  adjustedPrice,
  paymentTermOf,
  terminalAllowed,
  type SubAccountTerms,
} from '../sub-accounts/rules.js';
import { timeZoneOf } from '../../platformTime.js';
import { orderProblems } from './problems.js';
import { basketRepo, type OfferRow } from './repository.js';
import {
  approves,
  isOfferOpen,
  quantityBounds,
  relationshipActive,
  releasedTo,
  reservationTimes,
  volumeOf,
  withinBounds,
} from './rules.js';
import { toBasket, type BasketDto } from './dto.js';

interface Delivery {
  deliveryAddressId: string | null;
  additiveLocationId: string | null;
}

export function basketService(app: FastifyInstance) {
  const repo = basketRepo(app.db);

  /** An Aviat's settings (null for every other buyer, and for an Aviat with the defaults). */
  async function childTerms(auth: AuthContext): Promise<SubAccountTerms | null> {
    return auth.account.parentAccountId ? subAccountsRepo(app.db).terms(auth.account.id) : null;
  }

  /** The offer as the buyer may order it, or the problem why it cannot be ordered. */
  async function orderableOffer(
    auth: AuthContext,
    offerId: string,
    terms: SubAccountTerms | null,
  ): Promise<OfferRow> {
    const [offer] = await repo.offers([offerId], auth.account.id);
    if (!offer || offer.seller_platform !== auth.account.platform || !releasedTo(offer, auth.account.id)) {
      throw orderProblems.offerNotAvailable();
    }
    const [rel] = await repo.relationships([{ buyer: auth.account.id, seller: offer.seller_account_id }]);
    if (!rel) throw orderProblems.offerNotAvailable();
    if (!relationshipActive(rel)) throw orderProblems.relationshipDisabled(offer.seller_name);
    if (!approves(rel, offer) || !terminalAllowed(terms, offer)) throw orderProblems.antitrust();
    if (!isOfferOpen(offer, app.clock(), timeZoneOf(offer.seller_platform))) {
      throw orderProblems.offerNotAvailable();
    }
    return offer;
  }

  /**
   * The offer's current price and the reservation times; OFFER_NOT_AVAILABLE without window or price, or
   * when an Aviat's price adjustment leaves no positive price (rule V11).
   */
  async function quote(offer: OfferRow, currency: Currency, terms: SubAccountTerms | null) {
    const now = app.clock();
    const window = await app.market.currentWindow();
    if (!window) throw orderProblems.offerNotAvailable();
    const priced = offerPriceForBuyer(offer, marketPricing(app, window, currency, now), terms);
    if (!priced) throw orderProblems.offerNotAvailable();
    return {
      price: priced.quoted,
      ...reservationTimes(now, app.config.basketHoldSeconds, new Date(window.expires)),
    };
  }

  /** Rule V8: quantity within the bounds, volume not above the available volume. */
  function checkQuantity(offer: OfferRow, quantity: number): void {
    const bounds = quantityBounds(offer, offer.override_max_order_volume, offer.purchase_unit_litres);
    if (!withinBounds(quantity, bounds))
      throw orderProblems.quantityOutOfRange(bounds.minimum, bounds.maximum);
    if (volumeOf(quantity, offer.purchase_unit_litres) > offer.available_volume) {
      throw orderProblems.notEnoughVolume(offer.available_volume);
    }
  }

  /** Fuels: one of the buyer's delivery addresses or null (self pickup); additives: a location, required. */
  async function delivery(
    auth: AuthContext,
    offer: OfferRow,
    id: string | null | undefined,
  ): Promise<Delivery> {
    const accountId = auth.account.id;
    if (offer.product_type === 'additive') {
      if (!id || !(await repo.ownsAdditiveLocation(accountId, id))) {
        throw problems.validation('Bitte wählen Sie einen Ihrer Lieferorte.', [
          { path: '/deliveryAddressId', code: 'required' },
        ]);
      }
      return { deliveryAddressId: null, additiveLocationId: id };
    }
    if (id && !(await repo.ownsDeliveryAddress(accountId, id))) {
      throw problems.validation('Die Lieferadresse gehört nicht zu Ihrem Unternehmen.', [
        { path: '/deliveryAddressId', code: 'unknown_delivery_address' },
      ]);
    }
    return { deliveryAddressId: id ?? null, additiveLocationId: null };
  }

  return {
    async get(auth: AuthContext): Promise<BasketDto> {
      const [rows, platform, terms] = await Promise.all([
        repo.items(auth.userId),
        repo.platform(auth.account.platform),
        childTerms(auth),
      ]);
      return toBasket(rows, platform, app.clock(), (price, productType) =>
        adjustedPrice(price, terms, productType),
      );
    },

    async add(
      auth: AuthContext,
      input: { offerId: string; quantity: number; deliveryAddressId?: string | null },
    ): Promise<void> {
      assertPurchasing(app);
      const terms = await childTerms(auth);
      const offer = await orderableOffer(auth, input.offerId, terms);
      checkQuantity(offer, input.quantity);
      const where = await delivery(auth, offer, input.deliveryAddressId);
      const q = await quote(offer, offer.currency, terms);
      await repo.insert({
        id: `bi-${randomUUID()}`,
        userId: auth.userId,
        accountId: auth.account.id,
        offerId: offer.id,
        quantity: input.quantity,
        ...where,
        price: q.price,
        originalPrice: q.price,
        paymentTermDays: paymentTermOf(offer, terms),
        reservedUntil: q.reservedUntil,
        priceUpdateAt: q.priceUpdateAt,
        now: app.clock(),
      });
    },

    /** Changes quantity and delivery of an item; its reservation stays as it is. */
    async update(
      auth: AuthContext,
      itemId: string,
      input: { quantity: number; deliveryAddressId?: string | null },
    ): Promise<void> {
      assertPurchasing(app);
      const [item] = await repo.itemsByIds(auth.userId, [itemId]);
      if (!item) throw problems.notFound('Die Position ist nicht im Warenkorb.');
      const offer = await orderableOffer(auth, item.offer_id, await childTerms(auth));
      checkQuantity(offer, input.quantity);
      const where = await delivery(auth, offer, input.deliveryAddressId);
      await repo.update(auth.userId, itemId, { quantity: input.quantity, ...where });
    },

    async remove(auth: AuthContext, itemId: string): Promise<void> {
      if (!(await repo.remove(auth.userId, itemId))) {
        throw problems.notFound('Die Position ist nicht im Warenkorb.');
      }
    },

    async clear(auth: AuthContext): Promise<void> {
      await repo.clear(auth.userId);
    },

    /**
     * Re-quotes every item at the current price and restarts its hold; all or nothing: an item whose
     * offer is no longer orderable fails the refresh (with its id) and nothing changes.
     */
    async refresh(auth: AuthContext): Promise<void> {
      assertPurchasing(app);
      const items = await repo.items(auth.userId);
      const terms = await childTerms(auth);
      const updates: {
        id: string;
        price: string;
        paymentTermDays: number;
        reservedUntil: Date;
        priceUpdateAt: Date;
      }[] = [];
      for (const item of items) {
        try {
          const offer = await orderableOffer(auth, item.offer_id, terms);
          const q = await quote(offer, offer.currency, terms);
          updates.push({ id: item.id, ...q, paymentTermDays: paymentTermOf(offer, terms) });
        } catch (err) {
          if (err instanceof HttpProblem && err.status === 422) {
            const context = { ...err.context, basketItemId: item.id };
            throw new HttpProblem(err.status, err.code, err.title, err.detail, err.errors, context);
          }
          throw err;
        }
      }
      await app.db.transaction(async (tx) => {
        const txRepo = basketRepo(tx);
        for (const u of updates) await txRepo.reprice(u.id, u);
      });
    },
  };
}
