import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy* and waitFor wait for a state; their 1 s default is a speed limit that a render on a busy
// laptop passes. Half the test timeout (vite.config.ts) leaves room for their clearer failure.
configure({ asyncUtilTimeout: 60_000 });

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** jsdom lacks these; Mantine reads them. */
function fillDomGaps() {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
}

// A test of plain code says `// @vitest-environment node` at its top and runs without a DOM:
// jsdom's start-up takes seconds per file on a busy machine.
if (typeof window !== 'undefined') {
  fillDomGaps();
  // The app loads the signed-in screens' words with their routes; the tests render those screens alone.
  const { loadWorkspaceCatalogue } = await import('../../../src/client/lib/i18n');
  await loadWorkspaceCatalogue();
}
