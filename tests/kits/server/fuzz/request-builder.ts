import crypto from 'node:crypto';
import { multipart } from '../test-images';
import type { Operation } from './openapi-operations';
import { IdRef, resolveId, type FuzzWorlds } from './fuzz-worlds';
import { RawJson } from './hostile-values';
import { applyMutation } from './example-mutations';
import type { RequestPlan, UploadFile } from './request-plans';

export interface BuiltRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
  /**
   * The request names the fuzzed world (path or WorldId header) and carries
   * the other world's id beside it: it must be refused.
   */
  mixesWorlds: boolean;
}

/** Turns a plan into the request to send now, with the current fixture's ids. */
export function buildRequest(
  operation: Operation,
  plan: RequestPlan,
  worlds: FuzzWorlds,
  example: (worlds: FuzzWorlds) => unknown,
  png: Buffer,
): BuiltRequest {
  const refs: IdRef[] = [];
  const resolve = (ref: IdRef) => {
    refs.push(ref);
    return resolveId(ref, worlds);
  };
  let worldIsOwn = false;
  const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = plan.path[name];
    if (value instanceof IdRef && value.key === 'worldId' && (name === 'id' || name === 'worldId'))
      worldIsOwn = value.world === 'own';
    return pathSegment(value, resolve);
  });
  const query =
    plan.rawQuery ??
    plan.query
      .map(([name, value]) => `${encodeURIComponent(name)}=${queryText(value, worlds)}`)
      .join('&');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(plan.headers)) {
    if (value instanceof IdRef && name.toLowerCase() === 'worldid')
      worldIsOwn = value.world === 'own';
    headers[name] = value instanceof IdRef ? resolve(value) : String(value);
  }
  if (plan.authorization !== undefined) headers['authorization'] = plan.authorization;
  let payload: string | Buffer | undefined;
  const body = plan.body;
  if (body.kind === 'json' || body.kind === 'example') {
    const value =
      body.kind === 'json'
        ? body.value
        : body.mutation
          ? applyMutation(example(worlds), body.mutation)
          : example(worlds);
    payload = jsonText(value, resolve);
    headers['content-type'] = body.contentType ?? 'application/json';
  } else if (body.kind === 'raw') {
    payload = body.text;
    headers['content-type'] = body.contentType;
  } else if (body.kind === 'upload') {
    const upload = uploadBody(body.file, body.fileName, png);
    payload = upload.payload;
    headers['content-type'] = upload.contentType;
  }
  const foreign = refs.some((ref) => ref.world === 'foreign');
  return {
    method: operation.method,
    url: query ? `${url}?${query}` : url,
    headers,
    payload,
    mixesWorlds: worldIsOwn && foreign,
  };
}

function pathSegment(value: unknown, resolve: (ref: IdRef) => string): string {
  if (value instanceof IdRef) return resolve(value);
  if (isRaw(value)) return value.raw;
  return encodeText(String(value));
}

/** Query values are filters: another world's id there is no mix, so they resolve outside `refs`. */
function queryText(value: unknown, worlds: FuzzWorlds): string {
  if (value instanceof IdRef) return resolveId(value, worlds);
  if (isRaw(value)) return value.raw;
  return encodeText(String(value));
}

function isRaw(value: unknown): value is { raw: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { raw?: unknown }).raw === 'string'
  );
}

/** Percent-encodes like encodeURIComponent, and a lone surrogate as the UTF-8 bytes it would have (invalid UTF-8). */
function encodeText(text: string): string {
  return Array.from(text)
    .map((char) => {
      const code = char.charCodeAt(0);
      if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      }
      return encodeURIComponent(char);
    })
    .join('');
}

/** JSON text with IdRefs resolved and RawJson literals written as they are. */
function jsonText(value: unknown, resolve: (ref: IdRef) => string): string {
  const nonce = crypto.randomBytes(6).toString('hex');
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof IdRef) return resolve(item);
    if (item instanceof RawJson) {
      raws.push(item.text);
      return `@@raw${raws.length - 1}@${nonce}@@`;
    }
    return item;
  });
  if (text === undefined) return '';
  return text.replace(
    new RegExp(`"@@raw(\\d+)@${nonce}@@"`, 'g'),
    (_, index: string) => raws[Number(index)] ?? 'null',
  );
}

function uploadBody(
  file: UploadFile,
  fileName: string,
  png: Buffer,
): { payload: Buffer; contentType: string } {
  const name = fileName.replace(/["\r\n]/g, '_');
  switch (file) {
    case 'png':
      return multipart(name, png, 'image/png');
    case 'garbage':
      return multipart(name, crypto.randomBytes(512), 'image/png');
    case 'empty':
      return multipart(name, Buffer.alloc(0), 'image/png');
    case 'script-named-png':
      return multipart('evil.png', Buffer.from('<script>alert(1)</script>'), 'image/png');
    case 'truncated': {
      const whole = multipart(name, png, 'image/png');
      return {
        payload: whole.payload.subarray(0, Math.floor(whole.payload.length / 2)),
        contentType: whole.contentType,
      };
    }
    case 'no-file': {
      const boundary = `----fuzz${crypto.randomBytes(6).toString('hex')}`;
      const payload = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      );
      return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
    }
    case 'two-files': {
      const first = multipart(name, png, 'image/png');
      const boundary = /boundary=(.*)$/.exec(first.contentType)?.[1] ?? '';
      const second = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="second.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      const body = first.payload.subarray(0, first.payload.length - `--${boundary}--\r\n`.length);
      return {
        payload: Buffer.concat([body, second, png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
        contentType: first.contentType,
      };
    }
    case 'not-multipart':
      return { payload: png, contentType: 'image/png' };
  }
}
