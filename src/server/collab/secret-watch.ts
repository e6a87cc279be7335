import type { Document, Hocuspocus } from '@hocuspocus/server';
import * as Y from 'yjs';
import type { Role } from '../../shared/permissions';
import { ErrorCode } from '../../shared/errors';
import { secretType, seesSecret } from '../../shared/wiki/secret-blocks';
import { contentsFragmentName } from '../../shared/wiki/contents-schema';
import type { CollabContext } from './collab-access';

/** Whether the Y document's text holds a secret block `role` may not see. */
export function yHidesSecretsFrom(doc: Y.Doc, role: Role): boolean {
  if (role === 'owner') return false;
  const hides = (parent: Y.XmlFragment | Y.XmlElement): boolean =>
    parent.toArray().some((child) => {
      if (!(child instanceof Y.XmlElement)) return false;
      if (
        child.nodeName === secretType &&
        !seesSecret({ roles: child.getAttribute('roles') }, role)
      )
        return true;
      return hides(child);
    });
  return hides(doc.getXmlFragment(contentsFragmentName));
}

const roleOf = (context: unknown) => (context as Partial<CollabContext> | undefined)?.role;

/**
 * A co-editing copy must never hold a secret its holder may not see. Yjs
 * calls `afterTransaction` before it hands the change to Hocuspocus to send,
 * so when an edit (a typed secret, a restore, another server's update) puts
 * such a secret in the text, the connections of roles that may not see it
 * are closed before the change goes out; reconnecting, they are refused
 * (collab-access.ts) and read the document without its secrets.
 */
export function watchSecrets(document: Document): void {
  document.on('afterTransaction', () => {
    const connections = document.getConnections();
    if (connections.every((connection) => roleOf(connection.context) === 'owner')) return;
    const refused = new Map<Role, boolean>();
    for (const connection of connections) {
      const role = roleOf(connection.context);
      if (!role) continue;
      if (!refused.has(role)) refused.set(role, yHidesSecretsFrom(document, role));
      if (refused.get(role)) connection.close({ code: 4403, reason: ErrorCode.secretsHidden });
    }
  });
}

/** Refuses a connection whose role may not see every secret of the live text, if it is open here. */
export function liveSecretsHiddenFrom(
  hocuspocus: Hocuspocus,
  documentName: string,
  role: Role,
): boolean {
  const document = hocuspocus.documents.get(documentName);
  return document ? yHidesSecretsFrom(document, role) : false;
}
