/**
 * Writes map-departments.json, the search map's built-in base layer: the outlines of France's
 * departments (mainland, Corsica and the five overseas departments), simplified to about three
 * kilometres so the whole of France weighs a few tens of kilobytes.
 *
 *   node src/client/entities/map/map-departments.generate.ts departements-avec-outre-mer.geojson
 *
 * Source: IGN GEOFLA 2016 (Licence Ouverte / Open Licence, Etalab) as GeoJSON in the public
 * repository gregoiredavid/france-geojson (`departements-avec-outre-mer.geojson`).
 *
 * Neighbouring departments share their borders point for point in the source. Simplifying each
 * outline on its own would move a shared border differently on each side (gaps and double lines),
 * so borders are cut into arcs between the points where three outlines meet, each arc simplified
 * once (Douglas–Peucker), and the outlines put back together from the same arcs.
 */
import { readFileSync, writeFileSync } from 'node:fs'

type Point = [number, number]
type Ring = Point[]
interface SourceFeature {
  properties: { code: string }
  geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] }
}

/** About three kilometres (in degrees of latitude): enough to tell where one is, light to ship. */
const TOLERANCE = 0.03
/** Islets under this area (square degrees, about 3 km²) are left out. */
const MIN_AREA = 0.0003
/** Three decimals: about 100 m. */
const round = (value: number) => Math.round(value * 1000) / 1000

const source = process.argv[2]
if (!source) throw new Error('Usage: map-departments.generate.ts <departements-avec-outre-mer.geojson>')
const features = (JSON.parse(readFileSync(source, 'utf8')) as { features: SourceFeature[] }).features

const keyOf = (point: Point) => `${point[0]},${point[1]}`

// Rings without their closing point, grouped as polygons (outer ring first) per department.
const departments = features.map((feature) => {
  const polygons = feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates
  return { code: feature.properties.code, polygons: polygons.map((rings) => rings.map((ring) => ring.slice(0, -1))) }
})
const allRings = departments.flatMap((department) => department.polygons.flat())

// A point is a junction where the outlines passing through it do not all go the same way.
const neighbours = new Map<string, [string, string]>()
const junctions = new Set<string>()
for (const ring of allRings) {
  ring.forEach((point, index) => {
    const key = keyOf(point)
    const before = keyOf(ring[(index - 1 + ring.length) % ring.length] as Point)
    const after = keyOf(ring[(index + 1) % ring.length] as Point)
    const seen = neighbours.get(key)
    if (!seen) neighbours.set(key, [before, after])
    else if (!((seen[0] === before && seen[1] === after) || (seen[0] === after && seen[1] === before))) junctions.add(key)
  })
}

/** Douglas–Peucker on one arc, longitudes scaled by the cosine of the latitude. */
function simplify(points: Point[]): Point[] {
  if (points.length <= 2) return points
  const scale = Math.cos(((points[0] as Point)[1] * Math.PI) / 180)
  const keep = new Uint8Array(points.length)
  keep[0] = 1
  keep[points.length - 1] = 1
  const stack: [number, number][] = [[0, points.length - 1]]
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number]
    const [ax, ay] = points[first] as Point
    const [bx, by] = points[last] as Point
    const dx = (bx - ax) * scale
    const dy = by - ay
    const length = Math.hypot(dx, dy)
    let farthest = -1
    let distance = TOLERANCE
    for (let index = first + 1; index < last; index++) {
      const [px, py] = points[index] as Point
      const d = length === 0 ? Math.hypot((px - ax) * scale, py - ay) : Math.abs(dx * (ay - py) - (ax - px) * scale * dy) / length
      if (d > distance) {
        distance = d
        farthest = index
      }
    }
    if (farthest > 0) {
      keep[farthest] = 1
      stack.push([first, farthest], [farthest, last])
    }
  }
  return points.filter((_, index) => keep[index] === 1)
}

// Each arc simplified once, whichever outline (and direction) meets it first.
const arcs = new Map<string, Point[]>()
function simplifiedArc(points: Point[]): Point[] {
  const forward = points.map(keyOf).join(';')
  const cached = arcs.get(forward)
  if (cached) return cached
  const backward = [...points].reverse().map(keyOf).join(';')
  const reversed = arcs.get(backward)
  if (reversed) return [...reversed].reverse()
  const simplified = simplify(points)
  arcs.set(forward, simplified)
  return simplified
}

function simplifyRing(ring: Ring): Ring {
  const start = ring.findIndex((point) => junctions.has(keyOf(point)))
  const rotated = start < 0 ? ring : [...ring.slice(start), ...ring.slice(0, start)]
  const closed = [...rotated, rotated[0] as Point]
  const out: Point[] = []
  let from = 0
  for (let index = 1; index < closed.length; index++) {
    if (index === closed.length - 1 || junctions.has(keyOf(closed[index] as Point))) {
      const arc = simplifiedArc(closed.slice(from, index + 1))
      out.push(...(out.length === 0 ? arc : arc.slice(1)))
      from = index
    }
  }
  return out.map(([lng, lat]) => [round(lng), round(lat)] as Point)
}

function area(ring: Ring): number {
  let sum = 0
  for (let index = 0; index < ring.length - 1; index++) {
    const [x1, y1] = ring[index] as Point
    const [x2, y2] = ring[index + 1] as Point
    sum += x1 * y2 - x2 * y1
  }
  return Math.abs(sum / 2)
}

const output = {
  type: 'FeatureCollection',
  features: departments.map(({ code, polygons }) => {
    const large = (ring: Ring) => ring.length >= 4 && area(ring) >= MIN_AREA
    // A polygon whose outer ring is too small to draw goes with its holes.
    const kept = polygons
      .map((rings) => rings.map(simplifyRing))
      .filter((rings) => large(rings[0] as Ring))
      .map((rings) => rings.filter(large))
    const geometry = kept.length === 1 ? { type: 'Polygon', coordinates: kept[0] } : { type: 'MultiPolygon', coordinates: kept }
    return { type: 'Feature', properties: { code }, geometry }
  }),
}

const target = new URL('./map-departments.json', import.meta.url)
writeFileSync(target, `${JSON.stringify(output)}\n`)
const points = output.features.reduce((sum, feature) => sum + JSON.stringify(feature.geometry.coordinates).split('],[').length, 0)
process.stdout.write(`${output.features.length} departments, ${points} points, ${JSON.stringify(output).length} bytes\n`)
