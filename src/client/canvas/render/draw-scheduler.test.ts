// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DrawScheduler } from './draw-scheduler';

const settled = () => Promise.resolve();

describe('the canvases draw scheduler', () => {
  it('draws once after the task however often it was asked, and again when asked again', async () => {
    let draws = 0;
    const scheduler = new DrawScheduler(() => draws++);
    scheduler.request();
    scheduler.request();
    scheduler.request();
    expect(draws).toBe(0);
    await settled();
    expect(draws).toBe(1);
    scheduler.request();
    await settled();
    expect(draws).toBe(2);
  });

  it('draws at once when flushed', () => {
    let draws = 0;
    const scheduler = new DrawScheduler(() => draws++);
    scheduler.flush();
    expect(draws).toBe(1);
  });

  it('draws nothing once disposed, neither queued nor asked after', async () => {
    let draws = 0;
    const scheduler = new DrawScheduler(() => draws++);
    scheduler.request();
    scheduler.dispose();
    await settled();
    scheduler.request();
    scheduler.flush();
    await settled();
    expect(draws).toBe(0);
  });
});
