/**
 * Which link targets the contents may carry: http(s), mailto and relative
 * addresses. Everything else (javascript:, data:, vbscript:, file:, …) is
 * dropped, whoever wrote the stored JSON.
 */
const allowedSchemes = new Set(['http', 'https', 'mailto']);

// Browsers ignore tabs, line breaks and control characters inside a scheme ("java\nscript:").
// eslint-disable-next-line no-control-regex
const ignoredByBrowsers = /[\u0000-\u0020\u007f-\u009f]/g;

export function isSafeHref(href: unknown): boolean {
  if (typeof href !== 'string') return false;
  const compact = href.replace(ignoredByBrowsers, '');
  if (!compact) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return !compact.startsWith('\\'); // relative: /x, #x, ./x, ?x, x
  return allowedSchemes.has(scheme[1]!.toLowerCase());
}
