import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../tests/kits/server/test-server';
import { ImageUrlSigner, imageUrlKey } from './image-urls';

const key = imageUrlKey(new TextEncoder().encode('a secret of at least thirty-two characters'));

function parse(url: string) {
  const parsed = new URL(url, 'http://host');
  const [, , , , worldId, file] = parsed.pathname.split('/');
  return {
    worldId: decodeURIComponent(worldId ?? ''),
    file: decodeURIComponent(file ?? ''),
    exp: Number(parsed.searchParams.get('exp')),
    sig: parsed.searchParams.get('sig') ?? '',
  };
}

describe('ImageUrlSigner', () => {
  it('signs world, file and expiry together: changing any one breaks the signature', () => {
    const signer = new ImageUrlSigner(key, new ManualClock(Date.parse('2026-11-23T10:07:00Z')));
    const url = parse(signer.url('world-1', 'abc.png', signer.expiry()));
    expect(signer.check(url.worldId, url.file, url.exp, url.sig)).toBe('valid');
    expect(signer.check('world-2', url.file, url.exp, url.sig)).toBe('invalid');
    expect(signer.check(url.worldId, 'abd.png', url.exp, url.sig)).toBe('invalid');
    expect(signer.check(url.worldId, url.file, url.exp + 1, url.sig)).toBe('invalid');
    expect(signer.check(url.worldId, url.file, url.exp, '')).toBe('invalid');
    expect(signer.check(url.worldId, url.file, url.exp, `${url.sig}x`)).toBe('invalid');
  });

  it('a signature from another secret never passes', () => {
    const clock = new ManualClock();
    const ours = new ImageUrlSigner(key, clock);
    const theirs = new ImageUrlSigner(
      imageUrlKey(new TextEncoder().encode('some other secret entirely, 32 chars+')),
      clock,
    );
    const url = parse(theirs.url('w', 'f.png', theirs.expiry()));
    expect(ours.check(url.worldId, url.file, url.exp, url.sig)).toBe('invalid');
  });

  it('rounds expiries to half hours: a URL lives 30 to 60 minutes and stays the same meanwhile', () => {
    const clock = new ManualClock(Date.parse('2026-11-23T10:07:00Z'));
    const signer = new ImageUrlSigner(key, clock);
    const first = signer.url('w', 'f.png', signer.expiry());
    expect(new Date(signer.expiry() * 1000).toISOString()).toBe('2026-11-23T11:00:00.000Z');
    clock.advance(20 * 60 * 1000);
    expect(signer.url('w', 'f.png', signer.expiry())).toBe(first);
    expect(signer.secondsLeft(parse(first).exp)).toBe(33 * 60);
    clock.advance(3 * 60 * 1000); // 10:30
    expect(signer.url('w', 'f.png', signer.expiry())).not.toBe(first);
    const url = parse(first);
    clock.advance(30 * 60 * 1000); // 11:00
    expect(signer.check(url.worldId, url.file, url.exp, url.sig)).toBe('expired');
    expect(signer.secondsLeft(url.exp)).toBe(0);
  });
});
