export { DateRangePicker, displaySegment, SMALL_SCREEN_QUERY } from './DateRangePicker';
export type { DateRangePickerProps, DateRange } from './DateRangePicker';
export { dateRangePickerMessages } from './messages';
