import { chat } from './lib.mjs';

// Family 4: alternating between two states/actions (A, B, A, B, ...) for several round
// trips without learning anything new, never finishing.

const LOADER_TS = `     1\timport { readFileSync } from 'node:fs';
     2\timport YAML from 'yaml';
     3\timport { ConfigSchema, type Config } from './schema';
     4\timport { ConfigError } from './errors';
     5\t
     6\texport function loadConfig(path: string): Config {
     7\t  const raw = YAML.parse(readFileSync(path, 'utf8'));
     8\t  const parsed = ConfigSchema.safeParse(raw);
     9\t  if (!parsed.success) {
    10\t    throw new ConfigError(
    11\t      parsed.error.issues.map((i) => \`\${i.path.join('.')}: \${i.message}\`).join('\\n'),
    12\t    );
    13\t  }
    14\t  return parsed.data;
    15\t}`;

const SCHEMA_TS = `     1\timport { z } from 'zod';
     2\t
     3\texport const RetrySchema = z.object({
     4\t  attempts: z.number().int().min(0).max(10).default(3),
     5\t  backoff: z.number().positive().default(1), // seconds
     6\t  jitter: z.boolean().default(true),
     7\t});
     8\t
     9\texport const ConfigSchema = z.object({
    10\t  service: z.string(),
    11\t  retry: RetrySchema.default({}),
    12\t  timeoutMs: z.number().int().positive().default(30000),
    13\t});
    14\t
    15\texport type Config = z.infer<typeof ConfigSchema>;`;

const rows = [
  // 1 — coding, OpenHands: loader.ts <-> schema.ts, restated reasoning (stagnation)
  {
    domain: 'coding',
    style: 'openhands',
    agent: 'CodeActAgent',
    start: '2024-11-05T16:20:00Z',
    stagnation: true,
    build(c) {
      const goal =
        "Our config loader rejects `retry.backoff: 1.5s` in YAML with 'retry.backoff: Expected number, received string'. Make it accept duration strings like 1.5s / 500ms while still accepting plain numbers.";
      const SYS = 'You are OpenHands agent. The repository is at /workspace. Use the file editor and bash tools.';
      const ch = [];
      const read = (p, body) =>
        c.tool('FileReadAction', { path: `/workspace/src/config/${p}`, start: 0, end: -1, impl_source: 'oh_aci' }, `[Read from /workspace/src/config/${p} is successful.]\n${body}`);
      const toSchema = [
        'loadConfig passes the raw YAML straight into ConfigSchema.safeParse, so the backoff type must come from schema.ts. Let me open schema.ts.',
        'loadConfig hands the raw YAML straight to ConfigSchema.safeParse, so the backoff type comes from schema.ts. Let me open schema.ts again.',
        'loadConfig passes the raw YAML directly to ConfigSchema.safeParse, so the type of backoff must come from schema.ts. Opening schema.ts.',
      ];
      const toLoader = [
        'schema.ts declares backoff as z.number(). The string "1.5s" has to be converted before validation — let me check loader.ts to see where the YAML is parsed.',
        'schema.ts declares backoff as z.number(), so "1.5s" has to be converted before validation. Let me check loader.ts again to see where the YAML is parsed.',
        'schema.ts still declares backoff as z.number(); "1.5s" needs converting before validation. Let me look at loader.ts to see where the YAML gets parsed.',
      ];
      ch.push(c.llm(chat(SYS, ['user', goal]), 'The error comes from config validation. Let me start with the loader at src/config/loader.ts.'));
      for (let i = 0; i < 3; i++) {
        ch.push(read('loader.ts', LOADER_TS));
        ch.push(c.llm(chat(SYS, ['user', goal], ['user', `[Read from /workspace/src/config/loader.ts is successful.]`]), toSchema[i]));
        ch.push(read('schema.ts', SCHEMA_TS));
        ch.push(c.llm(chat(SYS, ['user', goal], ['user', `[Read from /workspace/src/config/schema.ts is successful.]`]), toLoader[i]));
      }
      const output = 'RuntimeError: Agent reached maximum iteration in headless mode. Current iteration: 13, max iteration: 13. No files were modified.';
      return {
        goal,
        children: ch,
        output,
        meta: { a: { tool: 'FileReadAction', includes: 'loader.ts' }, b: { tool: 'FileReadAction', includes: 'schema.ts' } },
      };
    },
  },

  // 2 — devops, Vercel AI SDK: feature flag toggled off/on with metric checks, tool-only
  {
    domain: 'devops',
    style: 'vercel',
    agent: 'release-guard',
    start: '2024-12-03T18:02:00Z',
    stagnation: false,
    build(c) {
      const goal =
        'Apple Pay authorizations on iOS started failing this afternoon. Figure out whether the `checkout-v3` feature flag is the cause and leave the flag in the right state.';
      const ch = [];
      let ver = 57;
      for (let i = 0; i < 6; i++) {
        const on = i % 2 === 1;
        c.tick(4, 15);
        ver += 1;
        ch.push(
          c.tool(
            'setFlag',
            { projectKey: 'storefront', flagKey: 'checkout-v3', environment: 'production', on, comment: on ? 're-enable checkout-v3' : 'disable checkout-v3 to test Apple Pay failures' },
            { key: 'checkout-v3', environment: 'production', on, version: ver, _lastModified: c.epochMs(), _etag: `"${c.hex(16)}"` },
          ),
        );
        c.tick(30, 70);
        ch.push(
          c.tool(
            'getErrorRate',
            { metric: 'payments.applepay.authorize.error_rate', platform: 'ios', window: '5m' },
            {
              metric: 'payments.applepay.authorize.error_rate',
              window: '5m',
              value_pct: c.float(4.0, 4.3, 2),
              baseline_pct: 0.4,
              top_error: { code: 'PKPaymentAuthorizationStatusFailure', share: 0.97 },
              samples: c.int(1810, 1990),
              computedAt: c.now(),
              queryId: c.uuid(),
            },
          ),
        );
      }
      const output =
        "I couldn't determine whether checkout-v3 is responsible. I toggled the flag off and on several times and the iOS Apple Pay error rate stayed around 4.2–4.3% either way (baseline 0.4%). The flag is currently ON in production; the root cause is still open.";
      return {
        goal,
        children: ch,
        output,
        meta: { a: { tool: 'setFlag', includes: '"on":false' }, b: { tool: 'setFlag', includes: '"on":true' } },
      };
    },
  },

  // 3 — travel website, OpenAI Agents SDK browsing tools: results page 1 <-> page 2, tool-only
  {
    domain: 'travel',
    style: 'oai',
    agent: 'Hotel Finder',
    start: '2024-05-29T12:44:00Z',
    stagnation: false,
    build(c) {
      const goal = 'Find me a pet-friendly hotel in downtown Austin under $180/night for June 14–16 (2 nights, 1 dog, 40 lb) on staylane.example.';
      const ch = [];
      const p1 = [
        '1. The Driskill — 4.6★ — $312/night — Free cancellation',
        '2. Hotel Van Zandt — 4.5★ — $289/night',
        '3. Holiday Inn Austin Town Lake — 4.0★ — $159/night — No pets',
        '4. Hampton Inn & Suites Downtown — 4.3★ — $201/night',
        '5. Hyatt Place Austin Downtown — 4.4★ — $214/night',
      ];
      const p2 = [
        '6. La Quinta Inn Austin Capitol — 3.9★ — $149/night — Pet policy: see details',
        '7. Extended Stay America Downtown — 3.6★ — $132/night',
        '8. Hotel Ella — 4.7★ — $268/night',
        '9. Courtyard Austin Downtown/Convention Center — 4.2★ — $196/night',
        '10. Omni Austin Hotel Downtown — 4.3★ — $229/night',
      ];
      const page = (n) => {
        const sid = c.alnum(22);
        const list = n === 1 ? p1 : p2;
        return c.tool(
          'browser_goto',
          { url: `https://staylane.example/search?dest=austin-downtown&checkin=2024-06-14&checkout=2024-06-16&adults=1&page=${n}` },
          {
            final_url: `https://staylane.example/search?dest=austin-downtown&checkin=2024-06-14&checkout=2024-06-16&adults=1&page=${n}&sid=${sid}`,
            status: 200,
            title: `Austin Downtown hotels — page ${n} of 9 | StayLane`,
            text: `Showing ${n === 1 ? '1–5' : '6–10'} of 44 properties · Sorted by: Recommended · Prices updated ${c.int(1, 14)} min ago\n${list.join('\n')}\nFilters: Price ▾  Star rating ▾  Amenities ▾  Pet friendly ☐\n[ad slot ${c.hex(8)}]`,
            load_ms: c.ms(700, 2400),
          },
        );
      };
      for (let i = 0; i < 7; i++) {
        c.tick(6, 25);
        ch.push(page(i % 2 === 0 ? 1 : 2));
      }
      const output =
        "I didn't find a confirmed option. Across the first two result pages the places under $180 are Holiday Inn Town Lake ($159, no pets), La Quinta Capitol ($149, pet policy unclear) and Extended Stay America ($132, pet policy not shown); none are confirmed pet-friendly for a 40 lb dog.";
      return {
        goal,
        children: ch,
        output,
        meta: { a: { tool: 'browser_goto', includes: 'page=1' }, b: { tool: 'browser_goto', includes: 'page=2' } },
      };
    },
  },

  // 4 — data, LangGraph: apply / revert a migration repeatedly, restated reasoning (stagnation)
  {
    domain: 'data',
    style: 'langgraph',
    agent: 'db_ops',
    start: '2024-08-27T09:05:00Z',
    stagnation: true,
    build(c) {
      const goal =
        'Apply migration 0042_invoice_currency to the staging warehouse and make sure the reporting view reporting.v_monthly_revenue still works afterwards.';
      const SYS = 'You are a database operations assistant with access to the staging Postgres warehouse (alembic migrations).';
      const ch = [];
      const up = () =>
        c.tool(
          'run_migration',
          { target: 'staging', direction: 'upgrade', revision: '0042_invoice_currency' },
          `INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\nINFO  [alembic.runtime.migration] Running upgrade 0041_vendor_tax_ids -> 0042_invoice_currency, add currency, rename amount -> amount_minor\n[done in ${c.secs(0.8, 2.6)}s, log: /var/log/alembic/staging-${c.epoch()}.log]`,
        );
      const down = () =>
        c.tool(
          'run_migration',
          { target: 'staging', direction: 'downgrade', revision: '0041_vendor_tax_ids' },
          `INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\nINFO  [alembic.runtime.migration] Running downgrade 0042_invoice_currency -> 0041_vendor_tax_ids\n[done in ${c.secs(0.6, 2.2)}s, log: /var/log/alembic/staging-${c.epoch()}.log]`,
        );
      const q = (ok) =>
        ok
          ? c.tool(
              'run_query',
              { sql: 'SELECT month, region, revenue FROM reporting.v_monthly_revenue ORDER BY month DESC LIMIT 3;' },
              { columns: ['month', 'region', 'revenue'], rows: [['2024-07-01', 'EMEA', 1284410.55], ['2024-07-01', 'NA', 2990172.1], ['2024-07-01', 'APAC', 811034.9]], row_count: 3, elapsed_ms: c.ms(40, 190), query_id: c.uuid() },
            )
          : c.tool(
              'run_query',
              { sql: 'SELECT month, region, revenue FROM reporting.v_monthly_revenue ORDER BY month DESC LIMIT 3;' },
              { error: { sqlstate: '42703', message: 'column i.amount does not exist', hint: 'Perhaps you meant to reference the column "i.amount_minor".', position: 58 }, query_id: c.uuid() },
              'psycopg.errors.UndefinedColumn: column i.amount does not exist',
            );
      const afterUp = [
        'After applying 0042 the view fails because it still references i.amount. Let me roll back 0042 to confirm the view works without it.',
        'After applying 0042 the view fails again because it references i.amount. I will roll back 0042 to confirm the view works without it.',
        'With 0042 applied the view fails because it still references i.amount. Rolling back 0042 to confirm the view works without it.',
      ];
      const afterDown = [
        'Rolled back: the view works without 0042. Now I will re-apply 0042 and check the view again.',
        'Rolled back again and the view works without 0042. I will re-apply 0042 and check the view again.',
      ];
      for (let i = 0; i < 3; i++) {
        c.tick(5, 20);
        ch.push(up());
        ch.push(q(false));
        ch.push(c.llm(chat(SYS, ['user', goal], ['tool', 'UndefinedColumn: column i.amount does not exist']), afterUp[i]));
        c.tick(5, 20);
        ch.push(down());
        ch.push(q(true));
        if (afterDown[i]) ch.push(c.llm(chat(SYS, ['user', goal], ['tool', 'v_monthly_revenue returned 3 rows']), afterDown[i]));
      }
      const output =
        'I could not complete this. Migration 0042_invoice_currency breaks reporting.v_monthly_revenue (column i.amount does not exist after the rename to amount_minor). Staging is currently back at revision 0041_vendor_tax_ids, so 0042 is NOT applied.';
      return {
        goal,
        children: ch,
        output,
        meta: { a: { tool: 'run_migration', includes: 'upgrade' }, b: { tool: 'run_migration', includes: 'downgrade' } },
      };
    },
  },

  // 5 — agriculture, Google ADK: irrigation zone switched between program A and B, tool-only
  {
    domain: 'agriculture',
    style: 'adk',
    agent: 'irrigation_agent',
    start: '2024-07-30T13:15:00Z',
    stagnation: false,
    build(c) {
      const goal =
        'Zone 3 (north almond block, 42 ac) is reading low soil moisture. Adjust its irrigation so it gets enough water without running the pump during the district curtailment window (06:00–18:00).';
      const ch = [];
      ch.push(
        c.tool(
          'get_zone',
          { zone_id: 'Z3' },
          {
            zone_id: 'Z3',
            block: 'North Almonds (Nonpareil/Monterey)',
            acres: 42,
            emitter: 'micro-sprinkler 10.5 gph',
            soil_moisture_vwc: { '12in': 0.17, '24in': 0.19, target_min: 0.22 },
            program: 'B',
            eto_in_day: 0.28,
            kc: 0.95,
          },
        ),
      );
      const prog = (p) => {
        c.tick(5, 20);
        return c.tool(
          'set_zone_program',
          { zone_id: 'Z3', program: p },
          p === 'A'
            ? {
                zone_id: 'Z3',
                program: 'A',
                start: '05:10',
                runtime_min: 95,
                applied: true,
                validation: [{ level: 'WARN', code: 'CURTAILMENT_OVERLAP', msg: 'Run overlaps district pump curtailment 06:00-18:00 by 25 min' }],
                controller_ack: { seq: c.int(10000, 99999), at: c.now() },
              }
            : {
                zone_id: 'Z3',
                program: 'B',
                start: '19:30',
                runtime_min: 48,
                applied: true,
                validation: [{ level: 'WARN', code: 'UNDER_ET', msg: 'Scheduled depth 0.19 in/day below crop demand 0.27 in/day (ETo 0.28, Kc 0.95)' }],
                controller_ack: { seq: c.int(10000, 99999), at: c.now() },
              },
        );
      };
      for (let i = 0; i < 6; i++) ch.push(prog(i % 2 === 0 ? 'A' : 'B'));
      const output =
        "Zone 3 is still not adjusted properly. Program A runs into the 06:00 curtailment window, and program B stays outside it but under-waters (0.19 vs 0.27 in/day). I've left Z3 on program B for now.";
      return {
        goal,
        children: ch,
        output,
        meta: { a: { tool: 'set_zone_program', includes: '"A"' }, b: { tool: 'set_zone_program', includes: '"B"' } },
      };
    },
  },

  // 6 — newsroom CMS, Pydantic AI: headline A <-> B with score checks, tool-only
  {
    domain: 'newsroom/media',
    style: 'pydantic',
    agent: 'desk_editor',
    start: '2024-03-12T05:25:00Z',
    stagnation: false,
    build(c) {
      const goal =
        'Pick the stronger of the two headline options for the water-rates story (article 88213) and publish it for the 6 a.m. push.';
      const A = 'City water rates to rise 11% in July; average household bill up $7.40';
      const B = 'Your water bill is going up: what the 11% rate hike means for you';
      const ch = [];
      let rev = 14;
      for (let i = 0; i < 8; i++) {
        const h = i % 2 === 0 ? A : B;
        c.tick(3, 12);
        rev += 1;
        ch.push(
          c.tool(
            'update_article',
            { article_id: 88213, fields: { headline: h } },
            { article_id: 88213, revision: rev, status: 'ready', headline: h, updated_by: 'desk-bot', updated_at: c.now(), lock_token: c.hex(12) },
          ),
        );
        c.tick(2, 6);
        ch.push(
          c.tool(
            'score_headline',
            { article_id: 88213, revision: rev },
            i % 2 === 0
              ? { score: 71, length_chars: A.length, seo: { primary_kw: 'water rates', present: true }, readability_grade: 7.9, flags: [], scored_at: c.now(), model_version: 'hs-2024.02' }
              : { score: 68, length_chars: B.length, seo: { primary_kw: 'water rates', present: false }, readability_grade: 6.1, flags: ['second-person'], scored_at: c.now(), model_version: 'hs-2024.02' },
          ),
        );
      }
      const output =
        'Article 88213 has not been published. The headline is currently set to option B ("Your water bill is going up…") at revision 22, and it has not been sent to the 6 a.m. push.';
      return {
        goal,
        children: ch,
        output,
        meta: { a: { tool: 'update_article', includes: 'rise 11%' }, b: { tool: 'update_article', includes: 'going up' } },
      };
    },
  },
];

export default {
  family: 'bounces-between-two-states',
  isolates:
    'The agent alternates between two states or actions (file A / file B, on / off, page 1 / page 2, apply / revert) for three or more round trips, sees nothing new, and never finishes.',
  loop: true,
  stagnation: false,
  rows,
};
