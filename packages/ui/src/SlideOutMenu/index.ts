export { SlideOutMenu } from './SlideOutMenu';
export type { SlideOutMenuProps } from './SlideOutMenu';
export { slideOutMenuMessages } from './messages';
