import type { Brand } from '../types.ts';

const accent = '#0b5394';

const mark = (x: number, y: number) => `
  <g transform="translate(${x} ${y})">
    <rect width="32" height="32" rx="7" fill="${accent}"/>
    <path d="M16 4.5C16 4.5 7.5 14.4 7.5 19.8a8.5 8.5 0 0 0 17 0C24.5 14.4 16 4.5 16 4.5Z" fill="#ffffff"/>
    <path d="M16.4 12.6c.4 2.6-3.4 4.4-3.4 7.6a3.5 3.5 0 0 0 7 0c0-1.5-.7-2.6-1.6-3.4.1 1.3-.7 2.2-1.6 2.3.9-1.9.6-4.4-.4-6.5Z" fill="#f28c28"/>
  </g>`;

/** The default brand: fuelmarket Germany. */
export const defaultBrand: Brand = {
  id: 'default',
  displayName: 'fuelmarket',
  locale: 'de',
  fallbackLocale: 'de',
  currency: 'EUR',
  timeZone: 'Europe/Berlin',
  logoSvg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 168 40" width="168" height="40" role="img">
  <title>fuelmarket</title>${mark(4, 4)}
  <text x="44" y="27.5" font-family="Helvetica, Arial, sans-serif" font-size="21" font-weight="700" fill="#1b2430" textLength="106" lengthAdjust="spacingAndGlyphs">fuel<tspan fill="${accent}">market</tspan></text>
</svg>`,
  faviconSvg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32" role="img">
  <title>fuelmarket</title>${mark(0, 0)}
</svg>`,
  poweredBy: false,
  company: {
    name: 'fuelmarket GmbH',
    headline: 'Der B2B-Handelsplatz für Heizöl, Kraftstoffe und Additive',
    logoSvg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32" role="img">
  <title>fuelmarket GmbH</title>${mark(0, 0)}
</svg>`,
    infoContact: { email: 'info@fuelmarket.example', phone: '+49 40 5550 1000' },
    supportContact: { email: 'support@fuelmarket.example', phone: '+49 40 5550 1099' },
    website: 'https://www.fuelmarket.example',
    phone: '+49 40 5550 1000',
    address: { street: 'Am Sandtorkai 41', zipCode: '20457', city: 'Hamburg', country: 'Deutschland' },
  },
  links: {
    terms: 'https://www.fuelmarket.example/agb',
    privacy: 'https://www.fuelmarket.example/datenschutz',
    userGuide: 'https://www.fuelmarket.example/hilfe/benutzerhandbuch.pdf',
    legalNotice: 'https://www.fuelmarket.example/impressum',
  },
  flags: {
    PRICING_CONVERSION_FACTORS_TAB: false,
    ICE_FUTURE_DROPDOWN: false,
    GLOBAL_PRICING_RULES_ADDON: false,
    PURCHASING_DISABLED: false,
    PRICE_ALERT: true,
    TRIGGERS: true,
    SINGLE_SELLER_MODE: false,
    SELLER_ABLE_TO_SET_PURCHASE_RIGHTS: false,
    CREDITORS: false,
    HIDE_REGION: false,
    HIDE_MARKET_CHANGE: false,
    DELIVERED_PRODUCTS: false,
    NO_ORDERS_BUYER_PAGE: false,
    HIDE_DUTY_AND_EBV: false,
    HIDE_CALCULATION_EXPLANATION: false,
    HIDE_OFFER_RECOMMENDATIONS: false,
    LIFTING_ORDER_NUMBER: false,
    BUYERS_MUST_ACCEPT_TERMS: false,
  },
  // The default brand is the ui's reference token set: no overrides.
  tokens: {},
};
