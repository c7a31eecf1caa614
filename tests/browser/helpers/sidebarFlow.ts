// What the panel covers of Stack Overflow's sidebar, measured in the page: the panel is the sidebar's first widget (a
// slot holds its room, components/overlay/useSidebarSlot.ts), so its frame and every other widget of the
// sidebar — The Overflow Blog, Featured on Meta, Linked, Related, Hot Network Questions — share no pixel. Runs in
// Chromium (Playwright) and Firefox (puppeteer) alike: the function is serialised into the page.

export interface SidebarBox {
  /** The widget's id or class names (Linked is `module sidebar-linked`, Related `module sidebar-related`). */
  name: string;
  top: number;
  bottom: number;
  /** Its area under the panel's frame, px². */
  covered: number;
}

export interface SidebarLayout {
  docked: string;
  frame: { top: number; bottom: number; left: number; right: number; height: number };
  /** The slot's height (0 without one), which the sidebar's widgets sit below. */
  slotHeight: number;
  slotCount: number;
  widgets: SidebarBox[];
  topBarBottom: number;
  /** The folded header's height and whether its text fits on its one line without being cut. */
  header: { height: number; lines: number };
}

/** Runs in the page (test builds keep the shadow root open: components/shadowHost.ts). */
export function sidebarLayout(): SidebarLayout {
  const host = document.querySelector('[data-reprolens="panel"]') as HTMLElement;
  const root = host.shadowRoot!;
  const frameElement = root.querySelector('.rl-frame') as HTMLElement;
  const f = frameElement.getBoundingClientRect();
  const slots = document.querySelectorAll('[data-reprolens="sidebar-slot"]');
  const slot = slots[0] as HTMLElement | undefined;
  const sidebar = document.querySelector('#sidebar');
  const widgets = [...(sidebar?.children ?? [])]
    // What the page shows in the sidebar's flow: not a hidden modal kept there (the feed-link dialog), nor our slot.
    .filter((e) => e !== slot && getComputedStyle(e).visibility !== 'hidden' && getComputedStyle(e).position !== 'fixed')
    .map((e) => ({ e, r: e.getBoundingClientRect() }))
    .filter(({ r }) => r.width > 0 && r.height > 0)
    .map(({ e, r }) => {
      const w = Math.max(0, Math.min(f.right, r.right) - Math.max(f.left, r.left));
      const h = Math.max(0, Math.min(f.bottom, r.bottom) - Math.max(f.top, r.top));
      return { name: e.id || String(e.className), top: r.top, bottom: r.bottom, covered: Math.round(w * h) };
    });
  const bar = document.querySelector('header.s-topbar, header.top-bar');
  const fixed = bar && ['fixed', 'sticky'].includes(getComputedStyle(bar).position);
  const line = root.querySelector('.rl-line') as HTMLElement | null;
  const text = root.querySelector('[data-reprolens="missing-line"]') as HTMLElement | null;
  const lineHeight = text ? Number.parseFloat(getComputedStyle(text).lineHeight) || 17 : 17;
  return {
    docked: frameElement.dataset.docked ?? '',
    frame: { top: f.top, bottom: f.bottom, left: f.left, right: f.right, height: f.height },
    slotHeight: slot ? slot.getBoundingClientRect().height : 0,
    slotCount: slots.length,
    widgets,
    topBarBottom: fixed ? bar.getBoundingClientRect().bottom : 0,
    header: {
      height: line?.getBoundingClientRect().height ?? 0,
      lines: text ? Math.round(text.getBoundingClientRect().height / lineHeight) : 0,
    },
  };
}
