import '@fontsource-variable/inter/wght.css';
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { createRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { cssVariablesResolver, theme } from '../../../src/client/app/theme';
import {
  TimelineCanvas,
  type TimelineCanvasHandle,
} from '../../../src/client/features/timeline/components/TimelineCanvas';
import { i18n } from '../../../src/client/lib/i18n';
import type { BenchData } from './bench-data';

/**
 * Our view in the bench: the real TimelineCanvas with its toolbar, rows,
 * labels and a selection, inside the app's providers, mounted first without
 * data so that the timed part is the canvas receiving its data.
 */
export interface OursView {
  show(data: BenchData): void;
  handle: TimelineCanvasHandle;
}

export function mountOurs(element: HTMLElement): Promise<OursView> {
  const handleRef = createRef<TimelineCanvasHandle>();
  let setData: (data: BenchData) => void = () => undefined;

  function Harness() {
    const [data, setState] = useState<BenchData | null>(null);
    setData = setState;
    const [selected, setSelected] = useState<ReadonlySet<string>>(
      () => new Set(['event-1', 'event-2', 'event-3', 'event-10', 'event-100']),
    );
    if (!data) return null;
    return (
      <TimelineCanvas
        ref={handleRef}
        calendar={data.calendar}
        rows={data.rows}
        events={data.events}
        selectedIds={selected}
        onSelect={(ids, mode) =>
          setSelected((current) => {
            if (mode === 'replace') return new Set(ids);
            const next = new Set(current);
            for (const id of ids) if (!next.delete(id)) next.add(id);
            return next;
          })
        }
        onChange={() => undefined}
        canEdit
        height={element.clientHeight}
      />
    );
  }

  const root = createRoot(element);
  root.render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        forceColorScheme="dark"
        cssVariablesResolver={cssVariablesResolver}
      >
        <Harness />
      </MantineProvider>
    </I18nextProvider>,
  );
  return new Promise((resolve) => {
    const ready = () => {
      resolve({
        // flushSync: the canvas commits (and schedules its first draw) before show() returns.
        show: (data) => flushSync(() => setData(data)),
        get handle() {
          if (!handleRef.current) throw new Error('The timeline canvas is not mounted');
          return handleRef.current;
        },
      });
    };
    requestAnimationFrame(() => setTimeout(ready, 0));
  });
}
