import type { DrawContext } from './scene-frame';

/**
 * A 2D context that records what would be drawn (test-only: jsdom has no
 * canvas). Text is 6 px per character, so fitting can be checked exactly.
 */
export interface RecordedCall {
  name: string;
  args: unknown[];
  fillStyle: string;
  strokeStyle: string;
  font: string;
}

export const recordedCharWidth = 6;

export class RecordingContext implements DrawContext {
  readonly calls: RecordedCall[] = [];
  fillStyle: DrawContext['fillStyle'] = '#000';
  strokeStyle: DrawContext['strokeStyle'] = '#000';
  lineWidth = 1;
  font = '10px sans-serif';
  textBaseline: CanvasTextBaseline = 'alphabetic';
  textAlign: CanvasTextAlign = 'start';

  private record(name: string, args: unknown[]): void {
    this.calls.push({
      name,
      args,
      fillStyle: String(this.fillStyle),
      strokeStyle: String(this.strokeStyle),
      font: this.font,
    });
  }

  save() {
    this.record('save', []);
  }
  restore() {
    this.record('restore', []);
  }
  translate(x: number, y: number) {
    this.record('translate', [x, y]);
  }
  beginPath() {
    this.record('beginPath', []);
  }
  closePath() {
    this.record('closePath', []);
  }
  rect(x: number, y: number, width: number, height: number) {
    this.record('rect', [x, y, width, height]);
  }
  clip() {
    this.record('clip', []);
  }
  fill() {
    this.record('fill', []);
  }
  stroke() {
    this.record('stroke', []);
  }
  fillRect(x: number, y: number, width: number, height: number) {
    this.record('fillRect', [x, y, width, height]);
  }
  strokeRect(x: number, y: number, width: number, height: number) {
    this.record('strokeRect', [x, y, width, height]);
  }
  moveTo(x: number, y: number) {
    this.record('moveTo', [x, y]);
  }
  lineTo(x: number, y: number) {
    this.record('lineTo', [x, y]);
  }
  fillText(text: string, x: number, y: number) {
    this.record('fillText', [text, x, y]);
  }
  setLineDash(segments: number[]) {
    this.record('setLineDash', [segments]);
  }
  measureText(text: string): TextMetrics {
    return { width: [...text].length * recordedCharWidth } as TextMetrics;
  }

  named(name: string): RecordedCall[] {
    return this.calls.filter((call) => call.name === name);
  }

  texts(): string[] {
    return this.named('fillText').map((call) => call.args[0] as string);
  }
}
