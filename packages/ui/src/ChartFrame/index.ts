export { ChartFrame, chartPalette } from './ChartFrame';
export type { ChartFrameProps, ChartSeries, ChartRow } from './ChartFrame';
export { chartFrameMessages } from './messages';
