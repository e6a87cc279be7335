import type { Readable } from 'node:stream';
import type yauzl from 'yauzl';
import * as z from 'zod/mini';
import { ErrorCode } from '../../../shared/errors';
import type { ArchiveEntryLimit } from '../../../shared/transfer/world-archive';
import { AppError } from '../../http/app-error';
import {
  JsonRowScanner,
  ScanLimitError,
  ScanSyntaxError,
  type ScanLimit,
} from '../../http/json-row-scanner';
import { loopTurns } from './loop-turns';

/** What is left for the rest of one archive's JSON entries (they share it). */
export interface JsonEntryBudget {
  /** The archive's limit (worldArchiveLimits.maxJsonValues). */
  maxValues: number;
  valuesLeft: number;
}

export interface JsonEntryOptions<T> {
  schema: z.ZodMiniType<T>;
  /** The entry holds one value, not an array of items. */
  single: boolean;
  limits: ArchiveEntryLimit & { maxDepth: number };
  budget: JsonEntryBudget;
}

/**
 * Reads one JSON entry of an archive as a stream: bytes through a strict
 * UTF-8 decoder, text through the row scanner (limits on items, item size,
 * values and depth), each item through JSON.parse and its schema as soon as
 * it is complete. The schema check stops at the first problem (zod's
 * `abortEarly`): a plain check lists one problem per element, which for an
 * array of a million wrong elements is a million errors built on the event
 * loop. Every few milliseconds of work it yields, so the server keeps
 * answering while a large world imports. The first refusal ends the read.
 */
export async function readJsonEntry<T>(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  options: JsonEntryOptions<T>,
): Promise<T[]> {
  const name = entry.fileName;
  const { limits, budget, single, schema } = options;
  const scanner = new JsonRowScanner(
    {
      maxRows: limits.maxRows,
      maxRowChars: limits.maxRowBytes,
      maxRowValues: limits.maxRowValues,
      maxDepth: limits.maxDepth,
    },
    { single },
  );
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const rows: T[] = [];
  const turn = loopTurns();
  const take = async (texts: string[]) => {
    for (const text of texts) {
      rows.push(parseRow(name, single ? 0 : rows.length + 1, text, schema));
      await turn();
    }
    if (scanner.values > budget.valuesLeft) throw totalValues(budget);
  };

  let stream: Readable | undefined;
  try {
    stream = await zip.openReadStreamPromise(entry);
    for await (const chunk of stream) {
      await take(scanner.push(decode(decoder, name, chunk as Buffer)));
      await turn();
    }
    await take(scanner.push(decode(decoder, name)));
    await take(scanner.end());
  } catch (error) {
    stream?.destroy();
    throw describeFailure(name, limits, error);
  }
  budget.valuesLeft -= scanner.values;
  return rows;
}

function decode(decoder: TextDecoder, name: string, chunk?: Buffer): string {
  try {
    return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
  } catch {
    throw new AppError(400, ErrorCode.textNotUtf8, undefined, name);
  }
}

function parseRow<T>(name: string, row: number, text: string, schema: z.ZodMiniType<T>): T {
  const where = row > 0 ? `${name}, ${row}` : name;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw damaged(`${where}: not JSON`);
  }
  // `abortEarly` is zod's own option (its `validate` sets it): the first problem ends the check.
  const parsed = schema.safeParse(value, {
    abortEarly: true,
  } as z.core.ParseContext<z.core.$ZodIssue>);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? `${issue.path.join('.')} ` : '';
  throw damaged(`${where}: ${field}${issue?.message ?? 'invalid'}`);
}

function damaged(detail: string): AppError {
  return new AppError(400, ErrorCode.archiveDamaged, undefined, detail);
}

function totalValues(budget: JsonEntryBudget): AppError {
  return new AppError(
    413,
    ErrorCode.archiveUnpacksTooLarge,
    'ARCHIVE_LIMIT.totalValues',
    String(budget.maxValues),
  );
}

const limitFigure: Record<ScanLimit, (limits: JsonEntryOptions<unknown>['limits']) => number> = {
  rows: (limits) => limits.maxRows,
  rowSize: (limits) => Math.floor(limits.maxRowBytes / 1024),
  rowValues: (limits) => limits.maxRowValues,
  depth: (limits) => limits.maxDepth,
};

function describeFailure(
  name: string,
  limits: JsonEntryOptions<unknown>['limits'],
  error: unknown,
): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof ScanLimitError) {
    const figure = limitFigure[error.limit](limits);
    const detail =
      error.limit === 'rows' ? `${name}, ${figure}` : `${name}, ${error.row}, ${figure}`;
    return new AppError(
      413,
      ErrorCode.archiveUnpacksTooLarge,
      `ARCHIVE_LIMIT.${error.limit}`,
      detail,
    );
  }
  if (error instanceof ScanSyntaxError) {
    return damaged(
      error.row > 0 ? `${name}, ${error.row}: ${error.message}` : `${name}: ${error.message}`,
    );
  }
  // The inflate stream's own failures: a corrupt deflate, an entry longer than its declared size.
  return damaged(`${name}: ${error instanceof Error ? error.message : String(error)}`);
}
