import { makeStyle, convo, mkTurn } from './lib.mjs';
export const FAMILY = { name: 'two_state_flipflop', loop: true, stagnation: false,
  isolates: 'The agent switches between two states (A,B,A,B...) and every check after a switch returns what it returned last time in that state; 2+ full cycles. Model emits only tool calls, so no model text repeats.' };

export const scenarios = [
{ id: '01', domain: 'feature-flag rollout for a meal-planning app', style: 'vercel',
  isolates: 'Agent flips the new_checkout flag between 10% and 0% rollout; error-rate checks return the same two readings each time.',
  goal: 'Find why checkout errors spiked after enabling new_checkout and leave the flag in a safe state with a root cause.',
  build(c) {
    const S = makeStyle('vercel', c), K = convo(S, 'You are an on-call assistant for PlatePlan. Tools: set_flag, get_error_rate.', this.goal), ch = [], t = mkTurn(S, K, ch);
    for (let i = 0; i < 3; i++) {
      t('', [['set_flag', { key: 'new_checkout', rollout_percent: 10 }, () => ({ key: 'new_checkout', rollout_percent: 10, version: 40 + i * 2, updated_at: c.iso() })]]);
      t('', [['get_error_rate', { service: 'checkout', window: '5m' }, () => ({ error_rate: 0.041, p95_ms: 812, sampled_at: c.iso(), shard: c.host('metrics') })]]);
      t('', [['set_flag', { key: 'new_checkout', rollout_percent: 0 }, () => ({ key: 'new_checkout', rollout_percent: 0, version: 41 + i * 2, updated_at: c.iso() })]]);
      t('', [['get_error_rate', { service: 'checkout', window: '5m' }, () => ({ error_rate: 0.003, p95_ms: 244, sampled_at: c.iso(), shard: c.host('metrics') })]]);
    }
    return S.agent('oncall', { prompt: this.goal }, ch, { text: '', finishReason: 'length' }, { maxSteps: 12 });
  } },
{ id: '02', domain: 'Nix flake build for a hobby observability tool', style: 'smolagents',
  isolates: 'Coding agent checks out main, builds (fails), checks out release/1.3, builds (passes), and repeats the switch twice more without comparing anything.',
  goal: 'Find which commit broke `nix build .#collector` on main compared with release/1.3.',
  build(c) {
    const S = makeStyle('smolagents', c), K = convo(S, 'You are a coding agent. Tools: shell.', this.goal), ch = [], t = mkTurn(S, K, ch);
    for (let i = 0; i < 2; i++) {
      t(null, [['shell', { command: 'git checkout main' }, "Switched to branch 'main'\nYour branch is up to date with 'origin/main'."]]);
      t(null, [['shell', { command: 'nix build .#collector 2>&1 | tail -4' }, () => `error: builder for '/nix/store/${c.alnum(32).toLowerCase()}-collector-0.9.0.drv' failed with exit code 1;\n       last 1 log lines:\n       > go: inconsistent vendoring: github.com/prometheus/common@v0.55.0: is explicitly required in go.mod, but not marked as explicit in vendor/modules.txt\n       For full logs, run 'nix log /nix/store/${c.alnum(32).toLowerCase()}-collector-0.9.0.drv'.`, { error: 'exit status 1' }]]);
      t(null, [['shell', { command: 'git checkout release/1.3' }, "Switched to branch 'release/1.3'\nYour branch is up to date with 'origin/release/1.3'."]]);
      t(null, [['shell', { command: 'nix build .#collector 2>&1 | tail -4' }, () => `these 2 derivations will be built:\n  /nix/store/${c.alnum(32).toLowerCase()}-collector-0.8.4.drv\nbuilding '/nix/store/${c.alnum(32).toLowerCase()}-collector-0.8.4.drv'...\n(real ${c.int(30, 90)}.${c.int(10, 99)}s)`]]);
    }
    t(null, [['shell', { command: 'git checkout main' }, "Switched to branch 'main'\nYour branch is up to date with 'origin/main'."]]);
    return S.agent('coder', { task: this.goal }, ch, { error: 'AgentMaxStepsError: Reached max steps.' });
  } },
{ id: '03', domain: 'rickshaw city tours booking site', style: 'gemini',
  isolates: 'Browser agent toggles the "English-speaking guide" filter on and off; the listing is the same empty list and the same 7 tours each time.',
  goal: 'Find an English-speaking rickshaw tour in the old town for 4 people on Saturday morning and give me the booking link.',
  build(c) {
    const S = makeStyle('gemini', c), K = convo(S, 'You are a browsing agent. Tools: set_filter, read_results.', this.goal), ch = [], t = mkTurn(S, K, ch);
    const seven = ['Old Town Loop', 'Market & Spice Ride', 'Riverside Lanes', 'Temple Trail', 'Night Bazaar Preview', 'Heritage Havelis', 'Street Food Crawl'];
    for (let i = 0; i < 2; i++) {
      t('', [['set_filter', { name: 'guide_language', value: 'en' }, () => ({ url: `https://tuk-rides.example/old-town?date=sat&pax=4&lang=en&_t=${c.epoch()}`, applied: true })]]);
      t('', [['read_results', {}, () => ({ results: [], banner: 'No tours match your filters.', render_ms: c.ms() })]]);
      t('', [['set_filter', { name: 'guide_language', value: 'any' }, () => ({ url: `https://tuk-rides.example/old-town?date=sat&pax=4&_t=${c.epoch()}`, applied: true })]]);
      t('', [['read_results', {}, () => ({ results: seven.map((n, k) => ({ title: n, slot: '09:' + (k % 2 ? '30' : '00'), langs: ['hi', 'ur'] })), render_ms: c.ms() })]]);
    }
    return S.agent('browse', { query: this.goal }, ch, { finishReason: 'MAX_TURNS' });
  } },
{ id: '04', domain: 'tabletop tournament leaderboard cache (Redis)', style: 'pydantic',
  isolates: 'Agent alternates Redis maxmemory-policy between allkeys-lru and volatile-lru; the eviction counter check returns the same two values each cycle.',
  goal: 'Stop the tournament leaderboard keys from being evicted during the regional finals.',
  build(c) {
    const S = makeStyle('pydantic', c), K = convo(S, 'You manage the Redis instance for the DiceRank tournament platform. Tools: redis_cli.', this.goal), ch = [], t = mkTurn(S, K, ch);
    for (let i = 0; i < 2; i++) {
      t(null, [['redis_cli', { cmd: 'CONFIG SET maxmemory-policy volatile-lru' }, 'OK']]);
      t(null, [['redis_cli', { cmd: 'INFO stats' }, () => `# Stats\r\ntotal_connections_received:${c.int(80000, 90000)}\r\ninstantaneous_ops_per_sec:${c.int(300, 900)}\r\nevicted_keys:0\r\nrejected_writes_oom:${c.int(1, 1) * 212}\r\nkeyspace_hits:${c.int(1e6, 2e6)}\r\n`]]);
      t(null, [['redis_cli', { cmd: 'CONFIG SET maxmemory-policy allkeys-lru' }, 'OK']]);
      t(null, [['redis_cli', { cmd: 'INFO stats' }, () => `# Stats\r\ntotal_connections_received:${c.int(80000, 90000)}\r\ninstantaneous_ops_per_sec:${c.int(300, 900)}\r\nevicted_keys:1874\r\nrejected_writes_oom:0\r\nkeyspace_hits:${c.int(1e6, 2e6)}\r\n`]]);
    }
    return S.agent('cache_ops', { prompt: this.goal }, ch, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 16' });
  } },
{ id: '05', domain: 'cryogenic biobank sample lookup', style: 'llamaindex',
  isolates: 'Agent switches the sample search between the Leeds and Bristol freezer sites; Leeds always says "not found", Bristol always says "moved to Leeds".',
  goal: 'Locate aliquot BB-22-0471-A3 so the technician can pull it for shipping.',
  build(c) {
    const S = makeStyle('llamaindex', c), K = convo(S, 'You are the biobank inventory assistant.', this.goal), ch = [], t = mkTurn(S, K, ch);
    for (let i = 0; i < 2; i++) {
      t(null, [['query_inventory', { site: 'LEEDS', sample: 'BB-22-0471-A3' }, () => ({ site: 'LEEDS', found: false, searched_racks: 412, lims_tx: 'tx-' + c.hex(10), at: c.iso() })]]);
      t(null, [['query_inventory', { site: 'BRISTOL', sample: 'BB-22-0471-A3' }, () => ({ site: 'BRISTOL', found: false, last_event: { type: 'TRANSFER_OUT', to: 'LEEDS', manifest: 'MF-2023-118', at: '2023-11-02T10:14:00Z' }, lims_tx: 'tx-' + c.hex(10) })]]);
    }
    t(null, [['query_inventory', { site: 'LEEDS', sample: 'BB-22-0471-A3' }, () => ({ site: 'LEEDS', found: false, searched_racks: 412, lims_tx: 'tx-' + c.hex(10), at: c.iso() })]]);
    return S.agent('biobank-assistant', { message: this.goal }, ch, { response: 'Reached max iterations.' });
  } },
{ id: '06', domain: 'sewing pattern publisher newsletter scheduling', style: 'semantic-kernel',
  isolates: 'Agent flips the campaign timezone between UTC and Europe/Lisbon; the preview send time reads 08:00 vs 09:00 identically each round.',
  goal: 'Schedule the "Spring Shirtdress" newsletter so it arrives at 9:00 Lisbon time on Tuesday.',
  build(c) {
    const S = makeStyle('semantic-kernel', c), K = convo(S, 'You are an email marketing assistant. Plugins: Campaigns.SetTimezone, Campaigns.Preview.', this.goal), ch = [], t = mkTurn(S, K, ch);
    for (let i = 0; i < 2; i++) {
      t(null, [['Campaigns-SetTimezone', { campaign: 'cmp_spring_shirtdress', tz: 'UTC' }, () => ({ ok: true, rev: c.int(10, 99) })]]);
      t(null, [['Campaigns-Preview', { campaign: 'cmp_spring_shirtdress' }, () => ({ send_at_local: 'Tue 09:00 UTC (10:00 Lisbon)', tz: 'UTC', recipients: 18220, preview_id: c.uuid() })]]);
      t(null, [['Campaigns-SetTimezone', { campaign: 'cmp_spring_shirtdress', tz: 'Europe/Lisbon' }, () => ({ ok: true, rev: c.int(10, 99) })]]);
      t(null, [['Campaigns-Preview', { campaign: 'cmp_spring_shirtdress' }, () => ({ send_at_local: 'Tue 10:00', tz: 'Europe/Lisbon', note: 'send_time field is 10:00', recipients: 18220, preview_id: c.uuid() })]]);
    }
    return S.agent('NewsletterAgent', { input: this.goal }, ch, { error: 'Maximum auto-invoke attempts (8) reached' });
  } },
];
