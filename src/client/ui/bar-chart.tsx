import { type CSSProperties, type ReactNode, useId } from 'react'
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
  brand: css({ bg: 'bg.brand' }),
  success: css({ bg: 'fg.success' }),
  warning: css({ bg: 'fg.warning' }),
  danger: css({ bg: 'bg.danger' }),
  muted: css({ bg: 'fg.muted' }),
}

/** The bar's length as a share of the largest value; a zero stays a sliver so the row reads. */
function size(value: number, max: number): CSSProperties {
  const percent = max > 0 ? Math.max(0, Math.min(100, (value / max) * 100)) : 0
  return { '--bar-size': `${percent}%` } as CSSProperties
}

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
            <span className={styles.track} aria-hidden="true">
              <span className={cx(styles.bar, toneClass[datum.tone ?? 'brand'])} style={size(datum.value, max)} />
            </span>
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
              <span className={cx(styles.columnBar, toneClass.brand)} style={size(datum.value, max)} />
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
