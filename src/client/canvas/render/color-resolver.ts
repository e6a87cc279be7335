/**
 * A canvas cannot paint `var(--mantine-color-grape-4)`: custom properties are
 * read once from `element`'s computed style (where the theme defines them)
 * and cached. Plain colours pass through.
 */
export function createColorResolver(element: Element): (color: string) => string {
  const cache = new Map<string, string>();
  return (color) => {
    let resolved = cache.get(color);
    if (resolved === undefined) {
      const variable = /^var\(\s*(--[\w-]+)\s*(?:,\s*([^)]+))?\)$/.exec(color);
      resolved = variable
        ? getComputedStyle(element).getPropertyValue(variable[1]!).trim() ||
          (variable[2]?.trim() ?? '#868e96')
        : color;
      cache.set(color, resolved);
    }
    return resolved;
  };
}
