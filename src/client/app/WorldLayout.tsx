import { Outlet, useMatches, useParams } from 'react-router-dom';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../shared/errors';
import { WorldContext } from '../lib/world-context';
import { bannerAtom, showBannerMessages } from '../lib/banner';
import { appStore } from '../lib/session';
import { PageLoader } from '../components/PageLoader';
import { findWorld, useWorlds } from '../features/worlds/api/get-worlds';
import { AppLayout } from './layout/AppLayout';
import { LiveWorld } from './live/LiveWorld';

/**
 * SPEC §4 Selected world: chosen from the loaded list by owner user name and
 * URL name; otherwise the "no access to the world" error (401_2) with its way back.
 */
export function WorldLayout() {
  const { ownerUserName = '', settingUrl = '' } = useParams();
  const { t } = useTranslation();
  const worlds = useWorlds();
  const world = findWorld(worlds.data, ownerUserName, settingUrl);
  const missing = worlds.isSuccess && !world;

  useEffect(() => {
    // The live connection may have said so first (removed from the world, or the world deleted).
    if (missing && !appStore.get(bannerAtom).some((entry) => entry.backToWorlds)) {
      showBannerMessages([
        {
          text: t(`SERVER_ERROR.${ErrorCode.noWorldAccess}`),
          severity: 'error',
          closable: true,
          backToWorlds: true,
        },
      ]);
    }
  }, [missing, t]);

  const bare = useMatches().some((match) => (match.handle as { bare?: boolean } | undefined)?.bare);
  const content = world ? <Outlet /> : worlds.isPending ? <PageLoader /> : null;

  return (
    <WorldContext.Provider value={world ?? null}>
      <LiveWorld world={world ?? null}>
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
