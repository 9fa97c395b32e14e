import { brands } from '@fuelmarket/brands';
import { describe, expect, it } from 'vitest';
import type { AccessFlags, AccessUser } from '../session';
import { mainMenu } from './menu';

const ids = (user: AccessUser, flags: AccessFlags, open = 0) =>
  mainMenu(user, flags, open).map((item) => item.id);

describe('main menu per account type', () => {
  const rel = ['MyRelationships_View'];
  it("[L5][R3] a buyer sees Market and Seller management, never the sellers' screens", () => {
    expect(ids({ accountType: 'buyer', roles: rel, features: [] }, brands.default.flags)).toEqual([
      'dashboard',
      'orders',
      'statistics',
      'market',
      'sellerManagement',
      'contracts',
    ]);
  });

  it("[L5][R3] a seller sees Offer and Buyer management, never the buyers' screens", () => {
    expect(ids({ accountType: 'seller', roles: rel, features: ['triggers'] }, brands.default.flags)).toEqual([
      'dashboard',
      'orders',
      'statistics',
      'offers',
      'buyerManagement',
      'contracts',
    ]);
  });

  it('[L5][R5] a seller without the triggers feature does not see contract management', () => {
    expect(ids({ accountType: 'seller', roles: [], features: [] }, brands.default.flags)).toEqual([
      'dashboard',
      'orders',
      'statistics',
      'offers',
    ]);
  });

  it('[L5][R4][B11] the Austrian single-seller mode hides seller management, buyers have no orders entry; triggers are default-only', () => {
    expect(ids({ accountType: 'buyer', roles: rel, features: [] }, brands.at.flags)).toEqual([
      'dashboard',
      'statistics',
      'market',
    ]);
  });

  it('[B11] NO_ORDERS_BUYER_PAGE removes the orders entry for buyers only', () => {
    const flags = { ...brands.default.flags, NO_ORDERS_BUYER_PAGE: true };
    expect(ids({ accountType: 'buyer', roles: [], features: [] }, flags)).not.toContain('orders');
    expect(ids({ accountType: 'buyer', roles: [], features: [] }, brands.default.flags)).toContain('orders');
    expect(ids({ accountType: 'seller', roles: rel, features: [] }, brands.at.flags)).toContain('orders');
    expect(mainMenu({ accountType: 'seller', roles: [], features: [] }, brands.at.flags, 3)).toContainEqual(
      expect.objectContaining({ id: 'orders', bubbleCount: 3 }),
    );
  });

  it('[L5][R4] sub-accounts show with ChildAccounts_View', () => {
    expect(
      ids({ accountType: 'buyer', roles: ['ChildAccounts_View'], features: [] }, brands.ch.flags),
    ).toEqual(['dashboard', 'orders', 'statistics', 'market', 'subAccounts']);
  });

  it.each(['buyer', 'seller'] as const)(
    '[P5] a %s who is not the platform operator never sees the operator console, whatever its roles',
    (accountType) => {
      const everything = {
        accountType,
        roles: [
          'MyRelationships_View',
          'ChildAccounts_View',
          'ChildAccounts_Offers_View',
          'MyOffers_Purchase',
        ],
        features: ['productAdditives', 'newsBox', 'sharedCreditLimits', 'triggers'],
      };
      expect(ids(everything, brands.default.flags)).not.toContain('operator');
      expect(ids({ ...everything, platformOperator: false }, brands.default.flags)).not.toContain('operator');
    },
  );

  it("[P5][BL1] admin staff (an admin account's user, not the platform operator) see the operator console as the last entry", () => {
    const staff = { accountType: 'admin', roles: [], features: [], platformOperator: false } as const;
    expect(ids(staff, brands.default.flags)).toEqual([
      'dashboard',
      'orders',
      'statistics',
      'contracts',
      'operator',
    ]);
    expect(mainMenu(staff, brands.ch.flags, 0).at(-1)).toMatchObject({ id: 'operator', to: '/betreiber' });
  });

  it('[P5] the platform operator sees the operator console as its last entry', () => {
    expect(
      ids({ accountType: 'admin', roles: [], features: [], platformOperator: true }, brands.default.flags),
    ).toEqual(['dashboard', 'orders', 'statistics', 'contracts', 'operator']);
    const item = mainMenu(
      { accountType: 'admin', roles: [], features: [], platformOperator: true },
      brands.ch.flags,
      0,
    ).at(-1);
    expect(item).toMatchObject({ id: 'operator', to: '/betreiber' });
  });

  it('[L5] only sellers get the open-orders bubble', () => {
    const seller = mainMenu({ accountType: 'seller', roles: [], features: [] }, brands.default.flags, 7);
    const buyer = mainMenu({ accountType: 'buyer', roles: [], features: [] }, brands.default.flags, 7);
    expect(seller.find((item) => item.id === 'orders')?.bubbleCount).toBe(7);
    expect(buyer.find((item) => item.id === 'orders')?.bubbleCount).toBeUndefined();
    const none = mainMenu({ accountType: 'seller', roles: [], features: [] }, brands.default.flags, 0);
    expect(none.find((item) => item.id === 'orders')?.bubbleCount).toBeUndefined();
  });
});
