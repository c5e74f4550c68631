export interface Csv {
  rows: string[][]
  /** The position of a column of the header line; throws when the file has no such column. */
  column(name: string): number
}

/**
 * A CSV file (RFC 4180: comma-separated, double quotes around fields that need them, "" for a
 * quote inside, no line breaks inside fields) as arrays of cells, with its header's positions.
 * Lines without quotes take a fast path: the communes file has 36,000 of them.
 */
export function parseCsv(text: string): Csv {
  const [first = '', ...lines] = text.split(/\r?\n/)
  const header = splitLine(first)
  return {
    rows: lines.filter((line) => line !== '').map(splitLine),
    column(name) {
      const index = header.indexOf(name)
      if (index < 0) throw new Error(`CSV column ${name} not found`)
      return index
    },
  }
}

function splitLine(line: string): string[] {
  if (!line.includes('"')) return line.split(',')
  const cells: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"'
        i++
      } else if (ch === '"') quoted = false
      else field += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      cells.push(field)
      field = ''
    } else field += ch
  }
  cells.push(field)
  return cells
}
