// The page and its dialog are imported by the route only; the market gets the dialog on first use.
export { triggersQuery } from './queries';
export type { Trigger, TriggerInput, TriggerStatus } from './queries';
export { OfferTriggerDialog, useMayTrigger } from './OfferTrigger';
export type { OfferTriggerDialogProps } from './OfferTrigger';
