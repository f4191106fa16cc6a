// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The committed iOS and Android projects (apps/web/ios, apps/web/android) as the systems read
// them: the links that open the app, the permissions and the reasons shown to the user.
const WEB = join(import.meta.dirname, '../..');
// happy-dom's XML parser stumbles on a declaration in single quotes (strings.xml has one).
const xml = (path: string) =>
  new DOMParser().parseFromString(
    readFileSync(join(WEB, path), 'utf8').replace(/^<\?xml[^>]*\?>/, ''),
    'text/xml',
  );

type PlistValue = string | boolean | number | PlistValue[] | { [key: string]: PlistValue };

function plistValue(node: Element): PlistValue {
  switch (node.tagName) {
    case 'dict': {
      const dict: Record<string, PlistValue> = {};
      const children = [...node.children];
      for (let i = 0; i < children.length; i += 2)
        dict[children[i]!.textContent!] = plistValue(children[i + 1]!);
      return dict;
    }
    case 'array':
      return [...node.children].map(plistValue);
    case 'true':
      return true;
    case 'false':
      return false;
    case 'integer':
      return Number(node.textContent);
    default:
      return node.textContent ?? '';
  }
}

const plist = (path: string) =>
  plistValue(xml(path).querySelector('plist > dict')!) as Record<string, PlistValue>;

describe('AndroidManifest.xml', () => {
  const manifest = xml('android/app/src/main/AndroidManifest.xml');
  const activity = manifest.querySelector('activity[android\\:name=".MainActivity"]')!;
  const filters = [...activity.querySelectorAll('intent-filter')];
  const dataOf = (filter: Element) =>
    [...filter.querySelectorAll('data')].map((data) =>
      Object.fromEntries([...data.attributes].map((attribute) => [attribute.name, attribute.value])),
    );

  it('verifies App Links for /auth/complete and /shared/* on https', () => {
    const appLinks = filters.find((filter) => filter.getAttribute('android:autoVerify') === 'true')!;
    expect(appLinks).toBeDefined();
    expect([...appLinks.querySelectorAll('action')].map((a) => a.getAttribute('android:name'))).toEqual([
      'android.intent.action.VIEW',
    ]);
    expect([...appLinks.querySelectorAll('category')].map((c) => c.getAttribute('android:name'))).toEqual([
      'android.intent.category.DEFAULT',
      'android.intent.category.BROWSABLE',
    ]);
    expect(dataOf(appLinks)).toEqual([
      { 'android:scheme': 'https' },
      { 'android:host': '${appLinkHost}' },
      { 'android:path': '/auth/complete' },
      { 'android:pathPrefix': '/shared/' },
    ]);
    // The host comes from the build (-PtolkAppLinkHost), tolk.app by default.
    expect(readFileSync(join(WEB, 'android/app/build.gradle'), 'utf8')).toMatch(
      /manifestPlaceholders = \[appLinkHost: project\.findProperty\('tolkAppLinkHost'\) \?: 'tolk\.app'\]/,
    );
  });

  it('opens the custom scheme app.tolk:// as the fallback', () => {
    const custom = filters.find((filter) =>
      dataOf(filter).some((data) => data['android:scheme']?.startsWith('@string/')),
    );
    expect(custom?.getAttribute('android:autoVerify')).toBeNull();
    const strings = xml('android/app/src/main/res/values/strings.xml');
    expect(strings.querySelector('string[name="custom_url_scheme"]')?.textContent).toBe('app.tolk');
  });

  it('asks for the camera, and for no storage access (photos come from the system picker)', () => {
    const permissions = [...manifest.querySelectorAll('uses-permission')].map((p) =>
      p.getAttribute('android:name'),
    );
    expect(permissions).toContain('android.permission.CAMERA');
    expect(permissions).not.toContain('android.permission.READ_EXTERNAL_STORAGE');
    const camera = manifest.querySelector('uses-feature[android\\:name="android.hardware.camera"]');
    expect(camera?.getAttribute('android:required')).toBe('false');
  });
});

describe('iOS Info.plist and entitlements', () => {
  const info = plist('ios/App/App/Info.plist');

  it('gives the camera and the photo library a reason the user reads', () => {
    for (const key of [
      'NSCameraUsageDescription',
      'NSPhotoLibraryUsageDescription',
      'NSPhotoLibraryAddUsageDescription',
    ]) {
      expect(info[key], key).toMatch(/^Tolk .{20,}\.$/);
    }
  });

  it('opens the custom scheme and takes Google’s sign-in callback', () => {
    const schemes = (info.CFBundleURLTypes as { CFBundleURLSchemes: string[] }[]).flatMap(
      (type) => type.CFBundleURLSchemes,
    );
    expect(schemes).toEqual(['app.tolk', '$(TOLK_GOOGLE_IOS_URL_SCHEME)']);
  });

  it('claims the server’s links (Associated Domains) and Sign in with Apple', () => {
    const entitlements = plist('ios/App/App/App.entitlements');
    expect(entitlements['com.apple.developer.associated-domains']).toEqual([
      'applinks:$(TOLK_APP_LINK_HOST)',
      'webcredentials:$(TOLK_APP_LINK_HOST)',
    ]);
    expect(entitlements['com.apple.developer.applesignin']).toEqual(['Default']);
  });

  it('builds with those entitlements and a default link host, in every configuration', () => {
    const project = readFileSync(join(WEB, 'ios/App/App.xcodeproj/project.pbxproj'), 'utf8');
    expect(project.match(/CODE_SIGN_ENTITLEMENTS = App\/App\.entitlements;/g)).toHaveLength(2);
    expect(project.match(/TOLK_APP_LINK_HOST = tolk\.app;/g)).toHaveLength(2);
    expect(project).toMatch(/PRODUCT_BUNDLE_IDENTIFIER = app\.tolk;/);
  });
});
