export { Table, Pagination, nextSort, sortDirections } from './Table';
export type { TableProps, TableColumn, TableSort, SortDirection, PaginationProps } from './Table';
export { tableMessages } from './messages';
