/**
 * Shown where a vendor's image will not load (see docs/ui.md#images): an inline drawing, so the
 * fallback itself can never fail to load or reach another site.
 */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="#f1f5f9"/>' +
      '<path d="M40 84l24-28 18 20 12-14 26 22z" fill="#cbd5e1"/><circle cx="108" cy="40" r="10" fill="#cbd5e1"/></svg>',
  );
