import type { RouteObject } from 'react-router';
import { AuthCompleteScreen } from '../../screens/auth-complete/AuthCompleteScreen';
import { CameraResultScreen } from '../../screens/camera-result/CameraResultScreen';
import { CameraScreen } from '../../screens/camera/CameraScreen';
import { HistoryScreen } from '../../screens/history/HistoryScreen';
import { HomeScreen } from '../../screens/home/HomeScreen';
import { MainLayout } from '../../screens/main/MainLayout';
import { NotFoundScreen } from '../../screens/not-found/NotFoundScreen';
import { PricingScreen } from '../../screens/pricing/PricingScreen';
import { ProfileScreen } from '../../screens/profile/ProfileScreen';
import { SettingsScreen } from '../../screens/settings/SettingsScreen';
import { SharedScreen } from '../../screens/shared/SharedScreen';
import { WelcomeScreen } from '../../screens/welcome/WelcomeScreen';
import { LoadingOverlay } from '../LoadingOverlay';
import { guardLoader } from './guardLoader';
import type { ScreenHandle } from './handle';
import { RootLayout } from './RootLayout';

const handle = (h: ScreenHandle) => h;

/**
 * The routes of SPEC.md §2. Guarded screens run the navigation guard as their loader; the
 * auth completion, shared-document and not-found pages are open to everyone.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: LoadingOverlay,
    children: [
      {
        path: '/welcome',
        Component: WelcomeScreen,
        loader: guardLoader,
        handle: handle({ name: 'Welcome' }),
      },
      {
        path: '/auth/complete',
        Component: AuthCompleteScreen,
        handle: handle({ name: 'AuthComplete', titleKey: 'authComplete.title' }),
      },
      {
        path: '/shared/:shareId',
        Component: SharedScreen,
        handle: handle({ name: 'Shared', titleKey: 'shared.title' }),
      },
      {
        path: '/',
        Component: MainLayout,
        children: [
          {
            index: true,
            Component: HomeScreen,
            loader: guardLoader,
            handle: handle({ name: 'Home', titleKey: 'home.title', subtitleKey: 'home.subtitle' }),
          },
          {
            path: 'history/:folderId?',
            Component: HistoryScreen,
            loader: guardLoader,
            handle: handle({ name: 'History', titleKey: 'history.title', subtitleKey: 'history.subtitle' }),
          },
          {
            path: 'pricing',
            Component: PricingScreen,
            loader: guardLoader,
            handle: handle({ name: 'Pricing', titleKey: 'pricing.title', subtitleKey: 'pricing.subtitle' }),
          },
          {
            path: 'settings',
            Component: SettingsScreen,
            loader: guardLoader,
            handle: handle({
              name: 'Settings',
              titleKey: 'settings.title',
              subtitleKey: 'settings.subtitle',
            }),
          },
          {
            path: 'profile',
            Component: ProfileScreen,
            loader: guardLoader,
            handle: handle({ name: 'Profile', titleKey: 'profile.title', subtitleKey: 'profile.subtitle' }),
          },
          {
            path: 'camera',
            Component: CameraScreen,
            loader: guardLoader,
            handle: handle({ name: 'Camera', titleKey: 'camera.title', hideHeader: true }),
          },
          {
            id: 'CameraResult',
            path: 'camera/result',
            Component: CameraResultScreen,
            loader: guardLoader,
            handle: handle({
              name: 'CameraResult',
              titleKey: 'cameraResult.title',
              hideHeader: true,
              hideNav: true,
            }),
          },
        ],
      },
      {
        path: '*',
        Component: NotFoundScreen,
        handle: handle({ name: 'NotFound', titleKey: 'notFound.title' }),
      },
    ],
  },
];
