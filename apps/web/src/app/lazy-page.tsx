import { lazy, type ComponentType } from 'react';

/** A route's page loaded on demand, which can also be loaded ahead (`preload`) by the router. */
export interface LazyPage {
  (): React.JSX.Element;
  preload(): Promise<unknown>;
}

/**
 * Like React.lazy, but once the module has arrived the page renders at once instead of suspending. The
 * first page of a visit is loaded before the app mounts (main.tsx, `preloadRoute`), so its first render
 * is the whole page: no spinner, and no wait for React's Suspense reveal throttle (~300 ms) before the
 * content shows (issue 31: the category page's text appeared 0.3 s after the frame on every load).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        Loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null; // a failed download is tried again by the next render
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(preload);
  function Page() {
    return Loaded ? <Loaded /> : <Suspending />;
  }
  Page.preload = preload;
  return Page;
}
