// vitest globalSetup: the HTML report tests drive Debian's chromium through
// playwright-core, which never downloads a browser of its own. Installs the
// package when it is missing (a fresh machine, CI); costs nothing otherwise.
import { ensureChromium } from '../../../scripts/ensure-chromium.mjs'

export default function setup(): void {
  try {
    ensureChromium()
  } catch (error) {
    // Not fatal for the whole run: the HTML tests check for the browser
    // themselves and fail with this reason.
    process.stderr.write(`loopcheck tests: chromium is not available (${error instanceof Error ? error.message : String(error)})\n`)
  }
}
