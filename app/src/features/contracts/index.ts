// The page and its dialog are imported by the route only.
export { triggersQuery } from './queries';
export type { Trigger, TriggerInput, TriggerStatus } from './queries';
