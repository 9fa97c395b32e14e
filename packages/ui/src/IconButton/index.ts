export { IconButton, iconButtonVariants } from './IconButton';
export type { IconButtonProps, IconButtonVariant } from './IconButton';
