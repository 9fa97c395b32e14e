// Shared navigation data of the layout stories (TopBar, BottomBar, SlideOutMenu). Not a story file.
import type { NavItem } from '@fuelmarket/ui';

/** The seller menu of spec §2, with the open-orders bubble. */
export function sellerNavItems(openOrders: number): NavItem[] {
  return [
    { id: 'dashboard', label: 'Dashboard', href: '#/', icon: '⌂' },
    {
      id: 'orders',
      label: 'Bestellungen',
      href: '#/orders',
      icon: '☰',
      bubbleCount: openOrders,
      bubbleLabel: (n) => `${n} offene Bestellungen`,
    },
    { id: 'statistics', label: 'Statistik', href: '#/statistik', icon: '▤' },
    { id: 'offers', label: 'Angebotsverwaltung', href: '#/meine-angebote', icon: '✎' },
    { id: 'buyers', label: 'Käuferverwaltung', href: '#/kaufer-management', icon: '☺' },
    { id: 'contracts', label: 'Vertragsmanagement', href: '#/vertraege-management', icon: '§' },
  ];
}
