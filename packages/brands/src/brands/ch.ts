import type { Brand } from '../types.ts';

const accent = '#b3121f';

const mark = (x: number, y: number) => `
  <g transform="translate(${x} ${y})">
    <rect width="32" height="32" rx="7" fill="${accent}"/>
    <path d="M16 4.5C16 4.5 7.5 14.4 7.5 19.8a8.5 8.5 0 0 0 17 0C24.5 14.4 16 4.5 16 4.5Z" fill="#ffffff"/>
    <path d="M14.6 13.5h2.8v3.6H21v2.8h-3.6v3.6h-2.8v-3.6H11v-2.8h3.6Z" fill="${accent}"/>
  </g>`;

/** The Swiss brand: fuelmarket Schweiz, de-CH and CHF. */
export const chBrand: Brand = {
  id: 'ch',
  displayName: 'fuelmarket Schweiz',
  locale: 'de-CH',
  fallbackLocale: 'de',
  currency: 'CHF',
  timeZone: 'Europe/Zurich',
  logoSvg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 232 40" width="232" height="40" role="img">
  <title>fuelmarket Schweiz</title>${mark(4, 4)}
  <text x="44" y="27.5" font-family="Helvetica, Arial, sans-serif" font-size="21" font-weight="700" fill="#1b2430" textLength="106" lengthAdjust="spacingAndGlyphs">fuelmarket</text>
  <text x="156" y="27.5" font-family="Helvetica, Arial, sans-serif" font-size="17" font-weight="400" fill="${accent}" textLength="63" lengthAdjust="spacingAndGlyphs">Schweiz</text>
</svg>`,
  faviconSvg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32" role="img">
  <title>fuelmarket Schweiz</title>${mark(0, 0)}
</svg>`,
  poweredBy: true,
  company: {
    name: 'Alpen Energiehandel AG',
    headline: 'Heizöl und Treibstoffe für die Schweiz – einfach online handeln',
    logoSvg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32" role="img">
  <title>Alpen Energiehandel AG</title>${mark(0, 0)}
</svg>`,
    infoContact: { email: 'info@ch.fuelmarket.example', phone: '+41 44 555 20 00' },
    supportContact: { email: 'support@ch.fuelmarket.example', phone: '+41 44 555 20 99' },
    website: 'https://ch.fuelmarket.example',
    phone: '+41 44 555 20 00',
    address: { street: 'Seefeldstrasse 128', zipCode: '8008', city: 'Zürich', country: 'Schweiz' },
  },
  links: {
    terms: 'https://ch.fuelmarket.example/agb',
    privacy: 'https://ch.fuelmarket.example/datenschutz',
    userGuide: 'https://ch.fuelmarket.example/hilfe/benutzerhandbuch.pdf',
    legalNotice: 'https://ch.fuelmarket.example/impressum',
  },
  flags: {
    PRICING_CONVERSION_FACTORS_TAB: true,
    ICE_FUTURE_DROPDOWN: true,
    GLOBAL_PRICING_RULES_ADDON: true,
    // Valid on the Swiss platform only, and off unless a deployment turns it on (see `deploymentFlags`).
    PURCHASING_DISABLED: false,
    PRICE_ALERT: false,
    TRIGGERS: false,
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
    BUYERS_MUST_ACCEPT_TERMS: true,
  },
  tokens: {
    color: {
      brandAccent: accent,
      brandAccentHover: '#941019',
      brandAccentPressed: '#780c14',
      brandAccentSoft: '#fbeaeb',
      link: '#a3101c',
      focusRing: '#1b2430',
      chart1: accent,
    },
    radius: { small: '2px', medium: '4px', large: '6px' },
  },
};
