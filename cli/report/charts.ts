// The report's charts: Vega-Lite specs (vega.github.io/vega-lite) compiled to Vega and rendered to SVG in Node with
// the headless renderer ("none"), so the HTML carries finished drawings: no script, no network. Vega writes every data
// value into the SVG as escaped text.
import type { TopLevelSpec } from 'vega-lite';
import { ITEM_IDS } from '../../lib/checklist';
import { STATUS_NAMES } from '../../lib/items/shared/texts';
import type { CountRow, ItemShares } from './findings';
import { itemTitle, percent } from './reportTables';
import { STATUSES } from './tally';

const STATUS_COLOURS = { present: '#2e7d32', partial: '#e0a100', absent: '#c62828', na: '#9e9e9e' } as const;
const BAR_COLOUR = '#3b6ea8';
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
// Labels as long as a bug type's name ("Tensor shape or input problem") are shown whole (the default cuts at 180 px; without a canvas, Vega estimates text widths generously).
const CONFIG = {
  font: FONT,
  view: { stroke: null },
  axis: { labelFontSize: 12, titleFontSize: 12, labelLimit: 320 },
  legend: { labelFontSize: 12 },
};

/** Bars of a count table: across for named groups (labels read level), upright for years (time runs left to right). */
export function countChart(rows: CountRow[], heading: string, upright = false): TopLevelSpec {
  const group = { field: 'label', type: 'nominal' as const, title: heading, sort: null, axis: { labelAngle: 0 } };
  // Whole questions: no tick at 0.5.
  const count = { field: 'count', type: 'quantitative' as const, title: 'Questions', axis: { tickMinStep: 1, format: 'd' } };
  return {
    config: CONFIG,
    width: upright ? { step: 48 } : 420,
    height: upright ? 220 : { step: 22 },
    data: { values: rows.map((row) => ({ label: row.label, count: row.count })) },
    layer: [
      { mark: { type: 'bar', color: BAR_COLOUR }, encoding: upright ? { x: group, y: count } : { y: group, x: count } },
      {
        mark: upright ? { type: 'text', dy: -7 } : { type: 'text', align: 'left', dx: 3 },
        encoding: { ...(upright ? { x: group, y: count } : { y: group, x: count }), text: { field: 'count', type: 'quantitative' } },
      },
    ],
  };
}

const statusName = (status: (typeof STATUSES)[number]) => STATUS_NAMES[status];

/** One stacked bar per item (per group, in a panel per item, when `byGroup`), split into its status shares. */
export function statusChart(rows: ItemShares[], byGroup = false): TopLevelSpec {
  const values = rows.flatMap((row) =>
    STATUSES.map((status, order) => ({
      item: itemTitle(row.item),
      group: row.label,
      status: statusName(status),
      order,
      share: row.n ? row.counts[status] / row.n : 0,
      // What a screen reader says of the bar (else every encoded field, the stacking order too).
      description: `${byGroup ? `${row.label}, ` : ''}${itemTitle(row.item)}: ${statusName(status)} ${percent(row.n ? row.counts[status] / row.n : 0)} of ${row.n}`,
    })),
  );
  const colour = {
    field: 'status',
    type: 'nominal' as const,
    title: 'Status',
    scale: { domain: STATUSES.map(statusName), range: STATUSES.map((s) => STATUS_COLOURS[s]) },
  };
  const share = {
    field: 'share',
    type: 'quantitative' as const,
    title: 'Share of bug reports',
    axis: { format: '.0%' },
    stack: 'zero' as const,
  };
  const order = { field: 'order', type: 'quantitative' as const };
  const description = { field: 'description', type: 'nominal' as const };
  const itemOrder = ITEM_IDS.map(itemTitle);
  if (!byGroup)
    return {
      config: CONFIG,
      width: 420,
      height: { step: 24 },
      data: { values },
      mark: 'bar',
      encoding: { y: { field: 'item', type: 'nominal', title: null, sort: itemOrder }, x: share, color: colour, order, description },
    };
  return {
    config: CONFIG,
    data: { values },
    facet: { field: 'item', type: 'nominal', title: null, sort: itemOrder },
    columns: 2,
    spec: {
      width: 260,
      height: { step: 18 },
      mark: 'bar',
      encoding: {
        y: { field: 'group', type: 'nominal', title: null, sort: null },
        x: share,
        color: colour,
        order,
        description,
      },
    },
    resolve: { scale: { y: 'shared' } },
  };
}

/**
 * The chart as an SVG element for inline use in HTML. The namespace declarations go: inside HTML the parser puts an
 * <svg> in the SVG namespace itself (HTML Living Standard, "foreign elements"), and the report then names no URL at all.
 */
export async function chartSvg(spec: TopLevelSpec): Promise<string> {
  // Loaded here, not at the top: every `reprolens` command would otherwise load Vega at start (~0.15 s).
  const [{ parse, View }, { compile }] = await Promise.all([import('vega'), import('vega-lite')]);
  const view = new View(parse(compile(spec).spec), { renderer: 'none' });
  try {
    const svg = await view.toSVG();
    return svg.replace(/ xmlns(:xlink)?="[^"]*"/g, '');
  } finally {
    view.finalize();
  }
}
