import { dragSpan } from '../model/drag-event';
import type { EventHit } from '../model/hit-test';
import { keyboardAction } from '../model/keyboard-actions';
import { cursorFor, idleGesture, promotePress, type Gesture } from '../model/pointer-gesture';
import { timelineMetrics } from '../model/timeline-metrics';
import {
  panView,
  wheelDeltaPixels,
  wheelZoomFactor,
  zoomStep,
  zoomView,
} from '../model/view-range';
import { timelineOwnsKey } from './page-keys';
import type { TimelineController } from './timeline-controller';

/**
 * Pointer, wheel and keyboard input of the canvas, without React: DOM events
 * become gestures (model/pointer-gesture.ts) and gestures become calls on the
 * controller. The component adds these handlers as native listeners on the
 * drawing surface, except onKeyDown, which listens on the whole page so the
 * keys work without first clicking the canvas (see page-keys.ts).
 */
export class TimelineInput {
  private gesture: Gesture = idleGesture;
  private element: HTMLElement | null = null;
  /** After Esc cleared the selection, Tab leaves the canvas instead of selecting again. */
  private tabReleased = false;

  constructor(private readonly controller: TimelineController) {}

  attach(element: HTMLElement): void {
    this.element = element;
  }

  detach(): void {
    this.element = null;
    this.gesture = idleGesture;
  }

  private point(event: { clientX: number; clientY: number }): [number, number] {
    const box = this.element?.getBoundingClientRect();
    return box
      ? [event.clientX - box.left, event.clientY - box.top]
      : [event.clientX, event.clientY];
  }

  private setCursor(hit: EventHit | null): void {
    if (this.element)
      this.element.style.cursor = cursorFor(hit, this.controller.canDrag(), this.gesture);
  }

  private cancel(): void {
    this.gesture = idleGesture;
    this.controller.cancelDrag();
  }

  readonly onPointerDown = (event: PointerEvent): void => {
    if (event.button !== 0 || this.gesture.kind !== 'idle') return;
    const [x, y] = this.point(event);
    this.element?.setPointerCapture?.(event.pointerId);
    this.gesture = {
      kind: 'pressed',
      pointerId: event.pointerId,
      startX: x,
      startY: y,
      hit: this.controller.hitAt(x, y),
      toggle: event.shiftKey || event.ctrlKey || event.metaKey,
      startView: this.controller.getView(),
      startScrollTop: this.controller.getScrollTop(),
    };
  };

  readonly onPointerMove = (event: PointerEvent): void => {
    const [x, y] = this.point(event);
    let gesture = this.gesture;
    if (gesture.kind !== 'idle' && event.pointerId !== gesture.pointerId) return;
    if (gesture.kind === 'pressed') {
      gesture = this.gesture = promotePress(gesture, x, y, this.controller.canDrag());
      if (gesture.kind === 'panning') this.controller.clearHover(); // the card would float over moving content
    }
    const controller = this.controller;
    let hovered: EventHit | null = null;
    if (gesture.kind === 'panning') {
      const pxPerSecond = controller.scale().pxPerSecond;
      if (pxPerSecond > 0) {
        controller.setView(
          panView(gesture.startView, -(x - gesture.startX) / pxPerSecond, controller.getLimits()),
        );
      }
      controller.scrollTo(gesture.startScrollTop - (y - gesture.startY));
    } else if (gesture.kind === 'dragging') {
      if (!controller.hasEvent(gesture.hit.placed.event.id)) {
        // Someone deleted the event while it was being dragged.
        this.cancel();
        return;
      }
      const calendar = controller.getCalendar();
      const pxPerSecond = controller.scale().pxPerSecond;
      if (calendar && pxPerSecond > 0) {
        const span = dragSpan(
          calendar,
          gesture.hit.placed,
          gesture.hit.part,
          (x - gesture.startX) / pxPerSecond,
        );
        this.gesture = { ...gesture, span };
        controller.showDrag(gesture.hit, span, x, y);
      }
    } else if (gesture.kind === 'idle') {
      hovered = controller.hoverAt(x, y);
    }
    this.setCursor(hovered);
  };

  readonly onPointerUp = (event: PointerEvent): void => {
    const gesture = this.gesture;
    if (gesture.kind === 'idle' || event.pointerId !== gesture.pointerId) return;
    this.gesture = idleGesture;
    const { onSelect } = this.controller.getCallbacks();
    if (gesture.kind === 'pressed') {
      const id = gesture.hit?.placed.event.id;
      onSelect(id ? [id] : [], id && gesture.toggle ? 'toggle' : 'replace');
    } else if (gesture.kind === 'dragging') {
      this.controller.finishDrag();
    }
    const [x, y] = this.point(event);
    this.setCursor(this.controller.hoverAt(x, y));
  };

  readonly onPointerCancel = (): void => {
    this.cancel();
  };

  readonly onPointerLeave = (): void => {
    if (this.gesture.kind === 'idle') this.controller.clearHover();
  };

  readonly onDoubleClick = (event: MouseEvent): void => {
    const [x, y] = this.point(event);
    const hit = this.controller.hitAt(x, y);
    if (hit) this.controller.getCallbacks().onOpen?.(hit.placed.event.id);
  };

  readonly onWheel = (event: WheelEvent): void => {
    event.preventDefault();
    const controller = this.controller;
    const { width, height } = controller.getSize();
    const [x, y] = this.point(event);
    const deltaX = wheelDeltaPixels(event.deltaX, event.deltaMode, width);
    const deltaY = wheelDeltaPixels(event.deltaY, event.deltaMode, height);
    if (x < timelineMetrics.rowHeaderWidth && !event.ctrlKey && !event.shiftKey) {
      controller.scrollTo(controller.getScrollTop() + deltaY); // over the row names the wheel scrolls the rows
      return;
    }
    const scale = controller.scale();
    if (scale.pxPerSecond <= 0) return;
    const view = controller.getView();
    if (event.shiftKey || Math.abs(deltaX) > Math.abs(deltaY)) {
      const horizontal = event.shiftKey ? deltaY || deltaX : deltaX;
      controller.setView(panView(view, horizontal / scale.pxPerSecond, controller.getLimits()));
    } else {
      // A plain wheel and a trackpad pinch (ctrlKey set by the browser) both zoom at the cursor.
      const anchor = scale.seconds(Math.max(0, x - timelineMetrics.rowHeaderWidth));
      controller.setView(zoomView(view, wheelZoomFactor(deltaY), anchor, controller.getLimits()));
    }
    // What is under the still pointer has changed.
    if (this.gesture.kind === 'idle') this.setCursor(controller.hoverAt(x, y));
  };

  /** Focus arriving on the canvas takes Tab back for stepping through the events. */
  readonly onFocus = (): void => {
    this.tabReleased = false;
  };

  readonly onKeyDown = (event: KeyboardEvent): void => {
    if (!this.element || !timelineOwnsKey(event, this.element)) return;
    const controller = this.controller;
    const onCanvas = event.target === this.element;
    if (event.key === 'Tab') {
      // Tab steps through the events only on the focused canvas; past the ends it moves the focus.
      if (!onCanvas || this.tabReleased || event.ctrlKey || event.metaKey) return;
      if (this.gesture.kind !== 'idle') return;
      if (controller.stepSelection(event.shiftKey ? -1 : 1)) event.preventDefault();
      return;
    }
    const action = keyboardAction(
      event.key,
      { shift: event.shiftKey, ctrlOrMeta: event.ctrlKey || event.metaKey },
      zoomStep,
    );
    if (!action) return;
    const view = controller.getView();
    switch (action.kind) {
      case 'pan':
        controller.setView(
          panView(view, action.share * (view.to - view.from), controller.getLimits()),
        );
        break;
      case 'scroll':
        controller.scrollTo(controller.getScrollTop() + action.pixels);
        break;
      case 'zoom':
        controller.zoomBy(action.factor);
        break;
      case 'fitAll':
        controller.fitAll();
        break;
      case 'open': {
        const selected = controller.getSelected();
        const [id] = selected;
        if (selected.size !== 1 || !id) return;
        controller.getCallbacks().onOpen?.(id);
        break;
      }
      case 'cancel':
        if (this.gesture.kind === 'idle') {
          if (!onCanvas || !controller.clearSelection()) return;
          this.tabReleased = true;
          break;
        }
        this.cancel();
        break;
    }
    event.preventDefault();
  };
}
