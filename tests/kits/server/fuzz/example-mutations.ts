import fc from 'fast-check';
import { IdRef, type IdKey } from './fuzz-worlds';
import { extraField, wrongType } from './hostile-values';
import { withField } from './schema-values';

type Step = string | number;

/** One change to a route's valid example body, at `path` (empty: the body itself). */
export type ExampleMutation =
  | { op: 'replace'; path: Step[]; value: unknown }
  | { op: 'delete'; path: Step[] }
  | { op: 'extra'; path: Step[]; key: string; value: unknown };

/**
 * Mutations of a valid body, so one field at a time is wrong while the rest
 * passes: any node replaced by a value of the wrong kind, a field removed or
 * added, and every id in it swapped for the other world's record of the same
 * kind or for an id of nothing. `idKeyOf` names the kind of a fixture id.
 */
export function exampleMutations(
  example: unknown,
  idKeyOf: (value: string) => IdKey | undefined,
): fc.Arbitrary<ExampleMutation> {
  const nodes = walk(example);
  const fields = nodes.filter((node) => typeof node.path.at(-1) === 'string');
  const objects = nodes.filter((node) => isObject(node.value));
  const ids = nodes.flatMap((node) => {
    const key = typeof node.value === 'string' ? idKeyOf(node.value) : undefined;
    return key ? [{ path: node.path, key }] : [];
  });
  const choices: { arbitrary: fc.Arbitrary<ExampleMutation>; weight: number }[] = [
    {
      arbitrary: fc.record({
        op: fc.constant('replace' as const),
        path: fc.constantFrom(...nodes.map((node) => node.path)),
        value: wrongType,
      }),
      weight: 4,
    },
  ];
  if (fields.length) {
    choices.push({
      arbitrary: fc
        .constantFrom(...fields)
        .map((node) => ({ op: 'delete' as const, path: node.path })),
      weight: 2,
    });
  }
  if (objects.length) {
    choices.push({
      arbitrary: fc
        .tuple(fc.constantFrom(...objects), extraField)
        .map(([node, [key, value]]) => ({ op: 'extra' as const, path: node.path, key, value })),
      weight: 1,
    });
  }
  if (ids.length) {
    choices.push({
      arbitrary: fc
        .tuple(fc.constantFrom(...ids), fc.constantFrom('foreign' as const, 'nowhere' as const))
        .map(([node, world]) => ({
          op: 'replace' as const,
          path: node.path,
          value: new IdRef(world, node.key),
        })),
      weight: 4,
    });
  }
  return fc.oneof(...choices);
}

export function applyMutation(example: unknown, mutation: ExampleMutation): unknown {
  if (mutation.path.length === 0 && mutation.op === 'replace') return mutation.value;
  const copy = structuredClone(example);
  const parentPath = mutation.op === 'extra' ? mutation.path : mutation.path.slice(0, -1);
  const parent = parentPath.reduce<unknown>(
    (node, step) => (node as Record<Step, unknown>)[step],
    copy,
  );
  if (mutation.op === 'extra') {
    const changed = withField(parent, mutation.key, mutation.value);
    return mutation.path.length === 0 ? changed : setAt(copy, mutation.path, changed);
  }
  const last = mutation.path.at(-1) as Step;
  if (mutation.op === 'delete') delete (parent as Record<Step, unknown>)[last];
  else (parent as Record<Step, unknown>)[last] = mutation.value;
  return copy;
}

function setAt(root: unknown, path: Step[], value: unknown): unknown {
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, step) => (node as Record<Step, unknown>)[step], root);
  (parent as Record<Step, unknown>)[path.at(-1) as Step] = value;
  return root;
}

function walk(value: unknown, path: Step[] = []): { path: Step[]; value: unknown }[] {
  const here = { path, value };
  if (Array.isArray(value))
    return [here, ...value.flatMap((item, index) => walk(item, [...path, index]))];
  if (isObject(value))
    return [here, ...Object.entries(value).flatMap(([key, item]) => walk(item, [...path, key]))];
  return [here];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
