import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  fontFamily: vars.font.body,
  fontSize: '100%',
  lineHeight: vars.lineHeight.normal,
  color: vars.color.neutral,
  background: vars.color.surface,
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', { margin: 0, minHeight: '100vh' });

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('img, svg', { display: 'block', maxWidth: '100%' });

globalStyle('a', { color: vars.color.link });

// Long German compounds ("Mineralölsteuerbefreiungsbescheinigung") must wrap instead of overflowing.
globalStyle('body', { overflowWrap: 'anywhere', hyphens: 'auto' });
