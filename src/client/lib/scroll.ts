/** SPEC §9: every navigation scrolls to the top in 300 ms. */
export const scrollDurationMs = 300;

export function scrollToTop(duration = scrollDurationMs): void {
  const start = window.scrollY;
  if (start <= 0) return;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    const eased = 1 - (1 - progress) ** 3;
    window.scrollTo(0, Math.round(start * (1 - eased)));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
