import type { Schemas } from '@fuelmarket/api-client';

type Relationship = Schemas['Relationship'];
type Party = Schemas['NamedRef'];

export const nordheiz: Party = { id: 'acc-nordheiz', name: 'Nordheiz Handel GmbH' };
export const suedoel: Party = { id: 'acc-suedoel', name: 'Südöl Vertrieb GmbH' };

/**
 * A relationship between `buyer` and `seller` as `viewer` sees it (`other` is the other side): released,
 * both sides ENABLED, no credit limit, all terminals and products, version 1. `otherStatus` sets the other
 * side's status (NEW for a fresh request).
 */
export function fakeRelationship(
  viewer: 'buyer' | 'seller',
  {
    buyer = nordheiz,
    seller = suedoel,
    otherStatus = 'ENABLED',
    sellerStatus,
    ...overrides
  }: Omit<Partial<Relationship>, 'buyer' | 'seller'> & {
    buyer?: Party;
    seller?: Party;
    otherStatus?: Schemas['RelationshipSideStatus'];
    /** The seller side's status; for a buyer's view the other side's. */
    sellerStatus?: Schemas['RelationshipSideStatus'];
  } = {},
): Relationship {
  const other = viewer === 'buyer' ? seller : buyer;
  return {
    id: `rel-${buyer.id}-${seller.id}`,
    state: 'RELEASED',
    additivesActive: false,
    other: { ...other, status: otherStatus, additivesEnabled: false },
    buyer: { ...buyer, status: viewer === 'seller' ? otherStatus : 'ENABLED' },
    seller: { ...seller, status: sellerStatus ?? (viewer === 'buyer' ? otherStatus : 'ENABLED') },
    creditLimitMode: 'NONE',
    creditLimit: null,
    paymentDays: [],
    terminalSelectionMode: 'ALL',
    terminalIds: [],
    productSelectionMode: 'ALL',
    productIds: [],
    additiveProductIds: [],
    agbAccepted: true,
    purchaseRights: true,
    creditorNumber: null,
    message: null,
    requested: '2026-11-02T08:30:00.000Z',
    version: 1,
    ...overrides,
  };
}

/** The master data the settings choose from: two fuels, one additive, two regions, the payment terms [K1]. */
export const relationshipMasterData = {
  fuels: [
    {
      id: 'heizoel-el',
      name: 'Heizöl EL schwefelarm',
      type: 'fuel',
      category: 'Heizöl',
      sortOrder: 10,
      density: '0.8450',
    },
    {
      id: 'diesel-b7',
      name: 'Diesel B7',
      type: 'fuel',
      category: 'Diesel',
      sortOrder: 20,
      density: '0.8330',
    },
  ],
  additives: [
    {
      id: 'add-fliessverbesserer',
      name: 'Fliessverbesserer',
      type: 'additive',
      category: 'Additiv',
      sortOrder: 100,
      density: '0.9000',
    },
  ],
  regions: [
    {
      id: 'reg-nord',
      name: 'Nord',
      terminals: [
        { id: 'tm-hamburg', name: 'Hamburg Blumensand', country: 'DE', regionId: 'reg-nord' },
        { id: 'tm-bremen', name: 'Bremen Industriehafen', country: 'DE', regionId: 'reg-nord' },
      ],
    },
    {
      id: 'reg-sued',
      name: 'Süd',
      terminals: [{ id: 'tm-karlsruhe', name: 'Karlsruhe Rheinhafen', country: 'DE', regionId: 'reg-sued' }],
    },
  ],
  paymentTerms: [7, 14, 21, 30, 45],
} satisfies Pick<Schemas['Metadata'], 'fuels' | 'additives' | 'regions' | 'paymentTerms'>;

/** The live credit of a relationship with a manual limit of 250,000, and optionally its group's. */
export function fakeCredit(
  relationshipId: string,
  group: Schemas['CreditView']['group'] = null,
): Schemas['CreditView'] {
  return {
    relationshipId,
    mode: 'MANUAL',
    limit: '250000.00',
    utilisation: '48210.50',
    openOrders: '61404.20',
    basketHeld: '8925.00',
    free: '131460.30',
    group,
  };
}

/** What a fake server answers: the body, or a problem's status and code. */
export type FakeResult<T> = { ok: true; body: T } | { ok: false; status: number; code: Schemas['ErrorCode'] };

const refused = (status: number, code: Schemas['ErrorCode']) => ({ ok: false, status, code }) as const;

/**
 * A relationship action [RS1]: the state it leads to and the seller's and the buyer's new status, as the
 * server's transitions have them.
 */
const ACTIONS = {
  cancel: ['CANCELLED', 'DISABLED', 'DISABLED'],
  accept: ['RELEASED', 'ENABLED', 'ENABLED'],
  decline: ['DECLINED', 'DISABLED', 'ENABLED'],
  'in-review': ['IN_REVIEW', 'NEW', 'ENABLED'],
} as const satisfies Record<
  string,
  readonly [
    Schemas['RelationshipState'],
    Schemas['RelationshipSideStatus'],
    Schemas['RelationshipSideStatus'],
  ]
>;
export type FakeRelationshipAction = keyof typeof ACTIONS;

/**
 * The relationship operations over one account's data, changed in place (a test may change it too): the
 * sellers a buyer may request (the platform's `sellers` without a relationship), a request, the actions,
 * the settings saved over the version read (409 VERSION_CONFLICT on a stale one), the live credit. Shared
 * by the tests' backend and the stories' network.
 */
export function relationshipWorld(data: {
  relationships?: Relationship[] | undefined;
  sellers?: Schemas['RequestableSeller'][] | undefined;
  credit?: Record<string, Schemas['CreditView']> | undefined;
}) {
  const list = () => (data.relationships ??= []);
  const indexOf = (id: string) => list().findIndex((r) => r.id === id);
  const related = (sellerId: string) => list().some((r) => r.seller.id === sellerId);
  return {
    list,
    /** The sellers without a relationship, by name. */
    requestable: () =>
      (data.sellers ?? []).filter((s) => !related(s.id)).sort((a, b) => a.name.localeCompare(b.name, 'de')),
    request(body: Schemas['RelationshipRequest']): FakeResult<Relationship> {
      const seller = data.sellers?.find((s) => s.id === body.sellerId);
      if (!seller) return refused(404, 'NOT_FOUND');
      if (related(seller.id)) return refused(409, 'RELATIONSHIP_STATE_CONFLICT');
      const created = fakeRelationship('buyer', {
        id: `rel-${seller.id}`,
        seller: { id: seller.id, name: seller.name },
        state: 'REQUESTED',
        otherStatus: 'NEW',
        agbAccepted: false,
        message: body.message ?? null,
        requested: new Date().toISOString(),
      });
      list().unshift(created);
      return { ok: true, body: created };
    },
    act(
      id: string,
      action: FakeRelationshipAction,
      body: Schemas['RelationshipActionInput'],
    ): FakeResult<Relationship> {
      const index = indexOf(id);
      if (index === -1) return refused(404, 'NOT_FOUND');
      const r = list()[index]!;
      const [state, sellerStatus, buyerStatus] = ACTIONS[action];
      list()[index] = {
        ...r,
        state,
        message: body.message ?? null,
        version: r.version + 1,
        buyer: { ...r.buyer, status: buyerStatus },
        seller: { ...r.seller, status: sellerStatus },
        other: { ...r.other, status: r.other.id === r.seller.id ? sellerStatus : buyerStatus },
        additivesActive: sellerStatus === 'ENABLED' && buyerStatus === 'ENABLED' && r.other.additivesEnabled,
      };
      return { ok: true, body: list()[index]! };
    },
    saveSettings(id: string, body: Schemas['RelationshipSettingsInput']): FakeResult<Relationship> {
      const index = indexOf(id);
      if (index === -1) return refused(404, 'NOT_FOUND');
      if (list()[index]!.version !== body.version) return refused(409, 'VERSION_CONFLICT');
      const { version, ...settings } = body;
      list()[index] = { ...list()[index]!, ...settings, version: version + 1 };
      return { ok: true, body: list()[index]! };
    },
    credit(id: string): FakeResult<Schemas['CreditView']> {
      const credit = data.credit?.[id];
      return credit ? { ok: true, body: credit } : refused(404, 'NOT_FOUND');
    },
  };
}
