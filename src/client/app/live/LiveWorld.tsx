import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useParams } from 'react-router-dom';
import type { PresenceLocation, PresenceMember } from '../../../shared/live/protocol';
import type { World } from '../../../shared/schemas/world';
import { LiveConnection, type LiveEndCode, type LiveStatus } from '../../live/live-connection';
import { liveSocketUrl, openBrowserSocket } from '../../live/live-socket';
import { liveResumeStore } from '../../live/resume-store';
import { getWorlds, worldsQueryOptions } from '../../features/worlds/api/get-worlds';
import { useWorldListSync } from '../../features/worlds/hooks/use-world-list-sync';
import { addressChanged } from '../../features/worlds/world-list';
import { showBannerMessages } from '../../lib/banner';
import { currentToken, endSession, sessionUserAtom, tokenAtom } from '../../lib/session';
import { worldPath } from '../layout/nav-items';
import { LiveContext, type LiveState } from './live-context';
import { liveFeatures } from './live-refresh';
import { LiveRefresher } from './live-refresher';

/** The route name of the page and the document open on it, as presence reports them. */
export function usePresenceLocation(): PresenceLocation {
  const matches = useMatches();
  const { documentId } = useParams();
  const page = [...matches]
    .reverse()
    .find((match) => typeof (match.handle as { name?: unknown } | undefined)?.name === 'string');
  const name = (page?.handle as { name: string } | undefined)?.name ?? '';
  return useMemo(() => ({ page: name, documentId: documentId ?? null }), [name, documentId]);
}

/**
 * One live connection for the open world while the user is inside it
 * (issue 8): changes of others refresh the views they affect, presence says
 * who is where. It closes on leaving the world or signing out; the server
 * ending it signs out (401) or shows the "no access" banner with its way back
 * (401_2, and 4043 when the world is gone).
 */
export function LiveWorld({ world, children }: { world: World | null; children: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const signedIn = useAtomValue(tokenAtom) !== null;
  const selfId = useAtomValue(sessionUserAtom)?.userId ?? null;
  const location = usePresenceLocation();
  const routerLocation = useLocation();
  const sync = useWorldListSync();
  const [members, setMembers] = useState<readonly PresenceMember[]>([]);
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [offline, setOffline] = useState(false);
  const connection = useRef<LiveConnection | null>(null);

  // The latest of what the long-lived connection's callbacks read, without reconnecting on each render.
  const latest = useRef({ world, location, routerLocation, sync, t });
  useLayoutEffect(() => {
    latest.current = { world, location, routerLocation, sync, t };
  });

  const worldId = world?.id ?? null;
  useEffect(() => {
    if (!signedIn || worldId === null) return;
    const followWorldList = async () => {
      const { world: shown, routerLocation: here, sync: follow } = latest.current;
      const list = await getWorlds().catch(() => null);
      if (!list || !shown) return;
      const updated = list.find((entry) => entry.id === shown.id);
      if (updated && addressChanged(shown, updated)) {
        // Someone moved the world to another address: the page follows before the list changes.
        const base = worldPath(shown);
        const child = here.pathname.startsWith(`${base}/`)
          ? here.pathname.slice(base.length + 1) + here.search
          : '';
        await follow.follow(shown, updated, child);
      }
      queryClient.setQueryData(worldsQueryOptions().queryKey, list);
    };
    const ended = (code: LiveEndCode) => {
      if (code === '401') {
        endSession('unauthorized');
        return;
      }
      showBannerMessages([
        {
          text: latest.current.t(`SERVER_ERROR.${code}`),
          severity: 'error',
          closable: true,
          backToWorlds: true,
        },
      ]);
      void queryClient.invalidateQueries({ queryKey: worldsQueryOptions().queryKey });
    };
    const refresher = new LiveRefresher({
      queryClient,
      worldId,
      features: liveFeatures,
      onWorlds: () => void followWorldList(),
    });
    const live = new LiveConnection({
      worldId,
      url: liveSocketUrl(),
      token: currentToken,
      openSocket: openBrowserSocket,
      resume: liveResumeStore,
      callbacks: {
        activities: (items) => refresher.take(items),
        reset: () => refresher.reset(),
        notice: (message) => liveFeatures.notice?.(queryClient, worldId, message),
        presence: setMembers,
        ended,
        status: (next) => {
          setStatus(next);
          if (next !== 'connecting') setOffline(next === 'waiting');
        },
      },
    });
    connection.current = live;
    live.setLocation(latest.current.location);
    live.start();
    const online = () => live.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      live.stop();
      refresher.stop();
      connection.current = null;
      setMembers([]);
      setStatus('connecting');
      setOffline(false);
    };
  }, [signedIn, worldId, queryClient]);

  useEffect(() => connection.current?.setLocation(location), [location]);

  const state = useMemo<LiveState>(
    () => ({ members, status, offline, selfId }),
    [members, status, offline, selfId],
  );
  return <LiveContext.Provider value={state}>{children}</LiveContext.Provider>;
}
