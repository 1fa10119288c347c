// Whether output gets colours: one rule for the CLI and for the loop-health
// summary. The matchers take their colours from the test runner instead.

/**
 * Whether to colour text written to a stream: `NO_COLOR` (set to anything
 * non-empty) turns colours off and `FORCE_COLOR` (anything but `0`) on;
 * otherwise colours go to a terminal only, never to a file or a pipe, and
 * not to a dumb terminal.
 *
 * @example
 * wantsColor({ NO_COLOR: '1' }, true)     // false
 * wantsColor({ FORCE_COLOR: '1' }, false) // true
 * wantsColor({}, process.stdout.isTTY === true)
 */
export function wantsColor(env: Readonly<Record<string, string | undefined>>, isTerminal: boolean): boolean {
  const { NO_COLOR, FORCE_COLOR, TERM } = env
  if (NO_COLOR !== undefined && NO_COLOR !== '') return false
  if (FORCE_COLOR !== undefined && FORCE_COLOR !== '0') return true
  return isTerminal && TERM !== 'dumb'
}
