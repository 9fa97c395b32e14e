import { style, type StyleRule } from '@vanilla-extract/css';

/** Hides content from the eye but keeps it for assistive technology (captions, live regions, names). */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} satisfies StyleRule;

export const visuallyHidden = style(visuallyHiddenRule);
