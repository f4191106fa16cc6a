import { describe, expect, it, vi } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import type { ScreenHandle } from './handle';
import { NavigationGuard } from './NavigationGuard';
import { preloadRoute, routes } from './routes';

function screenAt(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const leaf = matches[matches.length - 1]?.route;
  return {
    handle: leaf?.handle as ScreenHandle | undefined,
    guarded: matches.some(({ route }) => route.Component === NavigationGuard),
    id: leaf?.id,
    params: matches[matches.length - 1]?.params,
  };
}

describe('routes of SPEC.md §2', () => {
  it('maps every path to its screen', () => {
    const expected: Record<string, string> = {
      '/welcome': 'Welcome',
      '/': 'Home',
      '/history': 'History',
      '/history/folder-1': 'History',
      '/pricing': 'Pricing',
      '/settings': 'Settings',
      '/settings/glossaries': 'Glossaries',
      '/settings/glossaries/g-1': 'Glossary',
      '/profile': 'Profile',
      '/camera': 'Camera',
      '/camera/result': 'CameraResult',
      '/auth/complete': 'AuthComplete',
      '/shared/abc': 'Shared',
      '/no/such/page': 'NotFound',
      '/history/a/b': 'NotFound',
    };
    for (const [path, name] of Object.entries(expected)) expect(screenAt(path).handle?.name, path).toBe(name);
  });

  it('passes the optional folder id and names the camera result route CameraResult', () => {
    expect(screenAt('/history/folder-1').params).toMatchObject({ folderId: 'folder-1' });
    expect(screenAt('/camera/result').id).toBe('CameraResult');
  });

  it('hides the header on the camera screens and the navigation on the camera result', () => {
    expect(screenAt('/camera').handle).toMatchObject({ hideHeader: true });
    expect(screenAt('/camera').handle?.hideNav).toBeFalsy();
    expect(screenAt('/camera/result').handle).toMatchObject({ hideHeader: true, hideNav: true });
    expect(screenAt('/settings').handle?.hideHeader).toBeFalsy();
  });

  it('guards the signed-in screens and /welcome, not the public pages', () => {
    for (const path of [
      '/welcome',
      '/',
      '/history',
      '/pricing',
      '/settings',
      '/profile',
      '/camera',
      '/camera/result',
    ])
      expect(screenAt(path).guarded, path).toBe(true);
    for (const path of ['/auth/complete', '/shared/abc', '/nope'])
      expect(screenAt(path).guarded, path).toBe(false);
  });
});

describe('route table', () => {
  it('uses none of the data router route fields, so its code stays out of the bundle', () => {
    const dataFields = [
      'loader',
      'action',
      'lazy',
      'HydrateFallback',
      'hydrateFallbackElement',
      'ErrorBoundary',
    ];
    const walk = (list: RouteObject[]): void =>
      list.forEach((route) => {
        for (const field of dataFields) expect(route, field).not.toHaveProperty(field);
        walk(route.children ?? []);
      });
    walk(routes);
  });
});

describe('preloadRoute', () => {
  it('starts loading the code of the screens at a path, and of no other', () => {
    const loaderAt = (path: string) => {
      const screen = matchRoutes(routes, path)?.at(-1)?.route.Component as unknown as {
        preload: () => Promise<unknown>;
      };
      return vi.spyOn(screen, 'preload').mockResolvedValue(undefined);
    };
    const history = loaderAt('/history');
    const welcome = loaderAt('/welcome');
    preloadRoute('/history/folder-1');
    expect(history).toHaveBeenCalledTimes(1);
    expect(welcome).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
