#!/usr/bin/env node
// Prepares a machine for the test suite (run by .ci/run and by the README's
// test command, never by the tests): makes sure Debian's `chromium` is
// installed, for the CLI's HTML report tests (driven with playwright-core, which never downloads a browser of its
// own). Cheap when the browser is already there; otherwise installs it with
// apt-get, which needs root: CI and the development machines run as root.
// Serialised with flock so two test runs starting together do not fight
// over dpkg's lock.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

/** Where Debian's package puts the browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium'

/**
 * Installs Debian's chromium package when the browser is missing, and
 * returns its path.
 *
 * @example
 * const executablePath = ensureChromium()
 */
export function ensureChromium({ log = (line) => process.stderr.write(`${line}\n`) } = {}) {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH
  if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get')) {
    throw new Error(`${CHROMIUM_PATH} is missing and apt-get is not available to install it`)
  }
  log('loopcheck tests: installing Debian chromium for the HTML report tests (apt-get, once)...')
  // Checked again under the lock: another run may have installed it meanwhile.
  const script =
    `if test -x ${CHROMIUM_PATH}; then exit 0; fi\n` +
    'export DEBIAN_FRONTEND=noninteractive\n' +
    // The package lists may be missing or stale on a fresh machine.
    'apt-get -o DPkg::Lock::Timeout=600 update -qq &&\n' +
    'apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends chromium fonts-dejavu-core\n'
  execFileSync('flock', ['/tmp/loopcheck-chromium-install.lock', 'sh', '-c', script], { stdio: ['ignore', 'inherit', 'inherit'] })
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get finished but ${CHROMIUM_PATH} is still missing`)
  return CHROMIUM_PATH
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(ensureChromium())
}
