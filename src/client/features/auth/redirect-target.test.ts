import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../lib/storage';
import { takeRedirectTarget } from './redirect-target';

beforeEach(() => localStorage.clear());

describe('takeRedirectTarget', () => {
  it('gives back the stored path with its query and hash, once', () => {
    localStorage.setItem(storageKeys.redirectTarget, '/mira/ashlands/documents?tag=city#top');
    expect(takeRedirectTarget()).toBe('/mira/ashlands/documents?tag=city#top');
    expect(localStorage.getItem(storageKeys.redirectTarget)).toBeNull();
    expect(takeRedirectTarget()).toBeNull();
  });

  it('is empty when nothing was stored', () => {
    expect(takeRedirectTarget()).toBeNull();
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    'javascript:alert(1)',
    '/authenticate/login',
    '/authenticate',
    '/new-login?x=1',
    '/',
  ])('drops %s and clears it', (stored) => {
    localStorage.setItem(storageKeys.redirectTarget, stored);
    expect(takeRedirectTarget()).toBeNull();
    expect(localStorage.getItem(storageKeys.redirectTarget)).toBeNull();
  });

  it('keeps a world whose owner name merely starts like a sign-in path', () => {
    localStorage.setItem(storageKeys.redirectTarget, '/authenticated-bard/songs');
    expect(takeRedirectTarget()).toBe('/authenticated-bard/songs');
  });
});
