/**
 * A 2D context for the flow canvases' tests (jsdom has no canvas): it records
 * each fill, stroke and text with its colour and the points of the path it
 * painted (a rect is [x, y, width, height]; a line [x1, y1, x2, y2, …]).
 * Text measures 6 px a character.
 */
export interface Painted {
  op: 'fill' | 'stroke' | 'text';
  color: string;
  points: number[][];
  text?: string;
}

export function paintingContext<Context>() {
  const painted: Painted[] = [];
  let path: number[][] = [];
  const context = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    globalAlpha: 1,
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    setTransform: () => undefined,
    clearRect: () => undefined,
    beginPath: () => void (path = []),
    closePath: () => undefined,
    rect: (x: number, y: number, width: number, height: number) =>
      void path.push([x, y, width, height]),
    moveTo: (x: number, y: number) => void path.push([x, y]),
    lineTo: (x: number, y: number) => void path[path.length - 1]!.push(x, y),
    fill: () => void painted.push({ op: 'fill', color: context.fillStyle, points: path }),
    stroke: () => void painted.push({ op: 'stroke', color: context.strokeStyle, points: path }),
    fillText: (text: string, x: number, y: number) =>
      void painted.push({ op: 'text', color: context.fillStyle, points: [[x, y]], text }),
    measureText: (text: string) => ({ width: text.length * 6 }),
  };
  return { context: context as unknown as Context, painted };
}
