import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A function that keeps its identity across renders and calls the latest
 * `handler` (what React's `useEffectEvent` does for effects), for event
 * props of React Flow: each prop that changes identity is written into its
 * store on render, and every store write runs every mounted node's selectors
 * (a drag renders the canvas on each move). Call it from events, not while
 * rendering.
 */
export function useStableHandler<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  useInsertionEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
