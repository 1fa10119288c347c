// Timing helpers for the benchmarks: medians of repeated runs after a
// warm-up, measured in one process so ratios compare like with like on a
// shared, noisy machine.

/** Runs `fn` `warmup` times, then `runs` times, and returns the median in ms. */
export function medianMs(fn, { warmup = 5, runs = 21 } = {}) {
  for (let i = 0; i < warmup; i++) fn()
  const times = []
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint()
    fn()
    times.push(Number(process.hrtime.bigint() - start) / 1e6)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]
}

/** Formats milliseconds for a table. */
export function ms(value) {
  return value >= 100 ? `${value.toFixed(0)} ms` : value >= 10 ? `${value.toFixed(1)} ms` : `${value.toFixed(2)} ms`
}

/** Prints rows as an aligned plain-text table. */
export function printTable(title, header, rows) {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => String(row[i]).length)))
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ')
  console.log(`\n${title}\n`)
  console.log(line(header))
  console.log(line(widths.map((w) => '-'.repeat(w))))
  for (const row of rows) console.log(line(row))
}
