export { NotificationBubble, bubbleText, BUBBLE_MAX } from './NotificationBubble';
export type { NotificationBubbleProps } from './NotificationBubble';
export { notificationBubbleMessages } from './messages';
