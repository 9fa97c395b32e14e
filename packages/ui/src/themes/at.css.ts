import { brands } from '@fuelmarket/brands';
import '../theme/global.css';
import { createBrandTheme } from '../theme/createBrandTheme';

/** Theme class of the "at" brand: put it on `<html>` so portalled overlays (modals, toasts) get the tokens too. */
export const themeClass = createBrandTheme(brands['at']);
