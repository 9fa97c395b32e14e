export interface FitInput {
  /** Width of the row the entries share. */
  available: number;
  /** Natural width of each entry, in order. */
  itemWidths: readonly number[];
  /** Width of the "Mehr" button that holds the entries that do not fit. */
  moreWidth: number;
  /** Gap between two neighbours on the row. */
  gap: number;
}

/**
 * How many entries, from the start, stay on the row: all of them when they fit, else as many as fit
 * next to the "Mehr" button. A hidden row (0 wide, 0-wide entries) keeps every entry.
 */
export function fittingCount({ available, itemWidths, moreWidth, gap }: FitInput): number {
  const row = (widths: readonly number[]) =>
    widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, widths.length - 1);
  if (row(itemWidths) <= available) return itemWidths.length;
  for (let count = itemWidths.length - 1; count > 0; count -= 1) {
    if (row([...itemWidths.slice(0, count), moreWidth]) <= available) return count;
  }
  return 0;
}
