// The composer is imported by the statistics route only (sellers with newsBox).
export { NewsBox } from './NewsBox';
export type { NewsBoxProps } from './NewsBox';
