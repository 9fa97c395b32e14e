import type { Schemas } from '@fuelmarket/api-client';
import { useMemo } from 'react';
import { useSessionState } from './session';
import { useAppContext } from './context';

/** A terminal of the platform's master data as the app lists it. */
export interface TerminalChoice {
  id: string;
  name: string;
  /** The name of the terminal's region; null where the brand hides regions (HIDE_REGION) [B11]. */
  region: string | null;
}

/**
 * The terminals of the master data's regions: region by region with each terminal's region, or, where the
 * brand hides regions (HIDE_REGION, the Austrian platform [B11]), flat by name without any region.
 */
export function terminalChoices(
  regions: readonly Schemas['Region'][],
  { hideRegion }: { hideRegion: boolean },
): TerminalChoice[] {
  const all = regions.flatMap((region) =>
    region.terminals.map((t) => ({ id: t.id, name: t.name, region: hideRegion ? null : region.name })),
  );
  return hideRegion
    ? all.sort((a, b) => a.name.localeCompare(b.name, 'de') || a.id.localeCompare(b.id))
    : all;
}

/** Whether the app shows regions at all: not where the brand hides them (HIDE_REGION) [B11]. */
export function useShowsRegions(): boolean {
  return !useAppContext().brand.flags.HIDE_REGION;
}

/** The platform's terminals from the session's master data, as `terminalChoices` lists them for the brand. */
export function useTerminalChoices(): TerminalChoice[] {
  const regions = useSessionState().metadata?.regions;
  const hideRegion = !useShowsRegions();
  return useMemo(() => terminalChoices(regions ?? [], { hideRegion }), [regions, hideRegion]);
}
