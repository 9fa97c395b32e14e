/**
 * [B11] Lifting order numbers ("Abholauftragsnummer": the number the terminal needs to release the load)
 * of the Austrian platform (brand flag LIFTING_ORDER_NUMBER). The buyer gives one when placing the order;
 * every order of the placement keeps it.
 */
import { problems } from '../../errors.js';
import { brandOfPlatform } from '../../platformBrand.js';

/** Once trimmed: 1 to 40 letters, digits, '-', '/' or inner spaces (as migration 250 checks). */
export const LIFTING_ORDER_NUMBER = /^[A-Za-z0-9/-]([A-Za-z0-9 /-]{0,38}[A-Za-z0-9/-])?$/;

const PATH = '/liftingOrderNumber';

/**
 * The lifting order number an order keeps: the sent one trimmed, null for none (left out, null, empty
 * or blank). A number where the platform keeps none, or one of the wrong form, is refused with 400.
 */
export function liftingOrderNumberOf(sent: string | null | undefined, platform: string): string | null {
  const value = sent?.trim() || null;
  if (value === null) return null;
  if (!brandOfPlatform(platform).flags.LIFTING_ORDER_NUMBER) {
    throw problems.validation('Abholauftragsnummern werden auf dieser Plattform nicht geführt.', [
      { path: PATH, code: 'lifting_order_number_not_available' },
    ]);
  }
  if (!LIFTING_ORDER_NUMBER.test(value)) {
    throw problems.validation(
      'Die Abholauftragsnummer darf höchstens 40 Zeichen lang sein und nur Buchstaben, Ziffern, Leerzeichen, „-“ und „/“ enthalten.',
      [{ path: PATH, code: 'lifting_order_number_invalid' }],
    );
  }
  return value;
}
