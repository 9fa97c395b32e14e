export { ConflictNotice } from './ConflictNotice';
export type { ConflictNoticeProps } from './ConflictNotice';
export { conflictMessages } from './messages';
