import { describe, expect, it } from 'vitest';
import { isSafeHref } from './safe-url';

describe('isSafeHref', () => {
  it('keeps web, mail and relative addresses', () => {
    for (const href of [
      'https://example.com/a?b#c',
      'HTTP://EXAMPLE.COM',
      'mailto:lore@example.com',
      '/alice/aerth/documents/1',
      '#section',
      '../print',
      'notes.html',
    ]) {
      expect(isSafeHref(href), href).toBe(true);
    }
  });

  it('drops scripts, data and other schemes, however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\nscript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox',
      'file:///etc/passwd',
      '\\\\evil\\share',
      '',
      '   ',
    ]) {
      expect(isSafeHref(href), JSON.stringify(href)).toBe(false);
    }
    expect(isSafeHref(undefined)).toBe(false);
    expect(isSafeHref(42)).toBe(false);
  });
});
