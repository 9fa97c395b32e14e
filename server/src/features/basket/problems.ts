/**
 * The problems of reserving and ordering (spec §8 M3), each with its own code and the context the app's
 * message needs. 422 unless said otherwise.
 */
import { HttpProblem, type OrderRejectionCode } from '../../errors.js';

const reject = (code: OrderRejectionCode, title: string, detail: string, context?: Record<string, unknown>) =>
  new HttpProblem(422, code, title, detail, undefined, context);

const litres = (n: number) => new Intl.NumberFormat('de-DE').format(n);

export const orderProblems = {
  offerNotAvailable: (context?: Record<string, unknown>) =>
    reject(
      'OFFER_NOT_AVAILABLE',
      'Angebot nicht mehr verfügbar',
      'Das Angebot ist nicht mehr verfügbar.',
      context,
    ),
  antitrust: () =>
    reject(
      'ANTITRUST_ANONYMITY',
      'Angebot nicht mehr verfügbar',
      'Das Angebot ist nicht mehr verfügbar. Bitte kehren Sie zum Handelsplatz zurück.',
    ),
  relationshipDisabled: (sellerName: string) =>
    reject(
      'RELATIONSHIP_DISABLED',
      'Geschäftsbeziehung deaktiviert',
      `Die Geschäftsbeziehung mit ${sellerName} ist deaktiviert.`,
      { sellerName },
    ),
  notEnoughVolume: (newAvailableVolume: number) =>
    reject(
      'NOT_ENOUGH_VOLUME',
      'Nicht genügend Menge',
      `Es sind nur noch ${litres(newAvailableVolume)} l verfügbar.`,
      { newAvailableVolume },
    ),
  quantityOutOfRange: (minimumOrderQuantity: number, maximumOrderQuantity: number) =>
    reject(
      'QUANTITY_OUT_OF_RANGE',
      'Ungültige Menge',
      `Die Menge muss zwischen ${litres(minimumOrderQuantity)} und ${litres(maximumOrderQuantity)} liegen.`,
      { minimumOrderQuantity, maximumOrderQuantity },
    ),
  reservationExpired: (basketItemIds: string[]) =>
    reject(
      'RESERVATION_EXPIRED',
      'Reservierung abgelaufen',
      'Die Preisreservierung ist abgelaufen. Bitte aktualisieren Sie den Warenkorb.',
      { basketItemIds },
    ),
  paymentTermChanged: (paymentTermDays: number) =>
    reject(
      'PAYMENT_TERM_CHANGED',
      'Zahlungsziel geändert',
      'Das Zahlungsziel wurde geändert. Bitte prüfen Sie Ihre Bestellung.',
      { paymentTermDays },
    ),
  insufficientCredit: (sellerName: string) =>
    reject(
      'INSUFFICIENT_CREDIT_LIMIT',
      'Kreditlimit nicht ausreichend',
      'Ihr Kreditlimit reicht für diese Bestellung nicht aus.',
      { sellerName },
    ),
  insufficientShareholderCredit: (sellerName: string) =>
    reject(
      'INSUFFICIENT_CREDIT_LIMIT_SHAREHOLDER',
      'Kreditlimit nicht ausreichend',
      'Das Kreditlimit beim Hauptgesellschafter reicht für diese Bestellung nicht aus.',
      { sellerName },
    ),
  dailyLimitReached: (productName: string, dailyPurchaseLimit: number, utilisation: number) =>
    reject(
      'DAILY_PURCHASE_LIMIT_REACHED',
      'Tageslimit erreicht',
      `Das tägliche Einkaufslimit für ${productName} ist erreicht.`,
      { productName, dailyPurchaseLimit, utilisation },
    ),
  /** An Aviat's limit of all products a day (features/sub-accounts), reached by an order of `productName`. */
  dailyAccountLimitReached: (productName: string, dailyPurchaseLimit: number, utilisation: number) =>
    reject(
      'DAILY_PURCHASE_LIMIT_REACHED',
      'Tageslimit erreicht',
      'Das tägliche Einkaufslimit Ihres Kontos über alle Produkte ist erreicht.',
      { productName, dailyPurchaseLimit, utilisation, allProducts: true },
    ),
  purchaseNotAllowed: () =>
    new HttpProblem(
      403,
      'FORBIDDEN',
      'Keine Berechtigung',
      'Sie sind nicht berechtigt, Bestellungen aufzugeben.',
    ),
  technical: () =>
    new HttpProblem(
      500,
      'BASKET_TECHNICAL_ERROR',
      'Technischer Fehler',
      'Bitte schließen Sie den Warenkorb und versuchen Sie es erneut.',
    ),
};
