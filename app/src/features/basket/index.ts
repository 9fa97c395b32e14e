export { BasketModal } from './BasketModal';
export type { BasketModalProps } from './BasketModal';
export { BasketButton } from './BasketButton';
export type { BasketButtonProps } from './BasketButton';
export { basketQuery, useBasketMutations } from './queries';
export { describeOrderError } from './orderErrors';
export type { OrderErrorAction, OrderErrorCode, OrderErrorView } from './orderErrors';
export { orderErrorMessages } from './messages';
export { RESERVATION_WARNING_MS, deadlinePhase } from './deadline';
