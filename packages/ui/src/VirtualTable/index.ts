export { VirtualTable, DEFAULT_ROW_HEIGHT, DEFAULT_VIEWPORT_HEIGHT } from './VirtualTable';
export type { VirtualTableColumn, VirtualTableProps } from './VirtualTable';
