/** "2.4 MB" / "2,4 МБ": a file size in the interface language. */
export function formatBytes(bytes: number, language: string): string {
  const [unit, value] =
    bytes >= 1024 * 1024
      ? (['megabyte', bytes / (1024 * 1024)] as const)
      : bytes >= 1024
        ? (['kilobyte', bytes / 1024] as const)
        : (['byte', bytes] as const);
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

const typeNames: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
};

/** "PNG, JPEG, WebP, or GIF" / "PNG, JPEG, WebP или GIF": the accepted types as people name them. */
export function typeList(mimeTypes: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(
    mimeTypes.map((type) => typeNames[type] ?? type),
  );
}
