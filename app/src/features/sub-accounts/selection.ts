/** The Aviat a search shows: the one it names when the list has it, else the list's first. */
export function chosenAviat(
  list: readonly { id: string }[],
  search: { aviat?: unknown },
): string | undefined {
  const named = typeof search.aviat === 'string' ? search.aviat : undefined;
  return list.find((s) => s.id === named)?.id ?? list[0]?.id;
}
