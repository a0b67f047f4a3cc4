import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths.ts';
import { FrameLayout } from './layouts/frame-layout.tsx';
import { FramelessLayout } from './layouts/frameless-layout.tsx';
import { routes } from './router.tsx';

function pathsUnder(layout: unknown): string[] {
  const root = routes[0]!;
  const branch = root.children?.find(
    (r: RouteObject) => (r.element as { type?: unknown } | undefined)?.type === layout,
  );
  return (branch?.children ?? []).map((r) => r.path ?? '');
}

describe('route tree', () => {
  const framed = pathsUnder(FrameLayout);
  const frameless = pathsUnder(FramelessLayout);

  it('routes every path of paths.ts exactly once', () => {
    const all = Object.values(paths).map((p) => p.path);
    expect([...framed, ...frameless].sort()).toEqual([...all].sort());
  });

  it('keeps the app-* pages, KYC, /password_reset and not-found outside the common frame (SPEC §2)', () => {
    expect(frameless.sort()).toEqual(
      [
        paths.kyc.path,
        paths.appAbout.path,
        paths.appTerms.path,
        paths.appPrivacyPolicy.path,
        paths.appContactUs.path,
        paths.passwordReset.path,
        paths.appPasswordReset.path,
        paths.notFound.path,
      ].sort(),
    );
    expect(framed).toContain(paths.home.path);
    expect(framed).toContain(paths.contactUs.path);
  });
});
