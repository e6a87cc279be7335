import { describe, expect, it } from 'vitest';
import {
  maxPayloadBytes,
  notifyChannels,
  parseNotice,
  presenceNotice,
  syncPayloads,
  type WireItem,
} from './presence-wire';

const item = (index: number): WireItem => [
  `world-${index % 3}`,
  `connection-${index}`,
  {
    userId: `user-${index}`,
    userName: `Имя-${index}`.padEnd(19, 'ж'),
    location: {
      page: 'Documents'.padEnd(60, '.'),
      documentId: `document-${index}`.padEnd(64, '0'),
    },
    since: new Date(0).toISOString(),
  },
];

describe('presence notices', () => {
  it('splits a full sync into payloads PostgreSQL accepts (under 8000 bytes), the first replacing, none lost', () => {
    const items = Array.from({ length: 200 }, (_, index) => item(index));
    const payloads = syncPayloads('instance-1', items);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads)
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(maxPayloadBytes);
    const parsed = payloads.map((payload) => parseNotice(presenceNotice, payload));
    expect(parsed.map((notice) => notice?.t === 'sync' && notice.r)).toEqual(
      payloads.map((_, index) => index === 0),
    );
    expect(parsed.flatMap((notice) => (notice?.t === 'sync' ? notice.s : []))).toEqual(items);
  });

  it('sends one empty replacing sync for an instance with nobody on it', () => {
    expect(syncPayloads('instance-2', []).map((payload) => JSON.parse(payload))).toEqual([
      { t: 'sync', i: 'instance-2', r: true, s: [] },
    ]);
  });

  it('ignores a payload that is not a notice', () => {
    expect(parseNotice(presenceNotice, 'not json')).toBeUndefined();
    expect(parseNotice(presenceNotice, '{"t":"set","i":"x"}')).toBeUndefined();
  });

  it('names channels per schema, within the 63-byte identifier limit', () => {
    expect(notifyChannels('t_abc')).toEqual({
      wake: 'loreweave_live_t_abc',
      presence: 'loreweave_presence_t_abc',
    });
    const long = notifyChannels('s'.repeat(60));
    expect(Buffer.byteLength(long.presence)).toBeLessThanOrEqual(63);
    expect(long.presence).not.toBe(notifyChannels(`${'s'.repeat(59)}t`).presence);
  });
});
