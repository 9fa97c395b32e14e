import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A labelled choice (checkbox, switch, radio): the control beside its label, a full-size target. */
export const choiceRule = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.target,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.neutralDisabled } },
} satisfies StyleRule;
