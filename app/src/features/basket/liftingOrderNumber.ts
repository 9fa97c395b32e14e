/**
 * [B11] The lifting order number ("Abholauftragsnummer": the number the terminal needs to release the
 * load), asked when placing the order where the brand keeps them (LIFTING_ORDER_NUMBER, Austria).
 */

/** Once trimmed: 1 to 40 letters, digits, '-', '/' or inner spaces (as the server checks). */
const LIFTING_ORDER_NUMBER = /^[A-Za-z0-9/-]([A-Za-z0-9 /-]{0,38}[A-Za-z0-9/-])?$/;

export const LIFTING_ORDER_NUMBER_MAX_LENGTH = 40;

/** Whether the number as typed can be sent: empty (none) or of the allowed form once trimmed. */
export function isValidLiftingOrderNumber(typed: string): boolean {
  const value = typed.trim();
  return value === '' || LIFTING_ORDER_NUMBER.test(value);
}

/** What the order request carries: the trimmed number, only where the brand keeps them and one is given. */
export function liftingOrderNumberField(typed: string, enabled: boolean): { liftingOrderNumber?: string } {
  const value = typed.trim();
  return enabled && value !== '' ? { liftingOrderNumber: value } : {};
}
