export { RowActions } from './RowActions';
export type { RowAction } from './RowActions';
