import { useIntl } from 'react-intl';
import {
  Text as AriaText,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../internal/icons';
import { toastMessages } from './messages';
import * as styles from './Toast.css';

export const toastTones = ['info', 'positive', 'critical'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastContent {
  title: string;
  description?: string;
  /** @default 'info' */
  tone?: ToastTone;
}

export type ToastQueue = AriaToastQueue<ToastContent>;

/** Creates a queue; the app normally uses the shared `toastQueue`. */
export function createToastQueue(): ToastQueue {
  return new AriaToastQueue<ToastContent>({ maxVisibleToasts: 5 });
}

/** The app-wide queue read by `<ToastRegion />`. */
export const toastQueue: ToastQueue = createToastQueue();

/** Default display time of non-critical toasts; critical ones stay until closed. */
export const TOAST_TIMEOUT_MS = 6_000;

/**
 * Shows a toast and returns its key (for `queue.close(key)`). Critical toasts do not time out, so that
 * an error is not missed.
 */
export function showToast(
  content: ToastContent,
  { timeout, queue = toastQueue }: { timeout?: number; queue?: ToastQueue } = {},
): string {
  const tone = content.tone ?? 'info';
  return queue.add(content, { timeout: timeout ?? (tone === 'critical' ? undefined : TOAST_TIMEOUT_MS) });
}

export interface ToastRegionProps {
  /**
   * @default the shared `toastQueue`
   */
  queue?: ToastQueue;
}

/** Renders the queued toasts (react-aria toast region: a landmark, F6 reaches it, announced politely). */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  const intl = useIntl();
  return (
    <AriaToastRegion
      queue={queue}
      className={styles.region}
      aria-label={intl.formatMessage(toastMessages.region)}
    >
      {({ toast }) => (
        <AriaToast toast={toast} className={styles.toast({ tone: toast.content.tone ?? 'info' })}>
          <AriaToastContent className={styles.content}>
            <AriaText slot="title" className={styles.title}>
              {toast.content.title}
            </AriaText>
            {toast.content.description && (
              <AriaText slot="description" className={styles.description}>
                {toast.content.description}
              </AriaText>
            )}
          </AriaToastContent>
          <IconButton
            slot="close"
            size="small"
            label={intl.formatMessage(toastMessages.close)}
            icon={<CloseIcon />}
          />
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
