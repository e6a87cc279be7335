/**
 * The client's environment (SPEC §9: a web API base address and a build
 * version), read once at start. Plain checks: this runs on every page.
 */
function readEnv(source: Record<string, unknown>) {
  const base = source['VITE_API_BASE'];
  const version = source['VITE_BUILD_VERSION'];
  if (base !== undefined && typeof base !== 'string')
    throw new Error('VITE_API_BASE must be a string');
  if (typeof base === 'string' && base && !/^(https?:\/\/|\/)/.test(base)) {
    throw new Error('VITE_API_BASE must be an absolute URL or a path starting with /');
  }
  return {
    VITE_API_BASE: (base ?? '').replace(/\/+$/, ''),
    VITE_BUILD_VERSION: typeof version === 'string' && version ? version : 'dev',
  };
}

export const env = readEnv(import.meta.env);
