/** The tabs of "Mein Konto" as the address names them (`/profil/:tab`) [S1]. */
export const profileTabs = [
  'persoenlich',
  'passwort',
  'firmenkonto',
  'einstellungen',
  'team',
  'lieferadressen',
] as const;
export type ProfileTab = (typeof profileTabs)[number];

/** Who sees which tabs: the team for the team administrator, the delivery addresses for buyers [S8]. */
export interface ProfileViewer {
  isAdmin: boolean;
  isBuyer: boolean;
}

export function profileTabVisible(tab: ProfileTab, viewer: ProfileViewer): boolean {
  if (tab === 'team') return viewer.isAdmin;
  if (tab === 'lieferadressen') return viewer.isBuyer;
  return true;
}

/** The tab an address names; an unknown, missing or hidden one opens the personal data. */
export function profileTabOf(tab: string | undefined, viewer: ProfileViewer): ProfileTab {
  const known = profileTabs.find((t) => t === tab);
  if (!known || !profileTabVisible(known, viewer)) return 'persoenlich';
  return known;
}
