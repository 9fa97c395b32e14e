import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The row's buttons side by side; on a row too narrow for all (a card on a phone) they wrap. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

/** A button's text stays on one line. */
export const button = style({ whiteSpace: 'nowrap' });
