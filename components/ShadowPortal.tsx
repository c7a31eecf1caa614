// Renders its children into a page UI's shadow root (components/shadowHost.ts): the host is appended to body when the
// portal first renders and removed when it unmounts, so "no panel" means no element on the page at all.
import { createPortal, type ComponentChildren } from 'preact';
import type { RefObject } from 'preact';
import { useLayoutEffect, useState } from 'preact/hooks';
import { mountShadowHost, shadowContainer } from './shadowHost';

export interface ShadowPortalProps {
  /** The host's `data-reprolens` value (components/pageHosts.ts HOST_IDS). */
  testId: string;
  /** The host's `data-*` attributes (styles and tests read them), set again on every render. */
  dataset: Record<string, string>;
  /** Holds the host while it is on the page (the content scripts measure and query through it). */
  hostRef?: RefObject<HTMLElement | null>;
  /** Put the host first in body (early in the tab order) instead of last. */
  first?: boolean;
  /** A site's own stylesheet, after the shared ones (components/githubLook.css on GitHub). */
  siteCss?: string;
  /** The shadow root's content; gets the host, which is in the page by then (placement is measured from it). */
  children: (host: HTMLElement) => ComponentChildren;
}

export function ShadowPortal({ testId, dataset, hostRef, first, siteCss, children }: ShadowPortalProps) {
  // Created and appended on the first render: Preact commits every render it starts, so none is ever thrown away.
  const [host] = useState(() => mountShadowHost(testId, first, siteCss));
  useLayoutEffect(() => {
    if (hostRef) hostRef.current = host;
    return () => {
      if (hostRef?.current === host) hostRef.current = null;
      host.remove();
    };
  }, [host, hostRef]);
  // Before the children render, as the old paint did: what they measure may depend on the host's attributes.
  Object.assign(host.dataset, dataset);
  return createPortal(children(host), shadowContainer(host));
}
