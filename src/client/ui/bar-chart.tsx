import { type ReactNode, useId } from 'react'
import { css, cx } from '#styled/css'
import { barChart } from '#styled/recipes'

export type BarTone = 'brand' | 'success' | 'warning' | 'danger' | 'muted'

export interface BarDatum {
  /** Stable key and, in a bar list, the visible label. */
  key: string
  label: ReactNode
  value: number
  tone?: BarTone
}

// A div, not VisuallyHidden's span: a table may not sit inside a span.
const srOnly = css({ srOnly: true })

const toneClass: Record<BarTone, string> = {
  brand: css({ fill: 'bg.brand' }),
  success: css({ fill: 'fg.success' }),
  warning: css({ fill: 'fg.warning' }),
  danger: css({ fill: 'bg.danger' }),
  muted: css({ fill: 'fg.muted' }),
}

/** The bar's length as a share of the largest value, for an SVG length attribute. */
export function barShare(value: number, max: number): string {
  const percent = max > 0 ? Math.max(0, Math.min(100, (value / max) * 100)) : 0
  return `${Number(percent.toFixed(2))}%`
}

/*
 * Bars are SVG rectangles whose length is a presentation attribute (`width="42%"`), not a style:
 * they draw the same in the prerendered HTML, under a CSP that drops style attributes, and before
 * or without hydration. A short stub under each bar keeps a zero visible as a sliver, so its row
 * still reads as a bar.
 */

interface BarListProps {
  caption: ReactNode
  data: BarDatum[]
  format: (value: number) => string
  className?: string
}

/**
 * Horizontal bars with their label and value written out: the text is the data, so screen
 * readers read the list as it is and the bars themselves are decoration.
 */
export function BarList({ caption, data, format, className }: BarListProps) {
  const styles = barChart()
  const max = Math.max(0, ...data.map((datum) => datum.value))
  // Named explicitly: not every assistive technology names a figure from its figcaption.
  const captionId = useId()
  return (
    <figure className={cx(styles.root, className)} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {caption}
      </figcaption>
      <ul className={styles.list}>
        {data.map((datum) => (
          <li key={datum.key} className={styles.item}>
            <span className={styles.label}>{datum.label}</span>
            <svg className={styles.track} aria-hidden="true" focusable="false">
              <g className={toneClass[datum.tone ?? 'brand']}>
                <rect width="4" height="100%" />
                <rect width={barShare(datum.value, max)} height="100%" rx="6" />
              </g>
            </svg>
            <span className={styles.value}>{format(datum.value)}</span>
          </li>
        ))}
      </ul>
    </figure>
  )
}

interface ColumnChartProps {
  caption: ReactNode
  /** Oldest first; `label` is the short axis label (e.g. a date). */
  data: Array<{ key: string; label: string; value: number; description: string }>
  format: (value: number) => string
  /** Header of the table that stands in for the chart for assistive technologies. */
  columnHeaders: [ReactNode, ReactNode]
  className?: string
}

/**
 * Columns over time (e.g. sign-ups per week). The drawing is hidden from assistive technologies;
 * a visually hidden table carries the same figures, and each column has a tooltip-like title.
 */
export function ColumnChart({ caption, data, format, columnHeaders, className }: ColumnChartProps) {
  const styles = barChart()
  const max = Math.max(0, ...data.map((datum) => datum.value))
  // Named explicitly: not every assistive technology names a figure from its figcaption.
  const captionId = useId()
  return (
    <figure className={cx(styles.root, className)} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {caption}
      </figcaption>
      <div aria-hidden="true">
        <div className={styles.columns}>
          {data.map((datum) => (
            <div key={datum.key} className={styles.column} title={`${datum.description} : ${format(datum.value)}`}>
              {/* Drawn upside down (the recipe flips it): rectangles start from the axis. */}
              <svg className={styles.columnBar} aria-hidden="true" focusable="false">
                <g className={toneClass.brand}>
                  <rect width="100%" height="1" />
                  <rect width="100%" height={barShare(datum.value, max)} rx="2" />
                </g>
              </svg>
            </div>
          ))}
        </div>
        <div className={styles.axis}>
          {data.map((datum, index) => (
            // One label in two, ending on the latest: twelve dates do not fit a phone's width.
            <span key={datum.key}>{index % 2 === (data.length - 1) % 2 ? datum.label : ''}</span>
          ))}
        </div>
      </div>
      <div className={srOnly}>
        <table>
          <thead>
            <tr>
              <th scope="col">{columnHeaders[0]}</th>
              <th scope="col">{columnHeaders[1]}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.key}>
                <th scope="row">{datum.description}</th>
                <td>{format(datum.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
