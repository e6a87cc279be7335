// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generateBranchingDialog } from '../../../../shared/dialogs/dialog-generator';
import { exportDialog, exportFileName } from './dialog-exports';

describe('dialog exports', () => {
  it('names files after the dialog in any script, without path characters', () => {
    expect(exportFileName('The toll at Saltmere', 'yarn')).toBe('The-toll-at-Saltmere.yarn');
    expect(exportFileName('Пошлина / ../etc', 'twee')).toBe('Пошлина-etc.twee');
    expect(exportFileName('???', 'yarn')).toBe('dialog.yarn');
  });

  it('exports each format and reports what LoreHub cannot carry', () => {
    const { graph, context } = generateBranchingDialog(40, 7);
    const lorehub = exportDialog('lorehub', graph, context, 'Continue');
    expect(JSON.parse(lorehub.text)).toMatchObject({
      type: '@lorehub/export-schema',
      apiVersion: '2.0.0',
    });
    expect(lorehub.losses.some((loss) => loss.kind === 'positions')).toBe(true);
    expect(exportDialog('yarn', graph, context, 'Continue').text).toContain('title:');
    expect(exportDialog('twee', graph, context, 'Continue').text).toContain(
      '"format": "SugarCube"',
    );
    expect(exportDialog('twee-harlowe', graph, context, 'Continue').text).toContain(
      '"format": "Harlowe"',
    );
    const chapbook = exportDialog('twee-chapbook', graph, context, 'Continue');
    expect(chapbook.text).toContain('"format": "Chapbook"');
    expect(chapbook.fileName).toMatch(/\.twee$/);
  });
});
