import { defineMessage } from 'react-intl';

/** Values of a message with placeholders. */
type MessageValues = Record<string, string | number>;

/** Messages with placeholders (typed for their values). */
const basketButtonMessagesWithValues = {
  label: defineMessage<MessageValues>({
    id: 'basket.button',
    defaultMessage: 'Warenkorb ({count, plural, =0 {leer} one {# Position} other {# Positionen}})',
  }),
};

export const basketButtonMessages = { ...basketButtonMessagesWithValues };
