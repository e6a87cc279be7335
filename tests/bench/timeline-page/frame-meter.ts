/**
 * The measures of ANCHORS.md, taken inside the page.
 *
 * - First paint: from handing the data to the view until the first frame
 *   painted after it (a requestAnimationFrame, then a message posted from it,
 *   which runs once that frame's rendering is done).
 * - Frames: 120 scripted steps, one per requestAnimationFrame; a frame is the
 *   time between consecutive rAF callbacks; busy is the main thread's time in
 *   that frame, from the frame's start (the rAF timestamp) to the message
 *   posted from its callback, which runs once the frame's rendering is done.
 */
export function afterNextPaint(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
  });
}

export interface FrameSamples {
  frames: number[];
  busy: number[];
}

/** The view window at step `index` of the scripted interaction: pan right, back, zoom out, back in. */
export type Step = (index: number) => void;

export const interactionSteps = 120;

export function runInteraction(step: Step): Promise<FrameSamples> {
  return new Promise((resolve) => {
    const frames: number[] = [];
    const busy: number[] = [];
    let previous: number | null = null;
    let index = 0;
    const tick = (timestamp: number) => {
      const now = performance.now();
      if (previous !== null) frames.push(now - previous);
      previous = now;
      if (index > interactionSteps) {
        // Let the last busy message arrive.
        setTimeout(() => resolve({ frames, busy: busy.slice(1, interactionSteps + 1) }), 50);
        return;
      }
      const frameStart = Math.min(timestamp, now);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => busy.push(performance.now() - frameStart);
      channel.port2.postMessage(null);
      if (index < interactionSteps) step(index);
      index++;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/**
 * The windows of the script, from a starting window: 30 frames panning right
 * by 2 % of the span each, 30 back, 30 zooming out by 4 % each around the
 * centre, 30 back in.
 */
export function scriptedWindow(
  start: { from: number; to: number },
  index: number,
): { from: number; to: number } {
  const span = start.to - start.from;
  const shift = span * 0.02;
  if (index < 30)
    return { from: start.from + shift * (index + 1), to: start.to + shift * (index + 1) };
  if (index < 60)
    return { from: start.from + shift * (59 - index), to: start.to + shift * (59 - index) };
  const centre = (start.from + start.to) / 2;
  const zoomed = index < 90 ? index - 59 : 119 - index;
  const half = (span / 2) * Math.pow(1.04, zoomed);
  return { from: centre - half, to: centre + half };
}

/**
 * The machine's floor: a bare canvas filling `element`, redrawing 400
 * rectangles per frame through the same 120 steps. Its p95 shows how much the
 * rest of the machine's load alone stretches frames in a run.
 */
export function runCanvasFloor(element: HTMLElement): Promise<FrameSamples> {
  const canvas = document.createElement('canvas');
  canvas.width = element.clientWidth;
  canvas.height = element.clientHeight;
  element.appendChild(canvas);
  const context = canvas.getContext('2d')!;
  return runInteraction((index) => {
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#1971c2';
    for (let item = 0; item < 400; item++) {
      context.fillRect((item * 37 + index * 3) % canvas.width, (item * 13) % canvas.height, 20, 16);
    }
  });
}
