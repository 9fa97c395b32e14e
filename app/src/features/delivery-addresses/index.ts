export { DeliveryAddressesButton } from './DeliveryAddressesButton';
export { DeliveryAddressesPanel, type DeliveryAddressesPanelProps } from './DeliveryAddressesPanel';
export { DeliveryAddressDialog, type DeliveryAddressDialogProps } from './DeliveryAddressDialog';
export { deliveryAddressesQuery, type DeliveryAddress } from './queries';
