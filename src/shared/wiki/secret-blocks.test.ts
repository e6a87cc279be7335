import { describe, expect, it } from 'vitest';
import { roles, type Role } from '../permissions';
import { richTextVersion, plainText, type RichNode, type RichText } from './rich-text';
import {
  contentsRequestSchema,
  hidesSecretsFrom,
  publicContents,
  secretRolesAttr,
  secretRolesOf,
  seesSecret,
  withoutSecrets,
} from './secret-blocks';
import { normalizeContents } from './contents-normalize';

const text = (value: string): RichNode => ({
  type: 'paragraph',
  content: [{ type: 'text', text: value }],
});
const secret = (rolesAttr: string, ...content: RichNode[]): RichNode => ({
  type: 'secret',
  attrs: { roles: rolesAttr },
  content,
});
const doc = (...content: RichNode[]): RichText => ({
  v: richTextVersion,
  doc: { type: 'doc', content },
});

describe('secret roles', () => {
  it('always include the owner and keep only membership roles', () => {
    expect(secretRolesOf({ roles: 'viewer,reader,nobody' })).toEqual(['owner', 'viewer']);
    expect(secretRolesOf({ roles: 42 })).toEqual(['owner']);
    expect(secretRolesOf(undefined)).toEqual(['owner']);
    expect(secretRolesAttr(['viewer', 'writer'])).toBe('owner,writer,viewer');
  });

  it('are never seen by a reader, whatever they name', () => {
    expect(seesSecret({ roles: 'owner,writer,artist,viewer,reader' }, 'reader')).toBe(false);
    expect(seesSecret({ roles: 'writer' }, 'owner')).toBe(true);
    expect(seesSecret({ roles: 'writer' }, 'viewer')).toBe(false);
  });

  it('are validated in requests', () => {
    expect(contentsRequestSchema.safeParse(doc(secret('owner,viewer', text('a')))).success).toBe(
      true,
    );
    const bad = contentsRequestSchema.safeParse(doc(text('a'), secret('owner,admin', text('b'))));
    expect(bad.success).toBe(false);
    expect(JSON.stringify(bad.error)).toContain('VALIDATION.SECRET_ROLES_INVALID');
  });
});

describe('withoutSecrets', () => {
  const contents = doc(
    text('open'),
    secret('owner,writer', text('gm notes'), secret('owner', text('owner only'))),
    { type: 'blockquote', content: [secret('owner,viewer', text('for viewers'))] },
  );

  it('cuts what each role may not see, with everything inside', () => {
    expect(plainText(withoutSecrets(contents, 'owner').doc)).toContain('owner only');
    const writer = plainText(withoutSecrets(contents, 'writer').doc);
    expect(writer).toContain('gm notes');
    expect(writer).not.toContain('owner only');
    const viewer = plainText(withoutSecrets(contents, 'viewer').doc);
    expect(viewer).toContain('for viewers');
    expect(viewer).not.toContain('gm notes');
    expect(plainText(publicContents(contents).doc)).toBe('open');
    expect(hidesSecretsFrom(contents, 'owner')).toBe(false);
    expect(hidesSecretsFrom(contents, 'writer')).toBe(true);
  });

  it('keeps the contents valid for the schema', () => {
    const cut = withoutSecrets(contents, 'writer');
    // The quote that held only a viewers' secret stays a quote (with an empty line), not plain text.
    expect(normalizeContents(cut).doc.content?.map((node) => node.type)).toEqual([
      'paragraph',
      'secret',
      'blockquote',
    ]);
  });

  it('never lets a marker of an unseen secret through, at any depth (fuzz)', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const roleLists = ['owner', 'owner,writer', 'owner,viewer', 'writer,artist', 'viewer', ''];
    let markers = 0;
    const tree = (depth: number, hiddenFrom: Set<Role>): RichNode[] =>
      Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
        const kind = depth > 4 ? 'text' : pick(['text', 'secret', 'quote', 'list'] as const);
        if (kind === 'text') {
          const marker = `m${markers++}`;
          return text(`${marker}:${[...hiddenFrom].sort().join('|')}`);
        }
        if (kind === 'quote') return { type: 'blockquote', content: tree(depth + 1, hiddenFrom) };
        if (kind === 'list')
          return {
            type: 'bulletList',
            content: [{ type: 'listItem', content: tree(depth + 1, hiddenFrom) }],
          };
        const attr = pick(roleLists);
        const hidden = new Set(hiddenFrom);
        for (const role of roles) if (!seesSecret({ roles: attr }, role)) hidden.add(role);
        return secret(attr, ...tree(depth + 1, hidden));
      });
    for (let round = 0; round < 200; round++) {
      const contents = doc(...tree(0, new Set()));
      for (const role of roles) {
        const kept = JSON.stringify(withoutSecrets(contents, role));
        const all = JSON.stringify(contents).match(/m\d+:[a-z|]*/g) ?? [];
        for (const entry of all) {
          const hiddenFrom = entry.split(':')[1]!.split('|');
          expect(kept.includes(`"${entry}"`)).toBe(!hiddenFrom.includes(role));
        }
        expect(hidesSecretsFrom(withoutSecrets(contents, role), role)).toBe(false);
      }
    }
  });
});
