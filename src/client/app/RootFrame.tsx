import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { clearBanner } from '../lib/banner';
import { scrollToTop } from '../lib/scroll';
import { onSessionEnd } from '../lib/session';
import { CloseLabels } from './CloseLabels';
import { loginPath, rememberTarget } from './RequireSession';

/**
 * Around every route: scroll to the top on navigation (SPEC §2.1, §9), clear
 * the banner, send the user to Login when the session ends (SPEC §4), and
 * name the close buttons of modals and drawers.
 */
export function RootFrame() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    scrollToTop();
    clearBanner();
  }, [location.pathname]);

  useEffect(() => {
    // Loaded apart: its answer schema brings zod, which the signed-out pages do without.
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('../lib/session-renewal').then(({ startSessionRenewal }) => {
      if (!unmounted) stop = startSessionRenewal();
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);

  useEffect(
    () =>
      onSessionEnd((reason) => {
        // Coming back after an expiry or a 401 returns the user to where they were.
        if (reason !== 'logout') {
          rememberTarget(
            `${window.location.pathname}${window.location.search}${window.location.hash}`,
          );
        }
        queryClient.clear();
        navigate(loginPath, { replace: true });
      }),
    [navigate, queryClient],
  );

  return (
    <CloseLabels>
      <Outlet />
    </CloseLabels>
  );
}
