import { inflateSync } from 'node:zlib'

/** A decoded image: RGBA bytes, row by row. */
export interface Image {
  width: number
  height: number
  data: Uint8Array
}

/**
 * Decodes the PNGs Chromium writes (8-bit RGB or RGBA, not interlaced), so
 * the tests can read the colours actually rendered on screen.
 *
 * @example
 * const image = decodePng(await page.screenshot())
 * pixel(image, 10, 10) // [255, 255, 255, 255]
 */
export function decodePng(png: Buffer): Image {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG')
  let offset = 8
  let width = 0
  let height = 0
  let colorType = 0
  const idat: Buffer[] = []
  while (offset < png.length) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('latin1', offset + 4, offset + 8)
    const body = png.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') {
      width = body.readUInt32BE(0)
      height = body.readUInt32BE(4)
      const depth = body[8]
      colorType = body[9]!
      if (depth !== 8 || (colorType !== 2 && colorType !== 6) || body[12] !== 0) throw new Error(`unsupported PNG (depth ${depth}, colour type ${colorType})`)
    } else if (type === 'IDAT') idat.push(body)
    else if (type === 'IEND') break
    offset += 12 + length
  }
  const channels = colorType === 6 ? 4 : 3
  const raw = inflateSync(Buffer.concat(idat))
  const stride = width * channels
  const out = new Uint8Array(width * height * 4)
  let previous = new Uint8Array(stride)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1))
    const current = new Uint8Array(stride)
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? current[x - channels]! : 0
      const b = previous[x]!
      const c = x >= channels ? previous[x - channels]! : 0
      let value = line[x]!
      if (filter === 1) value += a
      else if (filter === 2) value += b
      else if (filter === 3) value += (a + b) >> 1
      else if (filter === 4) {
        const p = a + b - c
        const pa = Math.abs(p - a)
        const pb = Math.abs(p - b)
        const pc = Math.abs(p - c)
        value += pa <= pb && pa <= pc ? a : pb <= pc ? b : c
      }
      current[x] = value & 0xff
    }
    for (let x = 0; x < width; x++) {
      for (let k = 0; k < 3; k++) out[(y * width + x) * 4 + k] = current[x * channels + k]!
      out[(y * width + x) * 4 + 3] = channels === 4 ? current[x * channels + 3]! : 255
    }
    previous = current
  }
  return { width, height, data: out }
}

/** The RGB colour at a pixel. */
export function pixel(image: Image, x: number, y: number): [number, number, number] {
  const i = (Math.round(y) * image.width + Math.round(x)) * 4
  return [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!]
}

/** The most frequent RGB colour in a rectangle. */
export function dominantColor(image: Image, box: { x: number; y: number; width: number; height: number }): [number, number, number] {
  const counts = new Map<number, number>()
  for (let y = Math.ceil(box.y); y < Math.floor(box.y + box.height); y++) {
    for (let x = Math.ceil(box.x); x < Math.floor(box.x + box.width); x++) {
      const [r, g, b] = pixel(image, x, y)
      const key = (r << 16) | (g << 8) | b
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
  }
  const [key] = [...counts].sort((p, q) => q[1] - p[1])[0]!
  return [(key >> 16) & 0xff, (key >> 8) & 0xff, key & 0xff]
}

/** `#rrggbb` as an RGB triple. */
export function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff]
}

/** Whether two colours are within `tolerance` on every channel. */
export function near(a: readonly number[], b: readonly number[], tolerance = 3): boolean {
  return a.every((value, i) => Math.abs(value - b[i]!) <= tolerance)
}
