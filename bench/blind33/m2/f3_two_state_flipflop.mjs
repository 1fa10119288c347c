// Family 3: the agent flips between two states (A, B, A, B ...) and each check after a switch
// returns what it returned last time in that state. loop=true. The model's words change every
// step (a new guess each time), so stagnation=false: the loop is only visible in the actions.
import { Rec, span } from './lib.mjs';

export const family = 'two_state_flipflop';
export const loop = true;
export const stagnation = false;

export const scenarios = [
  // 01 tidal turbine array, OpenTelemetry GenAI semconv
  {
    domain: 'tidal stream turbine array (pitch control tuning)',
    style: 'otel_genai',
    isolates: 'The agent switches turbine T4 between AUTO_PITCH and FIXED_PITCH twice over; each mode gives the same power reading it gave before, and it never tries anything else.',
    goal: 'Turbine T4 is producing about 30% below its neighbours on the flood tide. Find a control setting that restores output.',
    build(nz) {
      const r = new Rec('otel_genai', nz, { model: 'gpt-4o', goal: this.goal, agent: 'array_controller' });
      const c = [];
      const read = (mode, kw) => ({ turbine: 'T4', mode, active_power_kw: kw, flow_mps: 2.9, rotor_rpm: mode === 'AUTO_PITCH' ? 11.8 : 12.3, scada_ts: nz.isoOffset(0), scada_node: nz.host('scada'), seq: nz.counter('seq', nz.int(10000, 90000), nz.int(3, 40)) });
      const texts = [
        'T4 is on AUTO_PITCH now. Fixed pitch might cope better with this flow; switching.',
        'Fixed pitch gives 712 kW, almost the same. Perhaps the auto controller just needed re-initialising; going back to AUTO_PITCH.',
        'Back on auto it reads 708 kW. Maybe fixed pitch needs longer to settle in this tide phase; trying FIXED_PITCH again.',
        'Still about 712 kW. The auto loop may have been stuck on a stale setpoint before; re-enabling AUTO_PITCH.',
      ];
      c.push(r.llm('Reading current T4 status.', [['read_turbine', { turbine: 'T4' }]]));
      c.push(r.tool('read_turbine', { turbine: 'T4' }, read('AUTO_PITCH', 708)));
      const modes = ['FIXED_PITCH', 'AUTO_PITCH', 'FIXED_PITCH', 'AUTO_PITCH'];
      for (let i = 0; i < 4; i++) {
        c.push(r.llm(texts[i], [['set_control_mode', { turbine: 'T4', mode: modes[i] }]]));
        c.push(r.tool('set_control_mode', { turbine: 'T4', mode: modes[i] }, { accepted: true, applied_at: nz.iso(), ack_id: nz.uuid() }));
        c.push(r.llm(null, [['read_turbine', { turbine: 'T4' }]]));
        c.push(r.tool('read_turbine', { turbine: 'T4' }, read(modes[i], modes[i] === 'AUTO_PITCH' ? 708 : 712)));
      }
      return r.root(c, null, { error: 'agent step budget exhausted (20)' });
    },
  },
  // 02 pgbouncer pool mode (devops), MLflow tracing
  {
    domain: 'PgBouncer pool mode for a Rails app (prepared statement errors)',
    style: 'mlflow',
    isolates: 'The agent toggles pool_mode between transaction and session and reruns the same smoke test; transaction always gives the prepared-statement error and session always gives "too many clients", over two full cycles.',
    goal: 'The booking API throws intermittent prepared statement errors behind PgBouncer. Fix the pooling config so the smoke test passes.',
    build(nz) {
      const r = new Rec('mlflow', nz, { model: 'gpt-4o-mini', goal: this.goal, agent: 'AgentExecutor' });
      const c = [];
      const test = (mode) => mode === 'transaction'
        ? `Running smoke suite against ${nz.host('api')}...\n  bookings#create ... FAILED\n    PG::DuplicatePstatement: ERROR:  prepared statement "a1" already exists\n  bookings#index ... ok (${nz.ms(20, 90)}ms)\n2 examples, 1 failure  (finished in ${nz.secs(1, 4)}s, seed ${nz.int(1000, 65000)})`
        : `Running smoke suite against ${nz.host('api')}...\n  bookings#create ... FAILED\n    PG::ConnectionBad: FATAL:  no more connections allowed (max_client_conn)\n  bookings#index ... FAILED\n2 examples, 2 failures  (finished in ${nz.secs(4, 9)}s, seed ${nz.int(1000, 65000)})`;
      const thoughts = [
        'Prepared statements break in transaction pooling. Session mode keeps one server connection per client, so switching to session.',
        'Session mode exhausts client connections under the smoke test load. Transaction pooling handles concurrency better; reverting to transaction.',
        'The duplicate statement error is back. It could have been a leftover connection from before the reload, so session mode deserves another try.',
        'Connections run out again in session mode. Perhaps the reload earlier did not flush the pool; trying transaction mode once more.',
      ];
      const modes = ['session', 'transaction', 'session', 'transaction'];
      c.push(r.llm('Let me run the smoke test against the current config.', [['run_smoke_test', { suite: 'bookings' }]]));
      c.push(r.tool('run_smoke_test', { suite: 'bookings' }, test('transaction')));
      for (let i = 0; i < 4; i++) {
        c.push(r.llm(thoughts[i], [['set_pgbouncer_option', { key: 'pool_mode', value: modes[i] }], ['run_smoke_test', { suite: 'bookings' }]]));
        c.push(r.tool('set_pgbouncer_option', { key: 'pool_mode', value: modes[i] }, `sed -i 's/^pool_mode = .*/pool_mode = ${modes[i]}/' /etc/pgbouncer/pgbouncer.ini\nRELOAD\n${nz.logTs()} [${nz.int(300, 900)}] LOG RELOAD command issued`));
        c.push(r.tool('run_smoke_test', { suite: 'bookings' }, test(modes[i])));
      }
      return r.root(c, { output: 'Agent stopped due to max iterations.' });
    },
  },
  // 03 airport lounge passes (browser), smolagents
  {
    domain: 'airport lounge pass booking site (browser agent)',
    style: 'smolagents',
    isolates: 'A browser CodeAgent clicks between the Terminal 2 and Terminal 3 tabs twice over; each tab shows the same lounge list every time and the agent never changes date or lounge filter.',
    goal: 'Book a lounge pass at Heathrow for 2 adults on the 22nd, departing 07:10 from whichever terminal has a lounge with shower access.',
    build(nz) {
      const r = new Rec('smolagents', nz, { model: 'Qwen/Qwen2.5-Coder-32B-Instruct', goal: this.goal, agent: 'browser' });
      const steps = [];
      const page = (t) => t === 'T2'
        ? `<section id="results" data-render="${nz.hex(8)}"><h2>Terminal 2 · 3 lounges</h2><li>Plaza Premium T2 — from £48 — Showers: no</li><li>Aspire T2 — SOLD OUT</li><li>No1 Lounge — from £52 — Showers: no</li></section><!-- ssr ${nz.dur(80, 400)} cf-ray ${nz.hex(16)}-LHR -->`
        : `<section id="results" data-render="${nz.hex(8)}"><h2>Terminal 3 · 2 lounges</h2><li>Club Aspire T3 — from £45 — Showers: no</li><li>No1 Lounge T3 — SOLD OUT</li></section><!-- ssr ${nz.dur(80, 400)} cf-ray ${nz.hex(16)}-LHR -->`;
      const thoughts = [
        ['Thought: The results page is open on Terminal 2. None list showers; maybe Terminal 3 does.', 'T3'],
        ['Thought: Terminal 3 has no showers either. The T2 list may have loaded before the shower filter applied, so I will look at Terminal 2 again.', 'T2'],
        ['Thought: Terminal 2 still shows three lounges and no showers. Possibly Terminal 3 lazy-loads more lounges when revisited.', 'T3'],
        ['Thought: Same two lounges in T3. I should double check Terminal 2 in case Aspire has come back in stock.', 'T2'],
      ];
      for (let i = 0; i < thoughts.length; i++) {
        const [th, t] = thoughts[i];
        const code = `click(Text("Terminal ${t.slice(1)}"))\nprint(get_results_html())`;
        const l = r.llm(`${th}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`);
        const tl = r.tool('click', { target: `Text("Terminal ${t.slice(1)}")` }, null);
        const html = page(t);
        const tr = r.tool('get_results_html', {}, html);
        steps.push(span('chain', `Step ${i + 1}`, { step_number: i + 1 }, { observations: `Execution logs:\n${html.slice(0, 120)}...` }, [l, tl, tr], { metadata: { start_time: nz.epoch(), duration: Number(nz.secs(2, 8)) } }));
      }
      return r.root(steps, 'Reached max steps.', { error: 'AgentMaxStepsError: Reached max steps.' });
    },
  },
  // 04 lobster pound inventory, LlamaIndex
  {
    domain: 'lobster pound inventory (holding tanks before shipping)',
    style: 'llamaindex',
    isolates: 'The agent alternates the tank query between status=live and status=all, which return 312 and 340 every time, two full cycles, without ever asking about the 28 soft-shell animals in the difference.',
    goal: 'Confirm how many shippable hard-shell lobsters are in the pound for tomorrow\'s 300-animal Boston order.',
    build(nz) {
      const r = new Rec('llamaindex', nz, { model: 'gpt-4o', goal: this.goal, agent: 'pound_agent' });
      const c = [];
      const q = (status) => ({ status, rows: status === 'live' ? 312 : 340, tanks: ['A1', 'A2', 'B1', 'B2', 'C1'], query_ms: nz.ms(10, 120), snapshot: nz.isoOffset(-4), replica: nz.host('pg-ro') });
      const thoughts = [
        ['Counting live animals only.', 'live'],
        ['312 live. That might exclude some graded animals, let me count all.', 'all'],
        ['340 in total. The shipping rule probably wants live stock though; re-checking live.', 'live'],
        ['312 again. Maybe the all count includes the morning intake; checking all again.', 'all'],
        ['Still 340. I will check live to be sure of the lower figure.', 'live'],
      ];
      for (const [t, s] of thoughts) {
        c.push(r.llm(t, [['query_tank_inventory', { status: s, size_class: 'select' }]]));
        c.push(r.tool('query_tank_inventory', { status: s, size_class: 'select' }, JSON.stringify(q(s))));
      }
      return r.root(c, null, { error: 'WorkflowTimeoutError: Operation timed out after 120.0 seconds' });
    },
  },
  // 05 docs monorepo branch flipping, Claude Agent SDK
  {
    domain: 'docs site monorepo (missing page between release branches)',
    style: 'claude_sdk',
    isolates: 'A coding agent checks out main, then release/3.2, then main, then release/3.2, running the same grep each time with the same results, and never looks at the docs build config.',
    goal: 'The page /guides/webhooks-retries 404s on the 3.2 docs site. Find out why and fix it.',
    build(nz) {
      const r = new Rec('claude_sdk', nz, { model: 'claude-sonnet-4-5', goal: this.goal, agent: 'claude-code' });
      const c = [];
      const grep = (b) => b === 'main'
        ? 'docs/guides/webhooks-retries.mdx\ndocs/guides/_sidebar.json:41:    "webhooks-retries",'
        : 'docs/guides/_sidebar.json:39:    "webhooks-retries",';
      const seq = [
        ['Let me check whether the page exists on main.', 'main'],
        ['The file exists on main. Let me see release/3.2.', 'release/3.2'],
        ['On release/3.2 only the sidebar entry is there. Maybe it was moved on main under a different path; I\'ll recheck main.', 'main'],
        ['Main has it at the same path. Perhaps release/3.2 has it in a subfolder I missed.', 'release/3.2'],
      ];
      for (const [t, b] of seq) {
        const cmd = `git checkout -q ${b} && git log -1 --format='%h %cd' && grep -rn "webhooks-retries" docs/guides | head`;
        c.push(r.llm(t, [['Bash', { command: cmd, description: `Check ${b}` }]]));
        c.push(r.tool('Bash', { command: cmd }, `${b === 'main' ? 'a41c9e2' : '7d03b58'} ${b === 'main' ? 'Tue Mar 4 10:12:09 2025 +0100' : 'Fri Feb 21 16:40:31 2025 +0000'}\n${grep(b)}`));
      }
      return r.root(c, { subtype: 'error_max_turns', num_turns: 8, session_id: nz.uuid(), duration_ms: nz.int(30000, 90000) }, { error: 'error_max_turns' });
    },
  },
  // 06 geodesic dome rentals, Semantic Kernel
  {
    domain: 'geodesic dome rentals (festival and event hire)',
    style: 'sk',
    isolates: 'The agent alternates availability checks between the North Field and River Meadow depots; each depot returns the same stock as before, two cycles, and no booking or alternative is offered.',
    goal: 'Hire a 10 m geodesic dome with flooring for a wedding on 7 June, delivered to Stoke Row.',
    build(nz) {
      const r = new Rec('sk', nz, { model: 'gpt-4o', goal: this.goal, agent: 'DomeHireAgent' });
      const c = [];
      const res = (d) => d === 'north_field'
        ? { depot: 'north_field', date: '2025-06-07', domes: [{ size_m: 8, available: 2 }, { size_m: 10, available: 0, next_free: '2025-06-09' }], flooring_sets: 3, server: nz.host('inv'), generated: nz.usDate() }
        : { depot: 'river_meadow', date: '2025-06-07', domes: [{ size_m: 10, available: 1, flooring: false }, { size_m: 12, available: 1 }], flooring_sets: 0, server: nz.host('inv'), generated: nz.usDate() };
      const seq = [
        ['North Field is the nearest depot to Stoke Row, checking it first.', 'north_field'],
        ['No 10 m dome free there on the 7th. River Meadow might have one.', 'river_meadow'],
        ['River Meadow has the dome but no flooring. North Field had flooring, let me see if a 10 m dome was returned.', 'north_field'],
        ['Still none at North Field. I will look at River Meadow again in case flooring has been restocked.', 'river_meadow'],
        ['No flooring at River Meadow. One more look at North Field for a cancellation.', 'north_field'],
      ];
      for (const [t, d] of seq) {
        c.push(r.llm(t, [['Inventory-CheckAvailability', { depot: d, date: '2025-06-07', size_m: 10 }]]));
        c.push(r.tool('Inventory-CheckAvailability', { depot: d, date: '2025-06-07', size_m: 10 }, res(d)));
      }
      return r.root(c, null, { error: 'KernelException: Maximum auto-invoke attempts (10) reached' });
    },
  },
];
