import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HIGHLIGHT_COLORS } from '../../src/cli/html/styles.js'
import { decodePng, dominantColor, hexToRgb, near, pixel } from './support/png.js'
import { runCli, tempWorkspace } from './support/cli.js'
import { FAKE_API_KEY, HOSTILE, hostileRow, hostileTrace } from './support/hostile.js'

// The --html report in a real browser: Debian's chromium, driven by
// playwright-core, with no network. The tests never install it: .ci/run
// prepares the machine (scripts/ensure-chromium.mjs). Without it these tests
// are skipped with the reason printed; under CI a missing browser fails.
const CHROMIUM = '/usr/bin/chromium'
const HAS_BROWSER = existsSync(CHROMIUM)
if (!HAS_BROWSER) {
  const reason = `${CHROMIUM} is missing: prepare the machine with 'node scripts/ensure-chromium.mjs' (apt-get; .ci/run does it)`
  if (process.env.CI === 'true') throw new Error(`HTML report tests cannot run under CI: ${reason}`)
  process.stderr.write(`loopcheck tests: skipping the HTML report tests in a browser. ${reason}\n`)
}
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

let dir: string
let cleanup: (() => void) | undefined
let browser: Browser
let page: Page
const requests: string[] = []
const dialogs: string[] = []
const consoleErrors: string[] = []

beforeAll(async () => {
  if (!HAS_BROWSER) return
  ;({ dir, cleanup } = tempWorkspace())
  writeFileSync(path.join(dir, 'traces', 'zz-hostile.json'), JSON.stringify(hostileTrace()))
  writeFileSync(path.join(dir, 'traces', 'zz-hostile.jsonl'), `${JSON.stringify(hostileRow())}\n`)
  const run = await runCli(['traces', '--detector', 'deepeval', '--html', 'report.html'], { cwd: dir, env: { OPENAI_API_KEY: FAKE_API_KEY } })
  expect(run.code).toBe(1)
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS })
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  page.on('request', (request) => requests.push(request.url()))
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  await page.goto(`file://${path.join(dir, 'report.html')}`)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  cleanup?.()
})

// The few browser globals the page-side callbacks use (the project's
// TypeScript config has no DOM library).
interface BrowserGlobals {
  __pwned?: unknown
  getComputedStyle(element: unknown): { backgroundColor: string }
  document: { querySelectorAll(selector: string): Iterable<{ attributes: Iterable<{ name: string }> }> }
}

const section = (name: string) => page.locator('section.trace', { has: page.locator('h2', { hasText: name }) })

describe.skipIf(!HAS_BROWSER)('the HTML report', () => {
  it('is one self-contained page: nothing is fetched, no script exists', async () => {
    expect(requests).toEqual([`file://${path.join(dir, 'report.html')}`])
    expect(await page.locator('script, link, iframe, object, embed, img, base, form').count()).toBe(0)
    const html = readFileSync(path.join(dir, 'report.html'), 'utf8')
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none';`)
    expect(html).not.toMatch(/(src|href)="(?!#)/)
  })

  it('draws every failing trace, in input order, with its score', async () => {
    const titles = await page.locator('section.trace h2').allInnerTexts()
    expect(titles.map((t) => t.replace(/\s+/g, ' '))).toEqual([
      'verbatim_loop-00 0.45',
      'identical_tool_loop-00 0.25',
      'traces/looping-flight-search.openai-chat.json 0.45',
      'traces/looping-research.anthropic.json 0.8',
      'traces/recursive-planner.deepeval.json 0.75',
      'traces/zz-hostile.json 0.45',
      expect.stringMatching(/^row \[redacted\] "'><img src=x onerror="window.__pwned=2"> REDclick ::error file=evil.js::injected%0Aline 0.45$/),
    ])
    expect(await page.locator('.totals').innerText()).toBe('11 traces · 4 passed · 7 failed · detector deepeval')
  })

  it('highlights the repeated calls, the stagnating pair and the cycle path in the timeline', async () => {
    const flights = section('looping-flight-search')
    expect(await flights.locator('.step.hl-repeat').evaluateAll((els) => els.map((el) => el.getAttribute('data-span')))).toEqual(['2', '4', '6', '8'])
    expect(await flights.locator('.step.hl-stagnation').evaluateAll((els) => els.map((el) => el.getAttribute('data-span')))).toEqual(['3', '5'])
    expect(await flights.locator('.step.hl-repeat .badge').allInnerTexts()).toEqual(
      ['repeated tool call 1/4', 'repeated tool call 2/4', 'repeated tool call 3/4', 'repeated tool call 4/4'].map((t) =>
        expect.stringMatching(new RegExp(t, 'i')),
      ),
    )
    const planner = section('recursive-planner')
    expect(await planner.locator('.step.hl-cycle').evaluateAll((els) => els.map((el) => el.getAttribute('data-span')))).toEqual(['2', '4'])
    expect(await planner.locator('.step.cycle-return').getAttribute('data-span')).toBe('2')
    for (const locator of [flights.locator('.hl-repeat'), flights.locator('.hl-stagnation'), planner.locator('.hl-cycle')]) {
      for (const element of await locator.all()) expect(await element.isVisible()).toBe(true)
    }
  })

  it('renders the highlight colours on screen (read back from a screenshot)', async () => {
    const checks = [
      { locator: section('looping-flight-search').locator('.step.hl-repeat').first(), colors: HIGHLIGHT_COLORS.repeat },
      { locator: section('looping-flight-search').locator('.step.hl-stagnation').first(), colors: HIGHLIGHT_COLORS.stagnation },
      { locator: section('recursive-planner').locator('.step.hl-cycle').last(), colors: HIGHLIGHT_COLORS.cycle },
    ]
    for (const { locator, colors } of checks) {
      await locator.scrollIntoViewIfNeeded()
      const box = (await locator.boundingBox())!
      const image = decodePng(await page.screenshot())
      expect(near(dominantColor(image, box), hexToRgb(colors.background)), `background of ${await locator.getAttribute('data-span')}`).toBe(true)
      // The 4px bar on the left edge carries the stronger colour.
      expect(near(pixel(image, box.x + 1.5, box.y + box.height / 2), hexToRgb(colors.border))).toBe(true)
      const style = await locator.evaluate((el) => (globalThis as unknown as BrowserGlobals).getComputedStyle(el).backgroundColor)
      const [r, g, b] = hexToRgb(colors.background)
      expect(style).toBe(`rgb(${r}, ${g}, ${b})`)
    }
    // A step that is part of no loop stays white.
    const plain = section('looping-flight-search').locator('.step:not([class*="hl-"])').first()
    await plain.scrollIntoViewIfNeeded()
    const image = decodePng(await page.screenshot())
    expect(dominantColor(image, (await plain.boundingBox())!)).toEqual([255, 255, 255])
  })

  it('shows the score breakdown as a chart whose bars follow the sub-scores', async () => {
    const bars = section('verbatim_loop-00').locator('svg.chart .chart-bar')
    expect(await bars.evaluateAll((els) => els.map((el) => [el.getAttribute('data-signal'), el.getAttribute('width')]))).toEqual([
      ['toolRepetition', '80'],
      ['reasoningStagnation', '0'],
      ['callGraphCycles', '160'],
    ])
    const chart = section('verbatim_loop-00').locator('svg.chart')
    expect(await chart.isVisible()).toBe(true)
    const image = decodePng(await chart.screenshot())
    // The half bar is amber and the full one green, where the chart draws them.
    expect(near(pixel(image, 140 + 40, 2 + 3 + 7), [0xef, 0x8f, 0x00])).toBe(true)
    expect(near(pixel(image, 140 + 150, 2 * 22 + 2 + 3 + 7), [0x2e, 0x7d, 0x32])).toBe(true)
  })

  it('escapes hostile trace text: nothing runs, nothing is injected, the text reads as text', async () => {
    expect(dialogs).toEqual([])
    expect(consoleErrors, consoleErrors.join('\n')).toEqual([])
    expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).__pwned)).toBeUndefined()
    // No element carries an event handler or came from the trace's markup.
    const handlers = await page.evaluate(() =>
      [...(globalThis as unknown as BrowserGlobals).document.querySelectorAll('*')].flatMap((el) =>
        [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => a.name),
      ),
    )
    expect(handlers).toEqual([])
    expect(await page.locator('style').count()).toBe(1)
    expect(await page.locator('body').isVisible()).toBe(true)
    const hostile = section('zz-hostile.json')
    const text = await hostile.innerText()
    expect(text).toContain('<script>window.__pwned = 1; alert(1)</script>')
    expect(text).toContain(`"'><img src=x onerror="window.__pwned=2">`)
    expect(text).toContain('</style><style>body{display:none}</style>')
    expect(text).toContain('\\x07')
    expect(text).toContain('\\u202e')
    expect(text).not.toContain('\u001b')
    expect(text).not.toContain(FAKE_API_KEY)
    expect(text).toContain('[redacted]')
  })

  it('stays inert even without its Content-Security-Policy: the escaping alone holds', async () => {
    const html = readFileSync(path.join(dir, 'report.html'), 'utf8').replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')
    expect(html).not.toContain('Content-Security-Policy')
    const bare = await browser.newPage()
    const bareDialogs: string[] = []
    bare.on('dialog', (dialog) => {
      bareDialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await bare.setContent(html)
    expect(await bare.evaluate(() => (globalThis as unknown as BrowserGlobals).__pwned)).toBeUndefined()
    expect(bareDialogs).toEqual([])
    expect(await bare.locator('script, img').count()).toBe(0)
    expect(await bare.locator('section.trace', { hasText: HOSTILE.script }).count()).toBe(2)
    await bare.close()
  })
})

describe.skipIf(!HAS_BROWSER)('the HTML report of another detector', () => {
  it("highlights the progress detector's findings in their signal's colour", async () => {
    const run = await runCli(['traces', '--detector', 'progress', '--html', 'progress.html'], { cwd: dir })
    expect(run.code).toBe(1)
    const other = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await other.goto(`file://${path.join(dir, 'progress.html')}`)
    const flights = other.locator('section.trace', { has: other.locator('h2', { hasText: 'looping-flight-search' }) })
    expect(await flights.locator('.step.hl-repeat').evaluateAll((els) => els.map((el) => el.getAttribute('data-span')))).toEqual(['2', '4', '6', '8'])
    expect(await flights.locator('.step.hl-repeat .badge').first().innerText()).toMatch(/repeat without progress 1\/4/i)
    const planner = other.locator('section.trace', { has: other.locator('h2', { hasText: 'recursive-planner' }) })
    expect(await planner.locator('.step.hl-cycle').evaluateAll((els) => els.map((el) => el.getAttribute('data-span')))).toEqual(['2', '4'])
    expect(await planner.locator('.step.cycle-return').getAttribute('data-span')).toBe('2')
    const [r, g, b] = hexToRgb(HIGHLIGHT_COLORS.repeat.background)
    expect(
      await flights
        .locator('.step.hl-repeat')
        .first()
        .evaluate((el) => (globalThis as unknown as BrowserGlobals).getComputedStyle(el).backgroundColor),
    ).toBe(`rgb(${r}, ${g}, ${b})`)
    await other.close()
  })
})
