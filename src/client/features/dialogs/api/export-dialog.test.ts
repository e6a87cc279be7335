import { describe, expect, it } from 'vitest';
import { fileNameOf, lossesOf } from './export-dialog';

describe('a dialog downloaded through the export route', () => {
  it('takes the UTF-8 file name first, then the plain one', () => {
    expect(
      fileNameOf(
        `attachment; filename="dialog.yarn"; filename*=UTF-8''${encodeURIComponent('Разговор в порту.yarn')}`,
      ),
    ).toBe('Разговор в порту.yarn');
    expect(fileNameOf('attachment; filename="Harbour talk.twee"')).toBe('Harbour talk.twee');
    expect(fileNameOf(null)).toBe('dialog');
  });

  it('counts the losses the header names and skips kinds it does not know', () => {
    const losses = lossesOf('positions=1, linearAsBranching=2, somethingNew=3');
    expect(losses.map((loss) => loss.kind)).toEqual([
      'positions',
      'linearAsBranching',
      'linearAsBranching',
    ]);
    expect(lossesOf(null)).toEqual([]);
  });
});
