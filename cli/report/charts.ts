// The report's charts: Vega-Lite specs (vega.github.io/vega-lite) compiled to Vega and rendered to SVG in Node with
// the headless renderer ("none"), so the HTML carries finished drawings: no script, no network. Vega writes every data
// value into the SVG as escaped text.
import { parse, View } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { ITEM_IDS } from '../../lib/checklist';
import { STATUS_NAMES } from '../../lib/items/shared/texts';
import type { CountRow, ItemShares } from './findings';
import { itemTitle } from './reportTables';
import { STATUSES } from './tally';

const STATUS_COLOURS = { present: '#2e7d32', partial: '#e0a100', absent: '#c62828', na: '#9e9e9e' } as const;
const BAR_COLOUR = '#3b6ea8';
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const CONFIG = { font: FONT, view: { stroke: null }, axis: { labelFontSize: 12, titleFontSize: 12 }, legend: { labelFontSize: 12 } };

/** Bars of a count table: across for named groups (labels read level), upright for years (time runs left to right). */
export function countChart(rows: CountRow[], heading: string, upright = false): TopLevelSpec {
  const group = { field: 'label', type: 'nominal' as const, title: heading, sort: null };
  const count = { field: 'count', type: 'quantitative' as const, title: 'Questions' };
  return {
    config: CONFIG,
    width: upright ? { step: 36 } : 420,
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

/** One stacked bar per item (per group within an item's panel when `byGroup`), split into its status shares. */
export function statusChart(rows: ItemShares[], byGroup?: string): TopLevelSpec {
  const values = rows.flatMap((row) =>
    STATUSES.map((status, order) => ({
      item: itemTitle(row.item),
      group: row.label,
      status: statusName(status),
      order,
      share: row.n ? row.counts[status] / row.n : 0,
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
  const itemOrder = ITEM_IDS.map(itemTitle);
  if (!byGroup)
    return {
      config: CONFIG,
      width: 420,
      height: { step: 24 },
      data: { values },
      mark: 'bar',
      encoding: { y: { field: 'item', type: 'nominal', title: 'Item', sort: itemOrder }, x: share, color: colour, order },
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
      encoding: { y: { field: 'group', type: 'nominal', title: byGroup, sort: null }, x: share, color: colour, order },
    },
    resolve: { scale: { y: 'shared' } },
  };
}

/**
 * The chart as an SVG element for inline use in HTML. The namespace declarations go: inside HTML the parser puts an
 * <svg> in the SVG namespace itself (HTML Living Standard, "foreign elements"), and the report then names no URL at all.
 */
export async function chartSvg(spec: TopLevelSpec): Promise<string> {
  const view = new View(parse(compile(spec).spec), { renderer: 'none' });
  try {
    const svg = await view.toSVG();
    return svg.replace(/ xmlns(:xlink)?="[^"]*"/g, '');
  } finally {
    view.finalize();
  }
}
