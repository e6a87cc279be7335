import * as z from 'zod/mini';
import { membershipRoles, type MembershipRole, type Role } from '../permissions';
import { richTextSchema, type RichNode, type RichText } from './rich-text';

/**
 * The node type of a secret block in stored contents:
 * `{ type: 'secret', attrs: { roles: 'owner,writer' }, content: [blocks] }`.
 * The roles are one comma-separated word list, which Yjs and HTML keep as is.
 */
export const secretType = 'secret';

/** The roles an editor may choose for a secret; the owner always sees every secret. */
export const secretRoleChoices = ['writer', 'artist', 'viewer'] as const;

/** A new secret: a game master's notes, for the owner and the writers. */
export const defaultSecretRoles: readonly MembershipRole[] = ['owner', 'writer'];

/**
 * The roles a secret block is for, as stored: the owner always, then the
 * membership roles it names, in the order of `membershipRoles`. Anything
 * else (an unknown word, a reader) counts for nothing, so a damaged
 * attribute hides the block from more people, never from fewer.
 */
export function secretRolesOf(attrs: Record<string, unknown> | undefined): MembershipRole[] {
  const named = namedRoles(attrs?.['roles']) ?? [];
  return membershipRoles.filter((role) => role === 'owner' || named.includes(role));
}

/** Whether `role` sees a secret block with these attributes; a reader of a public world sees none. */
export function seesSecret(attrs: Record<string, unknown> | undefined, role: Role): boolean {
  if (role === 'reader') return false;
  return secretRolesOf(attrs).includes(role);
}

/** The contents as `role` may receive them: every secret block it may not see is gone, with all it holds. */
export function withoutSecrets(contents: RichText, role: Role): RichText {
  return { ...contents, doc: cutNode(contents.doc, role) };
}

function cutNode(node: RichNode, role: Role): RichNode {
  if (!node.content) return node;
  const content = node.content
    .filter((child) => child.type !== secretType || seesSecret(child.attrs, role))
    .map((child) => cutNode(child, role));
  // A quote, list item or cell that held only secrets keeps an empty line: the schema needs a block there.
  if (!content.length && node.content.length) content.push({ type: 'paragraph' });
  return { ...node, content };
}

/** Whether the contents hold a secret block that `role` may not see. */
export function hidesSecretsFrom(contents: RichText, role: Role): boolean {
  return someNode(
    contents.doc,
    (node) => node.type === secretType && !seesSecret(node.attrs, role),
  );
}

/** Whether the contents hold any secret block at all. */
export function holdsSecrets(contents: RichText): boolean {
  return someNode(contents.doc, (node) => node.type === secretType);
}

/**
 * The contents without any secret: what search indexes, previews quote and
 * mention links are made of, so no snippet, excerpt or backlink can tell of
 * a secret, whoever asks.
 */
export function publicContents(contents: RichText): RichText {
  return withoutSecrets(contents, 'reader');
}

/** The attribute as stored: the role list of a secret. */
export function secretRolesAttr(roles: readonly string[]): string {
  return secretRolesOf({ roles: roles.join(',') }).join(',');
}

function namedRoles(value: unknown): string[] | null {
  if (typeof value !== 'string') return null;
  return value
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
}

/** True when every secret block names only membership roles. */
export function secretRolesValid(contents: RichText): boolean {
  return !someNode(contents.doc, (node) => {
    if (node.type !== secretType || node.attrs?.['roles'] === undefined) return false;
    const named = namedRoles(node.attrs['roles']);
    return !named?.every((role) => (membershipRoles as readonly string[]).includes(role));
  });
}

/** Contents as a request sends them: a secret's roles must be membership roles. */
export const contentsRequestSchema = richTextSchema.check(
  z.refine(secretRolesValid, { error: 'VALIDATION.SECRET_ROLES_INVALID' }),
);

function someNode(node: RichNode, test: (node: RichNode) => boolean): boolean {
  return test(node) || (node.content?.some((child) => someNode(child, test)) ?? false);
}
