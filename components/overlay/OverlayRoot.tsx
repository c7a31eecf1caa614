// Everything the overlay draws in its shadow root: the panel frame, placed beside the question, and the marks
// over evidence in the post. Positions are in the host's coordinates (the host is a 0×0 box at the document's
// origin), so they stay right while the page scrolls.
import { useRef } from 'preact/hooks';
import { QuestionPanel, type QuestionPanelProps } from '../QuestionPanel';
import { hostPropertyName } from '../shadowHost';
import { useFollowScroll } from './useFollowScroll';
import { useSidebarSlot } from './useSidebarSlot';

export interface FramePlacement {
  /**
   * "side": first in the right sidebar, in its flow (a slot holds its room); "corner": fixed at the viewport's bottom — at its right
   * edge, or, with a `width`, in the column that starts at `left` (viewport px; GitHub's sidebar column).
   */
  docked: 'side' | 'corner';
  left: number;
  top: number;
  width: number;
  /** The page's fixed top bar's bottom edge in the viewport (0 without one): the frame stays below it. */
  topBarBottom: number;
}

export interface MarkBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface OverlayRootProps extends QuestionPanelProps {
  /** The shadow host, in the page (the frame follows the scroll relative to it). */
  host: HTMLElement;
  placement: FramePlacement;
  marks: MarkBox[];
  /** Bumped on each evidence click so the marks' fade animation restarts. */
  markKey: number;
  /** The column the docked frame follows down (./pageAdapter.ts). */
  followedColumn: () => Element | null;
  /** Where the docked frame takes its room in the page's flow (./useSidebarSlot.ts); null: it takes none. */
  slotParent: Element | null;
}

export function OverlayRoot({ host, placement, marks, markKey, followedColumn, slotParent, ...panel }: OverlayRootProps) {
  const frame = useRef<HTMLDivElement>(null);
  const slot = useSidebarSlot(frame, placement.docked === 'side' ? slotParent : null);
  // Sticky only when folded: the one line covers little; the expanded panel keeps its place in the sidebar.
  useFollowScroll(frame, host, placement, followedColumn, slot, !panel.expanded);
  const topBar = { [hostPropertyName(host, '--rl-top')]: `${placement.topBarBottom}px` };
  const style =
    placement.docked === 'side'
      ? { left: `${placement.left}px`, top: `${placement.top}px`, width: `${placement.width}px`, ...topBar }
      : placement.width > 0
        ? { left: `${placement.left}px`, width: `${placement.width}px`, right: 'auto', ...topBar }
        : topBar;
  return (
    <>
      <div class="rl-marks" key={markKey} aria-hidden="true">
        {marks.map((m, i) => (
          <div
            key={i}
            class="rl-mark"
            data-reprolens="evidence-mark"
            style={{ left: `${m.left}px`, top: `${m.top}px`, width: `${m.width}px`, height: `${m.height}px` }}
          />
        ))}
      </div>
      <div class="rl-frame" data-docked={placement.docked} style={style} ref={frame}>
        <QuestionPanel {...panel} />
      </div>
    </>
  );
}
