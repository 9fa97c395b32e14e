/** Fails any test during which a response broke openapi.yaml (recorded by the contract plugin). */
import { afterEach, expect } from 'vitest';
import { contractViolations } from '../../src/plugins/contract.js';

afterEach(() => {
  const seen = contractViolations.splice(0);
  expect(seen, 'responses outside openapi.yaml').toEqual([]);
});
