/** Turns SVG markup into a `data:` URL usable as `<img src>` or `<link rel="icon" href>`. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}
