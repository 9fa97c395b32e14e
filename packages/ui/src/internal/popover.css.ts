import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The raised surface of a popover (list boxes, menus, calendars) floating over the page. */
export const popoverSurfaceRule = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.medium,
} satisfies StyleRule;
