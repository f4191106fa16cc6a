import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { ScreenHandle } from './handle';
import { NavigationGuard } from './NavigationGuard';
import { RootLayout } from './RootLayout';

const handle = (h: ScreenHandle) => h;

type Screen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * A screen whose code is loaded when it is first shown: React.lazy under the app's Suspense, not
 * the router's own lazy routes (with those, about one direct page load in five ended on the
 * router's "No route matches" 404). Navigations are transitions, so the previous screen stays
 * while the next one loads; on the first load the loading overlay shows.
 */
function screen(load: () => Promise<ComponentType>): Screen {
  let loading: Promise<ComponentType> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(
    lazy(async () => ({ default: await preload() })),
    { preload },
  );
}

/** /welcome and the main layout with its screens: shown only once the navigation guard lets them. */
const guardedRoutes: RouteObject[] = [
  {
    path: '/welcome',
    Component: screen(async () => (await import('../../screens/welcome/WelcomeScreen')).WelcomeScreen),
    handle: handle({ name: 'Welcome' }),
  },
  {
    path: '/',
    Component: screen(async () => (await import('../../screens/main/MainLayout')).MainLayout),
    children: [
      {
        index: true,
        Component: screen(async () => (await import('../../screens/home/HomeScreen')).HomeScreen),
        handle: handle({ name: 'Home', titleKey: 'home.title', subtitleKey: 'home.subtitle' }),
      },
      {
        path: 'history/:folderId?',
        Component: screen(async () => (await import('../../screens/history/HistoryScreen')).HistoryScreen),
        handle: handle({ name: 'History', titleKey: 'history.title', subtitleKey: 'history.subtitle' }),
      },
      {
        path: 'pricing',
        Component: screen(async () => (await import('../../screens/pricing/PricingScreen')).PricingScreen),
        handle: handle({ name: 'Pricing', titleKey: 'pricing.title', subtitleKey: 'pricing.subtitle' }),
      },
      {
        path: 'settings',
        Component: screen(async () => (await import('../../screens/settings/SettingsScreen')).SettingsScreen),
        handle: handle({ name: 'Settings', titleKey: 'settings.title', subtitleKey: 'settings.subtitle' }),
      },
      {
        path: 'settings/glossaries',
        Component: screen(
          async () => (await import('../../screens/glossaries/GlossariesScreen')).GlossariesScreen,
        ),
        handle: handle({
          name: 'Glossaries',
          titleKey: 'glossaries.title',
          subtitleKey: 'glossaries.subtitle',
        }),
      },
      {
        path: 'settings/glossaries/:glossaryId',
        Component: screen(
          async () => (await import('../../screens/glossaries/GlossaryScreen')).GlossaryScreen,
        ),
        handle: handle({
          name: 'Glossary',
          titleKey: 'glossaries.title',
          subtitleKey: 'glossaries.subtitle',
        }),
      },
      {
        path: 'profile',
        Component: screen(async () => (await import('../../screens/profile/ProfileScreen')).ProfileScreen),
        handle: handle({ name: 'Profile', titleKey: 'profile.title', subtitleKey: 'profile.subtitle' }),
      },
      {
        path: 'camera',
        Component: screen(async () => (await import('../../screens/camera/CameraScreen')).CameraScreen),
        handle: handle({ name: 'Camera', titleKey: 'camera.title', hideHeader: true }),
      },
      {
        id: 'CameraResult',
        path: 'camera/result',
        Component: screen(
          async () => (await import('../../screens/camera-result/CameraResultScreen')).CameraResultScreen,
        ),
        handle: handle({
          name: 'CameraResult',
          titleKey: 'cameraResult.title',
          hideHeader: true,
          hideNav: true,
        }),
      },
    ],
  },
];

/**
 * The routes of SPEC.md §2. The signed-in screens and /welcome sit under the navigation guard; the
 * auth completion, shared-document and not-found pages are open to everyone. Each group has its own
 * RootLayout, below the guard, so the tab title changes only once a guarded screen may show. Each
 * screen's code is loaded when it is first opened (`screen`).
 */
export const routes: RouteObject[] = [
  { Component: NavigationGuard, children: [{ Component: RootLayout, children: guardedRoutes }] },
  {
    Component: RootLayout,
    children: [
      {
        path: '/auth/complete',
        Component: screen(
          async () => (await import('../../screens/auth-complete/AuthCompleteScreen')).AuthCompleteScreen,
        ),
        handle: handle({ name: 'AuthComplete', titleKey: 'authComplete.title' }),
      },
      {
        path: '/shared/:shareId',
        Component: screen(async () => (await import('../../screens/shared/SharedScreen')).SharedScreen),
        handle: handle({ name: 'Shared', titleKey: 'shared.title' }),
      },
      {
        path: '*',
        Component: screen(
          async () => (await import('../../screens/not-found/NotFoundScreen')).NotFoundScreen,
        ),
        handle: handle({ name: 'NotFound', titleKey: 'notFound.title' }),
      },
    ],
  },
];

/**
 * Starts fetching the code of the screens at `pathname` at once, so it arrives while start-up runs
 * instead of after it (the router asks for it only once it is created). The router's own request
 * for the same module is then answered from the module map.
 */
export function preloadRoute(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const preload = (route.Component as Partial<Screen> | undefined)?.preload;
    if (preload) void preload().catch(() => undefined);
  }
}
