import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export { visuallyHidden } from '../internal/visuallyHidden.css';

/**
 * Inline with the text around it: no pill of its own in the normal state, whose padding would read as extra
 * spaces ("endet in   7:55 Min.") on a background of the same colour. The warning and expired states show
 * a tinted pill.
 */
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  borderRadius: vars.radius.full,
  color: vars.color.neutral,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-warning], &[data-expired]': { padding: `${vars.space.xxsmall} ${vars.space.small}` },
    '&[data-warning]': { background: vars.color.cautionSurface, color: vars.color.caution },
    '&[data-expired]': { background: vars.color.criticalSurface, color: vars.color.critical },
  },
});

export const time = style({ whiteSpace: 'nowrap' });
