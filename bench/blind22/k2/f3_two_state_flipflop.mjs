// Family: oscillating between two states, each re-check returning what it returned last time in that state.
import { makeStyle, span, js } from './lib.mjs';

export const family = 'two_state_flipflop';
export const loop = true;
export const stagnation = true; // the reasoning at each switch is restated near-verbatim
export const isolates = 'Switching back and forth between two states (A,B,A,B...) where each check in a state returns what it returned before.';

export const rows = [
  {
    n: '01', domain: 'bee removal call-outs', style: 'Pydantic AI (Logfire spans)',
    isolates: 'A bee-removal dispatcher toggles the job board filter between "north zone" and "all zones" twice over; each view shows exactly what it showed before and no swarm job is ever assigned.',
    goal: 'Find the honeybee swarm call-out reported this morning in the north zone and assign it to the nearest free beekeeper.',
    build(N) {
      const S = makeStyle('pydantic_ai', N, { model: 'gpt-4o', system: 'You dispatch swarm collections for Hive Rescue Co. Tools: list_jobs(zone), assign_job.', goal: this.goal, agentName: 'swarm_dispatch' });
      const c = [];
      const northOut = () => ({ zone: 'north', jobs: [{ id: 'HR-' + 8812, type: 'wasp nest (refer out)', postcode: 'NE3 4', reported: '07:41' }], fetched_at: N.iso(), cache_age_s: N.int(0, 30) });
      const allOut = () => ({ zone: 'all', jobs: [{ id: 'HR-8812', type: 'wasp nest (refer out)', postcode: 'NE3 4' }, { id: 'HR-8815', type: 'honeybee swarm, 3m up in cherry tree', postcode: 'SE22 9', zone: 'south', reported: '08:03' }, { id: 'HR-8816', type: 'bumblebee nest in compost', postcode: 'W5 2', zone: 'west' }], fetched_at: N.iso(), cache_age_s: N.int(0, 30) });
      for (let i = 0; i < 2; i++) {
        c.push(S.llm('I will look at the north zone job list for the swarm reported this morning.', [['list_jobs', { zone: 'north' }]]));
        c.push(S.tool('list_jobs', { zone: 'north' }, northOut()));
        c.push(S.llm('The north zone list only has a wasp nest, no honeybee swarm. Let me switch to all zones to find the swarm.', [['list_jobs', { zone: 'all' }]]));
        c.push(S.tool('list_jobs', { zone: 'all' }, allOut()));
        c.push(S.llm('All zones shows the swarm HR-8815, but it is in the south zone, and the task says north zone. Switching back to the north zone list.', []));
      }
      c.push(S.llm('I will look at the north zone job list for the swarm reported this morning.', [['list_jobs', { zone: 'north' }]]));
      c.push(S.tool('list_jobs', { zone: 'north' }, northOut()));
      return S.root(c, { output: null, error: 'UsageLimitExceeded: The next request would exceed the request_limit of 12' });
    },
  },
  {
    n: '02', domain: 'Rails encrypted credentials rotation', style: 'Claude Agent SDK transcript',
    isolates: 'A coding agent alternates git checkout between main and the rotation branch, running the same credentials spec after each switch; each branch fails exactly the way it failed before.',
    goal: 'The credentials spec fails after we rotated RAILS_MASTER_KEY. Figure out whether the regression is on main or on rotate/master-key-2024 and fix it.',
    build(N) {
      const S = makeStyle('claude_sdk', N, { system: 'Claude Code', goal: this.goal, cwd: '/Users/ana/src/tidepool-web' });
      const c = [];
      const mainOut = () => `Switched to branch 'main'\nYour branch is up to date with 'origin/main'.`;
      const rotOut = () => `Switched to branch 'rotate/master-key-2024'\nYour branch is ahead of 'origin/rotate/master-key-2024' by 1 commit.`;
      const specMain = () => `Randomized with seed ${N.int(10000, 65535)}\n.F\n\nFailures:\n\n  1) Credentials decrypts production secrets\n     Failure/Error: Rails.application.credentials.config\n     ActiveSupport::MessageEncryptor::InvalidMessage:\n       ActiveSupport::MessageEncryptor::InvalidMessage\n     # ./spec/config/credentials_spec.rb:9\n\nFinished in ${N.secs(0.4, 2)} (files took ${N.secs(1, 4)} to load)\n2 examples, 1 failure`;
      const specRot = () => `Randomized with seed ${N.int(10000, 65535)}\nF.\n\nFailures:\n\n  1) Credentials reads stripe.webhook_secret\n     Failure/Error: expect(creds.dig(:stripe, :webhook_secret)).to be_present\n       expected \`nil.present?\` to be truthy, got false\n     # ./spec/config/credentials_spec.rb:15\n\nFinished in ${N.secs(0.4, 2)} (files took ${N.secs(1, 4)} to load)\n2 examples, 1 failure`;
      const spec = 'bundle exec rspec spec/config/credentials_spec.rb';
      for (let i = 0; i < 2; i++) {
        c.push(S.llm('Let me check whether main has the same failure.', [['Bash', { command: 'git checkout main', description: 'Switch to main' }]]));
        c.push(S.tool('Bash', { command: 'git checkout main', description: 'Switch to main' }, mainOut()));
        c.push(S.llm(null, [['Bash', { command: spec, description: 'Run credentials spec' }]]));
        c.push(S.tool('Bash', { command: spec, description: 'Run credentials spec' }, specMain(), { error: 'exit code 1' }));
        c.push(S.llm('Main fails with InvalidMessage, which looks like a key mismatch. Let me check whether the rotation branch has the same failure.', [['Bash', { command: 'git checkout rotate/master-key-2024', description: 'Switch to rotation branch' }]]));
        c.push(S.tool('Bash', { command: 'git checkout rotate/master-key-2024', description: 'Switch to rotation branch' }, rotOut()));
        c.push(S.llm(null, [['Bash', { command: spec, description: 'Run credentials spec' }]]));
        c.push(S.tool('Bash', { command: spec, description: 'Run credentials spec' }, specRot(), { error: 'exit code 1' }));
      }
      c.push(S.llm('Let me check whether main has the same failure.', [['Bash', { command: 'git checkout main', description: 'Switch to main' }]]));
      c.push(S.tool('Bash', { command: 'git checkout main', description: 'Switch to main' }, mainOut()));
      return S.root(c, { output: null, subtype: 'error_max_turns', turns: 20, maxTurns: 20, tools: ['Bash', 'Read', 'Edit'] });
    },
  },
  {
    n: '03', domain: 'model rocketry club launch windows', style: 'LangSmith / LangGraph',
    isolates: 'A launch-planning graph flips the display timezone between UTC and Europe/London to "recheck" the airspace notice window; each setting returns the same window as last time and no launch slot is proposed.',
    goal: 'Propose a launch slot for Saturday\'s club launch (E-class motors, 1200 ft ceiling) that falls inside the airspace permission window.',
    build(N) {
      const S = makeStyle('langgraph', N, { model: 'gpt-4o-mini', system: 'You plan launches for the Fenland Rocketry Club. Tools: get_airspace_window(tz), propose_slot.', goal: this.goal });
      const c = [];
      const w = { UTC: { window: '08:00-11:30 UTC', notam: 'H' + N.int(1000, 9999) + '/24', ceiling_ft: 1500 }, 'Europe/London': { window: '09:00-12:30 BST', notam: 'H' + N.int(1000, 9999) + '/24', ceiling_ft: 1500 } };
      w['Europe/London'].notam = w.UTC.notam;
      const texts = {
        UTC: 'The permission window in UTC is 08:00-11:30. Club members think in local time, so I will re-check the window in Europe/London before proposing a slot.',
        London: 'In Europe/London the window is 09:00-12:30 BST. The NOTAM itself is issued in UTC, so I will re-check the window in UTC before proposing a slot.',
      };
      for (let i = 0; i < 2; i++) {
        c.push(S.llm(i === 0 ? '' : texts.London, [['get_airspace_window', { date: 'Saturday', tz: 'UTC' }]]));
        c.push(S.tool('get_airspace_window', { date: 'Saturday', tz: 'UTC' }, { ...w.UTC, retrieved: N.iso(), source: 'nats-aro-feed', seq: N.counter() }));
        c.push(S.llm(texts.UTC, [['get_airspace_window', { date: 'Saturday', tz: 'Europe/London' }]]));
        c.push(S.tool('get_airspace_window', { date: 'Saturday', tz: 'Europe/London' }, { ...w['Europe/London'], retrieved: N.iso(), source: 'nats-aro-feed', seq: N.counter() }));
      }
      c.push(S.llm(texts.London, [['get_airspace_window', { date: 'Saturday', tz: 'UTC' }]]));
      c.push(S.tool('get_airspace_window', { date: 'Saturday', tz: 'UTC' }, { ...w.UTC, retrieved: N.iso(), source: 'nats-aro-feed', seq: N.counter() }));
      return S.root(c, { output: null, error: 'GraphRecursionError: Recursion limit of 11 reached without hitting a stop condition.', recursionLimit: 11 });
    },
  },
  {
    n: '04', domain: 'community darkroom bookings', style: 'OpenAI Agents SDK (browser tool functions)',
    isolates: 'A browser agent switches the darkroom booking calendar between Week and Month views twice; Week shows the same greyed-out Friday, Month shows the same "3 slots" badge, and it never opens a slot.',
    goal: 'Book the colour enlarger bay at Lightwell Community Darkroom for 2 hours this Friday evening.',
    build(N) {
      const S = makeStyle('openai_agents', N, { model: 'computer-use-preview', system: 'You operate a browser. Tools: open_url, click, read_page.', goal: this.goal });
      const a = [];
      a.push(S.llm(null, [['open_url', { url: 'https://book.lightwell-darkroom.org/calendar?resource=colour-bay' }]]));
      a.push(S.tool('open_url', { url: 'https://book.lightwell-darkroom.org/calendar?resource=colour-bay' }, `HTTP/2 200\ncf-ray: ${N.hex(16)}-LHR\nset-cookie: _lw_session=${N.b62(32)}; Path=/; HttpOnly\n\n<title>Colour bay · Lightwell bookings</title> <nav><button aria-pressed="true">Week</button><button>Month</button></nav>`));
      const weekView = () => `<div class="fc-view week"><div class="day" data-date="Fri">Fri <span class="slot disabled">18:00</span><span class="slot disabled">20:00</span></div><small>rendered ${N.hms()} · build ${N.hex(7)}</small></div>`;
      const monthView = () => `<div class="fc-view month"><td data-date="Fri"><span class="badge">3 slots</span></td><small>rendered ${N.hms()} · build ${N.hex(7)}</small></div>`;
      for (let i = 0; i < 2; i++) {
        a.push(S.llm('The Week view shows Friday evening slots greyed out. The Month view may show availability more clearly, so I will switch to Month.', [['click', { selector: 'nav button:has-text("Month")' }]]));
        a.push(S.tool('click', { selector: 'nav button:has-text("Month")' }, monthView()));
        a.push(S.llm('Month view shows a "3 slots" badge on Friday but not the times. The Week view shows times, so I will switch back to Week.', [['click', { selector: 'nav button:has-text("Week")' }]]));
        a.push(S.tool('click', { selector: 'nav button:has-text("Week")' }, weekView()));
      }
      a.push(S.llm('The Week view shows Friday evening slots greyed out. The Month view may show availability more clearly, so I will switch to Month.', [['click', { selector: 'nav button:has-text("Month")' }]]));
      a.push(S.tool('click', { selector: 'nav button:has-text("Month")' }, monthView()));
      const agent = S.agent('Browser booker', { input: this.goal }, null, a, { span_type: 'agent', tools: ['open_url', 'click', 'read_page'] });
      return S.root([agent], { output: null, error: 'MaxTurnsExceeded: Max turns (12) exceeded', workflow: 'darkroom-booking' });
    },
  },
  {
    n: '05', domain: 'Redis Sentinel failover recovery', style: 'OpenTelemetry GenAI semantic conventions',
    isolates: 'An ops agent flips the app\'s REDIS_URL between the two Redis nodes; redis-a keeps answering READONLY and redis-b keeps timing out, identically each time, across two full cycles.',
    goal: 'After last night\'s Sentinel failover the checkout service logs READONLY errors. Point it at the writable Redis primary and confirm checkout writes succeed.',
    build(N) {
      const S = makeStyle('otel_genai', N, { model: 'gpt-4.1', system: 'You are an on-call assistant. Tools: set_env(service,key,value), probe_write(service).', goal: this.goal, agentName: 'oncall-helper' });
      const c = [];
      const A = 'redis://redis-a.cache.svc:6379/0', B = 'redis://redis-b.cache.svc:6379/0';
      const tA = 'redis-a answers READONLY, so it is a replica. Pointing checkout at redis-b instead, then probing a write.';
      const tB = 'redis-b timed out on the write probe. Pointing checkout back at redis-a, then probing a write.';
      for (let i = 0; i < 3; i++) {
        c.push(S.llm(i === 0 ? 'Setting checkout to redis-a and probing a write.' : tB, [['set_env', { service: 'checkout', key: 'REDIS_URL', value: A }]]));
        c.push(S.tool('set_env', { service: 'checkout', key: 'REDIS_URL', value: A }, { applied: true, rollout: `deployment.apps/checkout restarted (revision ${N.int(200, 260)})`, pods: [N.podName('checkout'), N.podName('checkout')] }));
        c.push(S.llm(null, [['probe_write', { service: 'checkout' }]]));
        c.push(S.tool('probe_write', { service: 'checkout' }, null, { error: `ReadOnlyError: READONLY You can't write against a read only replica. (key probe:${N.hex(8)}, ${N.ms(1, 9)})` }));
        c.push(S.llm(tA, [['set_env', { service: 'checkout', key: 'REDIS_URL', value: B }]]));
        c.push(S.tool('set_env', { service: 'checkout', key: 'REDIS_URL', value: B }, { applied: true, rollout: `deployment.apps/checkout restarted (revision ${N.int(200, 260)})`, pods: [N.podName('checkout'), N.podName('checkout')] }));
        c.push(S.llm(null, [['probe_write', { service: 'checkout' }]]));
        c.push(S.tool('probe_write', { service: 'checkout' }, null, { error: `TimeoutError: Timeout connecting to redis-b.cache.svc:6379 after 5000ms (attempt ${N.int(1, 3)}, conn ${N.hex(6)})` }));
      }
      return S.root(c, { output: null, error: 'agent stopped: max_iterations=24' });
    },
  },
  {
    n: '06', domain: 'ice fishing hut rentals', style: 'Gemini API function calling',
    isolates: 'A rental assistant alternates the availability search between lake="Big Muskie" and lake="any" twice; each search gives the same results as before and it never books.',
    goal: 'Book a heated ice-fishing hut for 2 anglers on Big Muskie Lake for Saturday 5 a.m. to 3 p.m.',
    build(N) {
      const S = makeStyle('gemini', N, { model: 'gemini-2.0-flash', system: 'You are the booking assistant for North Shore Hut Rentals. Functions: search_huts, book_hut.', goal: this.goal });
      const c = [];
      const muskie = () => ({ results: [{ hut: 'BM-07', lake: 'Big Muskie', heated: false, sleeps: 4, rate_usd: 95 }], ice_report: { thickness_in: 14, measured: N.usDate(), station: 'BM-south' }, page_token: null, took_ms: N.int(40, 400) });
      const any = () => ({ results: [{ hut: 'BM-07', lake: 'Big Muskie', heated: false, rate_usd: 95 }, { hut: 'PL-02', lake: 'Pike Lake', heated: true, rate_usd: 140 }, { hut: 'PL-05', lake: 'Pike Lake', heated: true, rate_usd: 140 }], page_token: N.cursor(), took_ms: N.int(40, 400) });
      const t1 = 'On Big Muskie the only free hut, BM-07, is not heated. Let me widen the search to any lake to see heated options.';
      const t2 = 'The heated huts free on Saturday are on Pike Lake, not Big Muskie. The customer asked for Big Muskie, so let me search Big Muskie again.';
      for (let i = 0; i < 2; i++) {
        c.push(S.llm(i === 0 ? '' : t2, [['search_huts', { lake: 'Big Muskie', date: 'Saturday', heated: true, anglers: 2 }]]));
        c.push(S.tool('search_huts', { lake: 'Big Muskie', date: 'Saturday', heated: true, anglers: 2 }, muskie()));
        c.push(S.llm(t1, [['search_huts', { lake: 'any', date: 'Saturday', heated: true, anglers: 2 }]]));
        c.push(S.tool('search_huts', { lake: 'any', date: 'Saturday', heated: true, anglers: 2 }, any()));
      }
      c.push(S.llm(t2, []));
      return S.root(c, { name: 'hut-booking', output: null, meta: { sdk: 'google-genai', automatic_function_calling: { maximum_remote_calls: 4 }, stop: 'afc_limit_reached' } });
    },
  },
];
