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
};

/** "PNG, JPEG, or WebP" / "PNG, JPEG или WebP": the accepted types as people name them. */
export function typeList(mimeTypes: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(
    mimeTypes.map((type) => typeNames[type] ?? type),
  );
}

/** A percentage for a progress bar, 0–100, from a share or bytes. */
export function percent(done: number, total = 1): number {
  if (!(total > 0)) return 0;
  return Math.max(0, Math.min(100, Math.round((done / total) * 100)));
}
