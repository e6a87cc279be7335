import { useState } from 'react';
import { appStore, sessionUserAtom } from '../../lib/session';
import { hasUsableLife } from '../../lib/token';

/**
 * Whether the visitor arrived already signed in. Read once, on arrival: a
 * sign-in on this very page starts a session too, and must then go to its
 * redirect target rather than be bounced like a returning visitor.
 */
export function useSignedInOnArrival(): boolean {
  const [signedIn] = useState(() => hasUsableLife(appStore.get(sessionUserAtom)));
  return signedIn;
}
