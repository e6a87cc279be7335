/** A JSON answer of the API. Throws only when no answer arrived (connection refused or reset). */
export interface JsonAnswer {
  status: number;
  body: unknown;
}

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  /** Sent as it is instead of a JSON `body` (a multipart upload). */
  raw?: { data: Buffer; contentType: string };
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export async function callApi(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<JsonAnswer> {
  const headers: Record<string, string> = { lang: 'en', ...options.headers };
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (options.raw) {
    headers['content-type'] = options.raw.contentType;
    body = Uint8Array.from(options.raw.data);
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body } : {}),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await response.text();
  let answer: unknown = text;
  try {
    answer = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON; keep the text
  }
  return { status: response.status, body: answer };
}

export function isOk(answer: JsonAnswer): boolean {
  return answer.status >= 200 && answer.status < 300;
}

/** Reads one string field of a JSON object answer. */
export function field(answer: JsonAnswer, name: string): string {
  const body = answer.body;
  const value =
    body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  if (typeof value !== 'string')
    throw new Error(`Answer ${answer.status} has no "${name}": ${JSON.stringify(body)}`);
  return value;
}
