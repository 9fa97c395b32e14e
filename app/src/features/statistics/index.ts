// The statistics page itself (and recharts with it) is imported by its route only, so that the
// dashboard's ranking widget does not bring the chart library along.
export { AccountRanking } from './AccountRanking';
export type { AccountRankingProps } from './AccountRanking';
