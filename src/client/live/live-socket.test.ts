import { describe, expect, it } from 'vitest';
import { liveSocketUrl } from './live-socket';

describe('the live socket address', () => {
  it('is ws:// beside an http page and wss:// beside https', () => {
    expect(liveSocketUrl('http://localhost:8080/mira/saga/world', '/api/Live')).toBe(
      'ws://localhost:8080/api/Live',
    );
    expect(liveSocketUrl('https://lore.example/mira/saga', '/api/Live')).toBe(
      'wss://lore.example/api/Live',
    );
  });

  it('follows an absolute API base, on its own host', () => {
    expect(liveSocketUrl('https://app.example/x', 'https://api.example/v1/api/Live')).toBe(
      'wss://api.example/v1/api/Live',
    );
    expect(liveSocketUrl('https://app.example/x', 'http://api.example/api/Live')).toBe(
      'ws://api.example/api/Live',
    );
  });

  it('resolves a relative base against the page', () => {
    expect(liveSocketUrl('http://localhost:5173/mira/saga/documents', 'api/Live')).toBe(
      'ws://localhost:5173/mira/saga/api/Live',
    );
  });

  it('defaults to the page and the configured API base', () => {
    expect(liveSocketUrl()).toMatch(/^wss?:\/\/[^/]+\/.*api\/Live$/);
  });
});
