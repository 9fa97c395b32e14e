import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const message = style({ color: vars.color.neutral, lineHeight: vars.lineHeight.normal });
