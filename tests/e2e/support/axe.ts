import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The axe rule tags of WCAG 2.1 levels A and AA (2.0 rules carry only the 2.0 tags). */
export const wcag21AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

export interface Violation {
  rule: string;
  impact: string;
  help: string;
  /** One line per element: its selector and axe's summary (for contrast, the colours and the ratio). */
  targets: string[];
}

/**
 * Runs axe on the page as it is now and returns the serious and critical
 * violations of WCAG 2.1 A/AA. Minor and moderate findings are left out: they
 * are worth a look, but a test that failed on them would be switched off.
 */
export async function seriousViolations(
  page: Page,
  options: { exclude?: string[]; rules?: string[] } = {},
): Promise<Violation[]> {
  let builder = new AxeBuilder({ page }).withTags([...wcag21AA]);
  if (options.rules) builder = builder.withRules(options.rules);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map(
        (node) =>
          `${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`,
      ),
    }));
}

/** The violations as readable lines, for an assertion message. */
export function describeViolations(violations: readonly Violation[]): string {
  return violations
    .map((violation) =>
      [
        `${violation.rule} (${violation.impact}): ${violation.help}`,
        ...violation.targets.map((line) => `  ${line}`),
      ].join('\n'),
    )
    .join('\n');
}
