import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface ReaderAnswer<T> {
  status: number;
  body: T | undefined;
}

/**
 * Calls the app's routes as a signed-out visitor (no token, no cookie), so an
 * export holds exactly what such a reader is sent. Each export is one made-up
 * address of its own for the per-address reader budget; when it runs out the
 * call waits for the budget to come back rather than leaving pages out.
 */
export function readerClient(app: FastifyInstance, language: string) {
  const address = `static-export-${crypto.randomBytes(6).toString('hex')}`;
  const call = async (url: string): Promise<{ status: number; raw: Buffer; type: string }> => {
    for (let attempt = 0; ; attempt += 1) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { lang: language },
        remoteAddress: address,
      });
      if (response.statusCode === 429 && attempt < 5) {
        const seconds = Number(response.headers['retry-after']) || 5;
        await new Promise((resolve) => setTimeout(resolve, Math.min(seconds, 60) * 1000));
        continue;
      }
      return {
        status: response.statusCode,
        raw: response.rawPayload,
        type: String(response.headers['content-type'] ?? ''),
      };
    }
  };
  return {
    async json<T>(url: string): Promise<ReaderAnswer<T>> {
      const answer = await call(url);
      if (answer.status !== 200) return { status: answer.status, body: undefined };
      return { status: 200, body: JSON.parse(answer.raw.toString('utf8')) as T };
    },
    async bytes(url: string): Promise<{ status: number; raw: Buffer; type: string }> {
      return call(url);
    },
  };
}

export type ReaderClient = ReturnType<typeof readerClient>;
