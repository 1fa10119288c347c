/**
 * Highlight colours, one per finding kind; the tests read them back from the page.
 *
 * @example
 * HIGHLIGHT_COLORS.repeat.background // '#ffd7a8'
 */
export const HIGHLIGHT_COLORS = {
  repeat: { background: '#ffd7a8', border: '#e67700' },
  stagnation: { background: '#e2c6f5', border: '#7b1fa2' },
  cycle: { background: '#ffc4c4', border: '#c62828' },
} as const

/**
 * The page's one stylesheet, inlined: no font, image or sheet is fetched.
 *
 * @example
 * `<style>${PAGE_CSS}</style>`
 */
export const PAGE_CSS = `
:root { color-scheme: light; --muted: #5f6b76; --line: #d8dee4; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1f2328; background: #f6f8fa; }
header, main, footer { max-width: 1100px; margin: 0 auto; padding: 16px 24px; }
h1 { font-size: 22px; margin: 8px 0; }
h2 { font-size: 17px; margin: 0 0 4px; overflow-wrap: anywhere; }
.totals { font-size: 15px; }
.muted, .location { color: var(--muted); overflow-wrap: anywhere; }
.legend { display: flex; gap: 16px; flex-wrap: wrap; margin: 8px 0; padding: 0; list-style: none; }
.legend li { display: flex; align-items: center; gap: 6px; }
.swatch { display: inline-block; width: 14px; height: 14px; border-radius: 3px; }
nav ol { margin: 4px 0; }
.trace { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 16px; margin: 16px 0; }
.trace-head { display: flex; justify-content: space-between; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
.score { font-variant-numeric: tabular-nums; font-weight: 600; padding: 2px 8px; border-radius: 10px; color: #fff; background: #c62828; }
.change { font-size: 13px; font-weight: 600; }
.change-regressed { color: #c62828; } .change-new { color: #0969da; } .change-improved { color: #2e7d32; }
.chart-label, .chart-value { font: 12px system-ui, sans-serif; fill: #1f2328; }
.findings { margin: 8px 0 12px; padding-left: 20px; }
.finding { margin: 4px 0; overflow-wrap: anywhere; }
.finding .detail { display: block; color: var(--muted); font-family: ui-monospace, monospace; font-size: 12px; white-space: pre-wrap; }
.kind { font-weight: 600; }
.timeline { list-style: none; margin: 0; padding: 0; border-top: 1px solid var(--line); }
.step { display: grid; grid-template-columns: 56px 72px minmax(120px, 220px) 1fr auto; gap: 8px; align-items: baseline;
  padding: 4px 8px; border-bottom: 1px solid #eef1f4; border-left: 4px solid transparent; font-size: 13px; }
.step .idx { color: var(--muted); font-variant-numeric: tabular-nums; }
.step .type { font-family: ui-monospace, monospace; font-size: 12px; }
.step .name { font-weight: 600; overflow-wrap: anywhere; }
.step .io { font-family: ui-monospace, monospace; font-size: 12px; color: #333; overflow-wrap: anywhere; white-space: pre-wrap; }
.step .io b { color: var(--muted); font-weight: 500; }
.badges { display: flex; gap: 4px; flex-wrap: wrap; justify-content: flex-end; }
.badge { font-size: 11px; font-weight: 600; padding: 1px 6px; border-radius: 8px; color: #fff; white-space: nowrap; }
.hl-repeat { background: ${HIGHLIGHT_COLORS.repeat.background}; border-left-color: ${HIGHLIGHT_COLORS.repeat.border}; }
.hl-stagnation { background: ${HIGHLIGHT_COLORS.stagnation.background}; border-left-color: ${HIGHLIGHT_COLORS.stagnation.border}; }
.hl-cycle { background: ${HIGHLIGHT_COLORS.cycle.background}; border-left-color: ${HIGHLIGHT_COLORS.cycle.border}; }
.badge-repeat { background: ${HIGHLIGHT_COLORS.repeat.border}; }
.badge-stagnation { background: ${HIGHLIGHT_COLORS.stagnation.border}; }
.badge-cycle { background: ${HIGHLIGHT_COLORS.cycle.border}; }
.cycle-return { outline: 2px dashed ${HIGHLIGHT_COLORS.cycle.border}; outline-offset: -2px; }
.gap { padding: 4px 8px; color: var(--muted); font-style: italic; border-bottom: 1px solid #eef1f4; }
.errors li { overflow-wrap: anywhere; }
footer { color: var(--muted); font-size: 12px; }
`
