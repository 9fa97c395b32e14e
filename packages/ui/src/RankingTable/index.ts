export { RankingTable, rankingViewers, rankingColumnWidths } from './RankingTable';
export type { RankingTableProps, RankingRow, RankingViewer } from './RankingTable';
export { rankingTableMessages } from './messages';
