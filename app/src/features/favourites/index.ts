export { favouritesQuery } from './queries';
