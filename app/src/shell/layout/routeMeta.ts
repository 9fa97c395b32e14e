import type { MessageDescriptor } from 'react-intl';
import type { AccessUser } from '../session';

export type LayoutKind = 'complex' | 'simple';

/**
 * A page title: a message, or one chosen from the route's params (the help centre's panel) and the
 * signed-in user (the statistics with the news box).
 */
export type TitleSpec =
  | MessageDescriptor
  | ((params: Record<string, string | undefined>, user: AccessUser | null) => MessageDescriptor);

/** Per-route static data: layout, full width and page title [L1][G5]. */
export interface RouteMeta {
  /** @default 'complex' */
  layout?: LayoutKind;
  /** @default false */
  fullWidth?: boolean;
  title?: TitleSpec;
}

declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface StaticDataRouteOption extends RouteMeta {}
}

interface MatchLike {
  staticData?: RouteMeta;
  params?: unknown;
}

/** The meta of the deepest match that sets each field (a leaf route overrides its layout route). */
export function resolveRouteMeta(
  matches: readonly MatchLike[],
  user: AccessUser | null = null,
): {
  layout: LayoutKind;
  fullWidth: boolean;
  title: MessageDescriptor | undefined;
} {
  let layout: LayoutKind = 'complex';
  let fullWidth = false;
  let title: MessageDescriptor | undefined;
  for (const match of matches) {
    const meta = match.staticData ?? {};
    if (meta.layout) layout = meta.layout;
    if (meta.fullWidth !== undefined) fullWidth = meta.fullWidth;
    if (meta.title) {
      const params = (match.params ?? {}) as Record<string, string | undefined>;
      title = typeof meta.title === 'function' ? meta.title(params, user) : meta.title;
    }
  }
  return { layout, fullWidth, title };
}

/** `"<page> – <brand>"`, or the brand alone without a page title [G5]. */
export function documentTitle(pageTitle: string | undefined, brandName: string): string {
  return pageTitle ? `${pageTitle} – ${brandName}` : brandName;
}
