export { AccountRanking } from './AccountRanking';
export type { AccountRankingProps } from './AccountRanking';
export { StatisticsPage } from './StatisticsPage';
