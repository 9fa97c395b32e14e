export { teamQuery, USER_SEARCH_LIMIT } from './queries';
