import { describe, expect, it } from 'vitest';
import { fileNameOf } from './export-world';

describe('fileNameOf', () => {
  it('takes the UTF-8 name first, then the plain one, then a default', () => {
    expect(
      fileNameOf(
        `attachment; filename="isles.zip"; filename*=UTF-8''%D0%9E%D1%81%D1%82%D1%80%D0%BE%D0%B2%D0%B0-2026-11-25.zip`,
      ),
    ).toBe('Острова-2026-11-25.zip');
    expect(fileNameOf('attachment; filename="isles.zip"')).toBe('isles.zip');
    expect(fileNameOf(`attachment; filename="isles.zip"; filename*=UTF-8''%E0%A4%A`)).toBe(
      'isles.zip',
    );
    expect(fileNameOf(null)).toBe('world.zip');
  });
});
