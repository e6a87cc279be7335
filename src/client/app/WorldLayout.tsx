import { Navigate, Outlet, useLocation, useMatches, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../shared/errors';
import { WorldContext } from '../lib/world-context';
import { bannerAtom, showBannerMessages } from '../lib/banner';
import { appStore, sessionUserAtom } from '../lib/session';
import { hasUsableLife } from '../lib/token';
import { PageLoader } from '../components/PageLoader';
import { findWorld, worldsQueryOptions } from '../features/worlds/api/get-worlds';
import { useWorldByName } from '../features/worlds/api/get-world-by-name';
import { AppLayout } from './layout/AppLayout';
import { LiveWorld } from './live/LiveWorld';
import { isReaderPage } from './reader-pages';
import { loginPath, rememberTarget } from './RequireSession';

/**
 * SPEC §4 Selected world: chosen from the loaded list by owner user name and
 * URL name. A world not in the list (or anyone signed out) is asked for by
 * its address: a public world opens to them as a reader. Otherwise the "no
 * access to the world" error (401_2) with its way back, or, signed out, the
 * login page that brings them back here (SPEC §2.1).
 */
export function WorldLayout() {
  const { ownerUserName = '', settingUrl = '' } = useParams();
  const { t } = useTranslation();
  const location = useLocation();
  const signedIn = hasUsableLife(useAtomValue(sessionUserAtom));
  const worlds = useQuery({ ...worldsQueryOptions(), enabled: signedIn });
  const member = signedIn ? findWorld(worlds.data, ownerUserName, settingUrl) : undefined;
  const askByName = !signedIn || (worlds.isSuccess && !member);
  const byName = useWorldByName(ownerUserName, settingUrl, askByName);
  const world = member ?? (askByName ? byName.data : undefined);
  const reader = world?.currentUserRole === 'reader';

  const matches = useMatches();
  const handles = matches.map(
    (match) => match.handle as { name?: string; bare?: boolean } | undefined,
  );
  const pageName = [...handles].reverse().find((handle) => handle?.name)?.name;
  const closedPage = reader && !isReaderPage(pageName);
  const denied = (askByName && byName.isError) || closedPage;
  const toLogin = !signedIn && denied;

  useEffect(() => {
    // The live connection may have said so first (removed from the world, or the world deleted).
    if (signedIn && denied && !appStore.get(bannerAtom).some((entry) => entry.backToWorlds)) {
      showBannerMessages([
        {
          text: t(`SERVER_ERROR.${ErrorCode.noWorldAccess}`),
          severity: 'error',
          closable: true,
          backToWorlds: true,
        },
      ]);
    }
  }, [signedIn, denied, t]);

  if (toLogin) {
    rememberTarget(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={loginPath} replace />;
  }

  const bare = handles.some((handle) => handle?.bare);
  const pending = signedIn ? worlds.isPending || (askByName && byName.isPending) : byName.isPending;
  const content = world && !closedPage ? <Outlet /> : pending ? <PageLoader /> : null;

  return (
    <WorldContext.Provider value={world ?? null}>
      {/* Readers get no live channel: it carries members' presence and the feed. */}
      <LiveWorld world={reader ? null : (world ?? null)}>
        {bare && world ? content : <AppLayout>{content}</AppLayout>}
      </LiveWorld>
    </WorldContext.Provider>
  );
}

/** Pages outside a world (the world list, analytics, profile) share the same frame. */
export function HomeLayout() {
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}
