// The reproduction skeleton is built only when someone opens its section, in the panel or the popup, by the
// background, and once per reading of the page: both ask through here and share the build. One background serves
// every tab, so building it for every page view let one crafted code block hold up every tab's verdict.
import { useCallback, useMemo, useRef } from 'preact/hooks';
import type { Skeleton } from '../../lib/skeleton/build';
import { ask } from '../ask';
import type { JudgedPage } from './overlayState';

export interface SkeletonRequest {
  /** For the page as judged now: the section's request (undefined before the first verdict). */
  current: (() => Promise<Skeleton | null>) | undefined;
  /** For a given reading of the page (the popup's request). */
  forPage: (page: JudgedPage) => Promise<Skeleton | null>;
}

export function useSkeletonRequest(judged: JudgedPage | null): SkeletonRequest {
  const builds = useRef(new WeakMap<JudgedPage, Promise<Skeleton | null>>());
  const forPage = useCallback((page: JudgedPage) => {
    if (!page.offersSkeleton || !page.read.ok || page.verdict.state !== 'verdict') return Promise.resolve(null);
    let build = builds.current.get(page);
    if (!build) {
      // The background keeps the question this tab was judged with: the request names nothing else.
      build = ask('reprolens:build-skeleton', {});
      builds.current.set(page, build);
      // A failed build is tried again on the next request.
      build.catch(() => builds.current.delete(page));
    }
    return build;
  }, []);
  const current = useMemo(() => (judged ? () => forPage(judged) : undefined), [judged, forPage]);
  return { current, forPage };
}
