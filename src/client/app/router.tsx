import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/NotFoundPage';
import { PageLoader } from '../components/PageLoader';
import { RouteError } from '../components/RouteError';
import { loadWorkspaceCatalogue } from '../lib/i18n';
import { loadOverlays } from './overlay-host';
import { PublicLayout } from './PublicLayout';
import { RequireSession } from './RequireSession';
import { RootFrame } from './RootFrame';
import { routeNames } from './route-names';

type PageModule = { default: ComponentType };

/** What the signed-in screens need besides their code: their words and the modal and notification layers. */
const workspaceNeeds = () => Promise.all([loadWorkspaceCatalogue(), loadOverlays()]);

/** Every page loads lazily on its own route; heavy views (graph, canvas, editor) stay out of the entry. */
function page(load: () => Promise<PageModule>, name: string): Pick<RouteObject, 'lazy' | 'handle'> {
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), workspaceNeeds()]);
      return { Component: module.default };
    },
    handle: { name },
  };
}

/**
 * A signed-out page needs only the words that ship with the entry; one that shows a
 * notification asks for the `overlays`.
 */
function signedOutPage(
  load: () => Promise<PageModule>,
  name: string,
  { overlays = false } = {},
): Pick<RouteObject, 'lazy' | 'handle'> {
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), overlays ? loadOverlays() : undefined]);
      return { Component: module.default };
    },
    handle: { name },
  };
}

/**
 * The signed-in frame (app shell, top bar, menus) loads with the first signed-in page,
 * so the landing and login pages do not download it.
 */
const signedInLayout = (pick: (module: typeof import('./WorldLayout')) => ComponentType) => ({
  lazy: async () => {
    const [module] = await Promise.all([import('./WorldLayout'), workspaceNeeds()]);
    return { Component: pick(module) };
  },
});

const worldChildren: RouteObject[] = [
  { index: true, element: <Navigate to="world" replace /> },
  { path: 'details', ...page(() => import('./routes/world-details'), routeNames.details) },
  { path: 'world', ...page(() => import('./routes/world-dashboard'), routeNames.world) },
  { path: 'documents', ...page(() => import('./routes/documents'), routeNames.documents) },
  {
    path: 'documents/:documentId',
    ...page(() => import('./routes/document'), routeNames.document),
  },
  { path: 'timeline', ...page(() => import('./routes/timeline'), routeNames.timeline) },
  { path: 'images', ...page(() => import('./routes/images'), routeNames.images) },
  { path: 'maps', ...page(() => import('./routes/maps'), routeNames.maps) },
  { path: 'maps/:mapId', ...page(() => import('./routes/map'), routeNames.map) },
  { path: 'relations', ...page(() => import('./routes/relations'), routeNames.relations) },
  { path: 'stories', ...page(() => import('./routes/stories'), routeNames.stories) },
  { path: 'story/:storyId', ...page(() => import('./routes/story'), routeNames.story) },
  { path: 'dialog/:dialogId', ...page(() => import('./routes/dialog'), routeNames.dialog) },
  { path: 'help', ...page(() => import('./routes/help'), routeNames.help) },
  { path: 'profile', ...page(() => import('./routes/profile'), routeNames.profile) },
  {
    path: 'print-document/:documentId',
    ...page(() => import('./routes/print-document'), routeNames.printDocument),
    // A print page has no app chrome (WorldLayout reads this flag).
    handle: { name: routeNames.printDocument, bare: true },
  },
];

/** SPEC §2.1: both route tables, every world child, and a 404 for anything else. */
export const routes: RouteObject[] = [
  {
    element: <RootFrame />,
    errorElement: <RouteError />,
    // What shows while the first page's code loads; without it React Router warns on every load.
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: '/', element: <Navigate to="/authenticate/login" replace /> },
      {
        path: '/authenticate',
        element: <PublicLayout />,
        children: [
          { index: true, ...signedOutPage(() => import('./routes/landing'), 'Landing') },
          { path: 'login', ...signedOutPage(() => import('./routes/login'), routeNames.login) },
          {
            path: 'create-account',
            ...signedOutPage(() => import('./routes/create-account'), routeNames.createAccount),
          },
          {
            path: 'restore-password',
            // Its code step tells of a resent code in a notification.
            ...signedOutPage(
              () => import('./routes/restore-password'),
              routeNames.restorePassword,
              {
                overlays: true,
              },
            ),
          },
        ],
      },
      {
        path: '/new-login',
        ...signedOutPage(() => import('./routes/new-login'), routeNames.newLogin),
      },
      {
        path: '/dialogue-builder-test',
        element: <PublicLayout wide />,
        children: [
          {
            index: true,
            ...page(() => import('./routes/dialogue-builder-test'), routeNames.dialogueBuilderTest),
          },
        ],
      },
      // A dialog's share link: anyone may open it, signed in or not.
      { path: '/play/:token', ...page(() => import('./routes/play'), routeNames.play) },
      {
        element: (
          <RequireSession>
            <Outlet />
          </RequireSession>
        ),
        children: [
          {
            ...signedInLayout((module) => module.HomeLayout),
            children: [
              {
                path: '/create-setting/:userId',
                ...page(() => import('./routes/create-setting'), routeNames.createSetting),
              },
              {
                path: '/select-setting',
                ...page(() => import('./routes/select-setting'), routeNames.selectSetting),
              },
              {
                path: '/analytics',
                ...page(() => import('./routes/analytics'), routeNames.analytics),
              },
              { path: '/help', ...page(() => import('./routes/help'), routeNames.help) },
              { path: '/profile', ...page(() => import('./routes/profile'), routeNames.profile) },
              {
                path: '/:ownerUserName',
                ...page(() => import('./routes/owner-worlds'), routeNames.ownerUserName),
              },
            ],
          },
        ],
      },
      // Outside RequireSession: a public world opens to signed-out readers; WorldLayout
      // sends anyone else to the login page with the way back.
      {
        path: '/:ownerUserName/:settingUrl',
        ...signedInLayout((module) => module.WorldLayout),
        handle: { name: routeNames.setting },
        children: worldChildren,
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
