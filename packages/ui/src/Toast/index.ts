export { createToastQueue, showToast, TOAST_TIMEOUT_MS, toastQueue, ToastRegion, toastTones } from './Toast';
export type { ToastContent, ToastQueue, ToastRegionProps, ToastTone } from './Toast';
