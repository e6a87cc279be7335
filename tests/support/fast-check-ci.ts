import fc from 'fast-check';

/**
 * On CI, property tests replay one fixed set of inputs (as Hypothesis'
 * `derandomize` profile), so whether a run lands never depends on which
 * inputs it happened to draw. Locally every run draws new ones, and a failure
 * prints the seed and path that replay it; `FC_SEED` replays a given seed.
 */
const seed = process.env['FC_SEED'] ?? (process.env['CI'] ? '20261126' : undefined);
if (seed !== undefined) fc.configureGlobal({ seed: Number(seed) });
