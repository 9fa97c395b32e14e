export { openOrdersCountQuery } from './queries';
