export { enableAnalytics, isAnalyticsLoaded, ANALYTICS_URL } from '../consent/analytics';
export { loadHelpWidget, HELP_WIDGET_URL, HELP_WIDGET_GLOBAL } from './helpWidget';
export type { HelpWidgetApi } from './helpWidget';
export { loadMaps, mapsScriptUrl, MAPS_BASE_URL } from './maps';
export type { MapsApi } from './maps';
export { loadScript, ScriptLoadError, DEFAULT_SCRIPT_TIMEOUT_MS } from './loadScript';
