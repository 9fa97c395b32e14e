export { Modal, modalSizes } from './Modal';
export type { ModalProps, ModalSize } from './Modal';
export { DialogTrigger } from 'react-aria-components';
