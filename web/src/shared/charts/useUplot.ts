// uPlot in a React box (the item page's price history, the profile's statistics), so each chart only says what it
// draws: the chart is made when the box mounts and made again when what it draws or the theme changes (its colours
// are the CSS variables of chart.css, which the theme sets), follows the box's width, and goes with the box. Until
// the pointer is on the chart, the legend shows the latest point. Import it only from lazy chunks: uPlot stays out
// of the initial bundle.
import { useEffect, useRef, useState, type RefObject } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './chart.css';

/** The theme's chart colours (chart.css) and the page's font, as uPlot takes them. */
export interface ChartTheme {
  line: string;
  bars: string;
  good: string;
  grid: string;
  text: string;
  font: string;
}

/** What a chart draws, made from the theme. A new function (its useCallback's inputs changed) redraws the chart. */
export type ChartBuild = (theme: ChartTheme) => {
  options: Omit<uPlot.Options, 'width' | 'height' | 'hooks'>;
  data: uPlot.AlignedData;
};

/** What the site's charts do unless they say otherwise: no drag-to-zoom, a legend that follows the pointer. */
const DEFAULTS: Partial<uPlot.Options> = {
  cursor: { drag: { x: false, y: false }, points: { size: 8 } },
  legend: { show: true, live: true },
};

/** Narrower boxes scroll rather than squeeze the axes together. */
const MIN_WIDTH = 240;

/** The resolved theme (the html data-theme attribute), so the chart redraws in the new colours. */
function useThemeName(): string {
  const [theme, setTheme] = useState(() => document.documentElement.dataset.theme ?? 'light');
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(document.documentElement.dataset.theme ?? 'light'));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}

function readTheme(box: HTMLElement): ChartTheme {
  const css = getComputedStyle(box);
  const colour = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    line: colour('--chart-line', '#5a3df0'),
    bars: colour('--chart-bars', 'rgba(255,138,61,0.55)'),
    good: colour('--chart-good', '#0a7350'),
    grid: colour('--chart-grid', '#e1e4ee'),
    text: colour('--chart-text', '#535a6e'),
    font: `12px ${css.fontFamily}`,
  };
}

/** Draws `build`'s chart, `height` px high, into the returned ref's box (give it the `chart` class). */
export function useUplot(build: ChartBuild, height: number): RefObject<HTMLDivElement | null> {
  const boxRef = useRef<HTMLDivElement>(null);
  const theme = useThemeName();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `theme` is not read but re-creates the chart, which reads its colours from CSS variables that the theme changes
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const { options, data } = build(readTheme(box));
    const size = () => ({ width: Math.max(box.clientWidth, MIN_WIDTH), height });
    const showLatest = (u: uPlot) => {
      if (data[0].length > 0) u.setLegend({ idx: data[0].length - 1 });
    };
    const plot = new uPlot(
      { ...DEFAULTS, ...options, ...size(), hooks: { ready: [showLatest], setSize: [showLatest] } },
      data,
      box,
    );
    plot.over.addEventListener('mouseleave', () => showLatest(plot));
    const resize = new ResizeObserver(() => plot.setSize(size()));
    resize.observe(box);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [build, height, theme]);

  return boxRef;
}

/** What every axis shares: the theme's text colour and font, its grid lines, no tick marks. */
export const axisLook = (theme: ChartTheme): Pick<uPlot.Axis, 'stroke' | 'font' | 'grid' | 'ticks'> => ({
  stroke: theme.text,
  font: theme.font,
  grid: { stroke: theme.grid, width: 1 },
  ticks: { show: false },
});

/** A y axis as wide as its widest label, which the language and currency decide ("$1.2K", "1,2 тыс. ₽"). */
export function fitLabels(font: string): uPlot.Axis.Size {
  const context = document.createElement('canvas').getContext('2d');
  return (_u, values) => {
    if (!context || !values?.length) return 32;
    context.font = font;
    return Math.ceil(Math.max(...values.map((v) => context.measureText(v).width))) + 14;
  };
}
