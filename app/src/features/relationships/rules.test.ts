import { describe, expect, it } from 'vitest';
import { fakeRelationship } from '../../test/relationshipFixtures';
import { actionsFor, filterRelationships, isNew, requestableSellers } from './rules';
import { relationshipSearchSchema, relationshipStates } from './search';

describe('relationship rules', () => {
  it('[RS1] the buyer cancels a request or a relationship, never a declined or cancelled one', () => {
    expect(Object.fromEntries(relationshipStates.map((s) => [s, actionsFor('buyer', s)]))).toEqual({
      REQUESTED: ['cancel'],
      IN_REVIEW: ['cancel'],
      RELEASED: ['cancel'],
      DECLINED: [],
      CANCELLED: [],
    });
  });

  it('[RS1] the seller releases, sets in review or declines; it alone sets a declined or cancelled one up again', () => {
    expect(Object.fromEntries(relationshipStates.map((s) => [s, actionsFor('seller', s)]))).toEqual({
      REQUESTED: ['accept', 'inReview', 'decline'],
      IN_REVIEW: ['accept', 'decline'],
      RELEASED: ['decline'],
      DECLINED: ['accept', 'inReview'],
      CANCELLED: ['accept', 'inReview'],
    });
  });

  it('[E3] a relationship whose seller side is NEW counts as new, on both sides; ENABLED and DISABLED do not', () => {
    expect(isNew(fakeRelationship('buyer', { otherStatus: 'NEW' }))).toBe(true);
    expect(isNew(fakeRelationship('seller', { sellerStatus: 'NEW' }))).toBe(true);
    expect(isNew(fakeRelationship('seller', { otherStatus: 'NEW', sellerStatus: 'ENABLED' }))).toBe(false);
    expect(isNew(fakeRelationship('buyer', { otherStatus: 'ENABLED' }))).toBe(false);
    expect(isNew(fakeRelationship('seller', { otherStatus: 'DISABLED' }))).toBe(false);
  });

  it('[RS1] a buyer may request only sellers it has no relationship with, whatever its state', () => {
    const declined = fakeRelationship('buyer', {
      seller: { id: 'acc-altbrand', name: 'Altbrand' },
      state: 'DECLINED',
    });
    const cancelled = fakeRelationship('buyer', { state: 'CANCELLED' });
    const sellers = [
      { id: 'acc-suedoel', name: 'Südöl Vertrieb GmbH' },
      { id: 'acc-altbrand', name: 'Altbrand' },
      { id: 'acc-westoel', name: 'Westöl AG' },
      { id: 'acc-alpen', name: 'Alpenbrennstoff AG' },
    ];
    expect(requestableSellers(sellers, [declined, cancelled]).map((s) => s.name)).toEqual([
      'Alpenbrennstoff AG',
      'Westöl AG',
    ]);
  });

  it('filters by part of the name in any case and by state', () => {
    const list = [
      fakeRelationship('seller'),
      fakeRelationship('seller', { buyer: { id: 'b2', name: 'Wärme Weser' }, state: 'REQUESTED' }),
    ];
    expect(filterRelationships(list, { q: ' wÄrme ' }).map((r) => r.other.name)).toEqual(['Wärme Weser']);
    expect(filterRelationships(list, { status: 'RELEASED' }).map((r) => r.other.name)).toEqual([
      'Nordheiz Handel GmbH',
    ]);
    expect(filterRelationships(list, { q: 'weser', status: 'RELEASED' })).toEqual([]);
  });

  it('the URL filter drops a broken state instead of failing the page', () => {
    expect(relationshipSearchSchema.parse({ q: 'nord', status: 'KAPUTT' })).toEqual({ q: 'nord' });
    expect(relationshipSearchSchema.parse({ status: 'IN_REVIEW' })).toEqual({ status: 'IN_REVIEW' });
  });
});
