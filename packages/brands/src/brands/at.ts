import type { Brand } from '../types.ts';

const accent = '#8c1c3c';

const mark = (x: number, y: number) => `
  <g transform="translate(${x} ${y})">
    <rect width="32" height="32" rx="16" fill="${accent}"/>
    <clipPath id="fm-at-drop-${x}"><path d="M16 4.5C16 4.5 7.5 14.4 7.5 19.8a8.5 8.5 0 0 0 17 0C24.5 14.4 16 4.5 16 4.5Z"/></clipPath>
    <g clip-path="url(#fm-at-drop-${x})">
      <rect x="7" y="4" width="18" height="25" fill="#ffffff"/>
      <rect x="7" y="15.5" width="18" height="5" fill="#e23d5b"/>
    </g>
  </g>`;

/** The Austrian brand: fuelmarket Österreich, single-seller mode and the Austrian flag set. */
export const atBrand: Brand = {
  id: 'at',
  displayName: 'fuelmarket Österreich',
  locale: 'de',
  fallbackLocale: 'de',
  currency: 'EUR',
  timeZone: 'Europe/Berlin',
  logoSvg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 250 40" width="250" height="40" role="img">
  <title>fuelmarket Österreich</title>${mark(4, 4)}
  <text x="44" y="27.5" font-family="Helvetica, Arial, sans-serif" font-size="21" font-weight="700" fill="#1b2430" textLength="106" lengthAdjust="spacingAndGlyphs">fuelmarket</text>
  <text x="156" y="27.5" font-family="Helvetica, Arial, sans-serif" font-size="17" font-weight="400" fill="${accent}" textLength="78" lengthAdjust="spacingAndGlyphs">Österreich</text>
</svg>`,
  faviconSvg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32" role="img">
  <title>fuelmarket Österreich</title>${mark(0, 0)}
</svg>`,
  poweredBy: true,
  company: {
    name: 'Donau Mineralöl Vertriebs GmbH',
    headline: 'Ihr Heizöl- und Dieselhandel für Österreich',
    logoSvg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32" role="img">
  <title>Donau Mineralöl Vertriebs GmbH</title>${mark(0, 0)}
</svg>`,
    infoContact: { email: 'office@at.fuelmarket.example', phone: '+43 1 555 3000' },
    supportContact: { email: 'support@at.fuelmarket.example', phone: '+43 1 555 3099' },
    website: 'https://at.fuelmarket.example',
    phone: '+43 1 555 3000',
    address: { street: 'Handelskai 94', zipCode: '1200', city: 'Wien', country: 'Österreich' },
  },
  links: {
    terms: 'https://at.fuelmarket.example/agb',
    privacy: 'https://at.fuelmarket.example/datenschutz',
    userGuide: 'https://at.fuelmarket.example/hilfe/benutzerhandbuch.pdf',
    legalNotice: 'https://at.fuelmarket.example/impressum',
  },
  flags: {
    PRICING_CONVERSION_FACTORS_TAB: false,
    ICE_FUTURE_DROPDOWN: false,
    GLOBAL_PRICING_RULES_ADDON: false,
    PURCHASING_DISABLED: false,
    PRICE_ALERT: false,
    TRIGGERS: false,
    SINGLE_SELLER_MODE: true,
    SELLER_ABLE_TO_SET_PURCHASE_RIGHTS: true,
    CREDITORS: true,
    HIDE_REGION: true,
    HIDE_MARKET_CHANGE: true,
    DELIVERED_PRODUCTS: true,
    NO_ORDERS_BUYER_PAGE: true,
    HIDE_DUTY_AND_EBV: true,
    HIDE_CALCULATION_EXPLANATION: true,
    HIDE_OFFER_RECOMMENDATIONS: true,
    LIFTING_ORDER_NUMBER: true,
    BUYERS_MUST_ACCEPT_TERMS: true,
  },
  tokens: {
    color: {
      brandAccent: accent,
      brandAccentHover: '#731731',
      brandAccentPressed: '#5c1227',
      brandAccentSoft: '#f8e9ee',
      link: '#8c1c3c',
      chart1: accent,
    },
    radius: { medium: '10px', large: '14px', full: '9999px' },
  },
};
