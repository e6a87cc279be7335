import * as z from 'zod/mini';
import { idField } from './fields';

/**
 * SPEC §2.3 Dashboard summary counts. Only the modules this server has are
 * present; each later module (events, images, relations, stories, dialogs)
 * adds its key, so the dashboard never shows a count it cannot know.
 */
export const summaryResponse = z.object({
  counts: z.partialRecord(
    z.enum([
      'documents',
      'events',
      'images',
      'maps',
      'relations',
      'stories',
      'dialogs',
      'tags',
      'members',
    ]),
    z.number(),
  ),
});
export type Summary = z.infer<typeof summaryResponse>;

export const todoRequest = z.strictObject({
  text: z
    .string({ error: 'VALIDATION.REQUIRED' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'VALIDATION.REQUIRED' }),
      z.maxLength(500, { error: 'VALIDATION.TODO_TOO_LONG' }),
    ),
  done: z._default(z.optional(z.boolean()), false),
  /** A member of the world, or null for nobody. */
  assigneeId: z._default(z.optional(z.nullable(idField)), null),
});
export type TodoRequest = z.input<typeof todoRequest>;

export const todoResponse = z.object({
  id: z.string(),
  text: z.string(),
  done: z.boolean(),
  assignee: z.nullable(z.object({ id: z.string(), userName: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Todo = z.infer<typeof todoResponse>;
export const todoListResponse = z.array(todoResponse);
export const todoParams = z.object({ id: idField, todoId: idField });

export const analyticsResponse = z.object({
  /** Documents created per calendar month (UTC), oldest first: "2026-11". */
  documentsPerMonth: z.array(z.object({ month: z.string(), count: z.number() })),
  /** Timeline events created per calendar month (UTC, real time, not the world's calendar), oldest first. */
  eventsPerMonth: z.array(z.object({ month: z.string(), count: z.number() })),
  /** Changes recorded in the feed per member, most first. */
  contributions: z.array(z.object({ userId: z.string(), userName: z.string(), count: z.number() })),
  tags: z.array(z.object({ id: z.string(), name: z.string(), count: z.number() })),
  /** Documents nothing links to, that link to nothing, and that no event, relation or image is linked to. */
  orphans: z.array(z.object({ id: z.string(), name: z.string(), type: z.string() })),
});
export type Analytics = z.infer<typeof analyticsResponse>;
