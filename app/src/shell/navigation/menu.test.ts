import { brands } from '@fuelmarket/brands';
import { describe, expect, it } from 'vitest';
import type { AccessFlags, AccessUser } from '../../features/auth';
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

  it('[L5][R4] the Austrian single-seller mode hides seller management; triggers are default-only', () => {
    expect(ids({ accountType: 'buyer', roles: rel, features: [] }, brands.at.flags)).toEqual([
      'dashboard',
      'orders',
      'statistics',
      'market',
    ]);
  });

  it('[L5][R4] sub-accounts show with ChildAccounts_View', () => {
    expect(
      ids({ accountType: 'buyer', roles: ['ChildAccounts_View'], features: [] }, brands.ch.flags),
    ).toEqual(['dashboard', 'orders', 'statistics', 'market', 'subAccounts']);
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
