import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The row's buttons side by side. */
export const actions = style({ display: 'flex', gap: vars.space.xsmall });

/** A button's text stays on one line. */
export const button = style({ whiteSpace: 'nowrap' });
