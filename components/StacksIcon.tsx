// Stack Overflow's own icons (@stackoverflow/stacks-icons, Apache-2.0, see THIRD_PARTY_NOTICES.md) in place of text
// glyphs, so the panel reads as one of the site's own widgets. The package ships each icon as an SVG string; ours
// are drawn from its viewBox and path data as DOM elements, so no markup string is ever parsed into the page.
import {
  IconAlert16,
  IconCheck16,
  IconChevron16Down,
  IconChevron16Right,
  IconChevron16Up,
  IconCross16,
  IconCross16Circle,
  IconHelp16,
  IconInfo16,
} from '@stackoverflow/stacks-icons/icons';

const ICONS = {
  alert: IconAlert16,
  check: IconCheck16,
  chevronDown: IconChevron16Down,
  chevronRight: IconChevron16Right,
  chevronUp: IconChevron16Up,
  cross: IconCross16,
  crossCircle: IconCross16Circle,
  help: IconHelp16,
  info: IconInfo16,
} as const;

export type StacksIconName = keyof typeof ICONS;

export interface IconShape {
  viewBox: string;
  size: number;
  paths: string[];
}

/** The viewBox, size and path data of one of the package's SVG strings (each is `<svg …><path d="…"/>…</svg>`). */
export function iconShape(svg: string): IconShape {
  const viewBox = attributeAfter(svg, 'viewBox="', 0) ?? '0 0 16 16';
  const paths: string[] = [];
  for (let at = svg.indexOf(' d="'); at >= 0; at = svg.indexOf(' d="', at + 4)) {
    const d = attributeAfter(svg, ' d="', at);
    if (d) paths.push(d);
  }
  return { viewBox, size: Number(viewBox.split(' ')[3]) || 16, paths };
}

const SHAPES = new Map<StacksIconName, IconShape>();

export function StacksIcon({ name, class: className }: { name: StacksIconName; class?: string }) {
  let shape = SHAPES.get(name);
  if (!shape) {
    shape = iconShape(ICONS[name]);
    SHAPES.set(name, shape);
  }
  return (
    <svg
      class={`svg-icon rl-icon${className ? ` ${className}` : ''}`}
      width={shape.size}
      height={shape.size}
      viewBox={shape.viewBox}
      aria-hidden="true"
      focusable="false"
    >
      {shape.paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

function attributeAfter(text: string, prefix: string, from: number): string | null {
  const start = text.indexOf(prefix, from);
  if (start < 0) return null;
  const end = text.indexOf('"', start + prefix.length);
  return end < 0 ? null : text.slice(start + prefix.length, end);
}
