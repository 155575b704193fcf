import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ChartNumbers, type Series } from './chart-numbers';

/** The width drawn before the page is measured (and where nothing measures: tests, old browsers). */
const UNMEASURED = 560;

/**
 * The width the drawing has on the page, in CSS pixels. The chart is drawn at that width, one
 * unit of its viewBox to a pixel, so its words keep the page's size on a 360 px phone instead of
 * shrinking with a drawing made for a desk.
 */
function useDrawnWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(UNMEASURED);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setWidth(Math.max(1, Math.round(element.clientWidth)) || UNMEASURED);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

export interface Drawing {
  height: number;
  marks: ReactNode;
}

/**
 * What every chart of the dashboard shares (plain SVG, no chart library: the page's chunk stays
 * small): its title, a legend when given, one image named by the title and described by a
 * sentence, and the table of its numbers. `draw` makes the marks for the width the page gives.
 */
export function ChartFrame({
  title,
  description,
  legend,
  numbers,
  empty,
  draw,
}: {
  title: string;
  description: string;
  legend?: ReactNode;
  numbers: { labels: readonly string[]; series: readonly Series[] };
  /** Said instead of the drawing when there is nothing to draw. */
  empty?: string;
  draw: (width: number) => Drawing;
}) {
  const id = useId();
  const { box, width } = useDrawnWidth();
  const drawing = empty ? undefined : draw(width);
  return (
    <figure className="chart card">
      <h2 id={`${id}-title`}>{title}</h2>
      {legend}
      <div ref={box}>
        {drawing ? (
          <svg
            viewBox={`0 0 ${width} ${drawing.height}`}
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
            className="chart__drawing"
          >
            <desc id={`${id}-desc`}>{description}</desc>
            {drawing.marks}
          </svg>
        ) : (
          <p className="field__hint">{empty}</p>
        )}
      </div>
      {drawing ? <ChartNumbers caption={title} {...numbers} /> : null}
    </figure>
  );
}
