import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The few texts of the price alerts that every screen of a buyer carries (the link to the tool and the
 * toast of a triggered alert), apart from the tool's own, so that those screens stay light.
 */
const descriptors = defineMessages({
  triggeredToast: { id: 'priceAlerts.triggeredToast', defaultMessage: 'Preisalarm ausgelöst' },
  triggeredToastText: {
    id: 'priceAlerts.triggeredToastText',
    defaultMessage: '{product}, {terminal}: aktueller Preis {price}',
  },
  link: { id: 'priceAlerts.link', defaultMessage: 'Preisalarme' },
  perHundredLitres: { id: 'priceAlerts.perHundredLitres', defaultMessage: '{price} / 100 L' },
});

export const priceAlertNoticeMessages: Record<keyof typeof descriptors, MessageDescriptor> = descriptors;
