// Family 3 (loop): flips between two states; each check after a switch returns what it returned last time in that state.
export const FAMILY = 'two_state_flipflop';
export const LOOP = true;

export const rows = [
  {
    num: 1, domain: 'airship hangars', stagnation: false,
    isolates: 'A Mastra agent assigns an inbound airship to mast North, then South, then North, then South, then North; each crosswind/ground check repeats its earlier verdict for that mast and the model writes no new text.',
    make: (c) => {
      const assign = (mast) => ({ ok: true, assignment: { ship: 'LZ-N07 "Kestrel"', mast, eta: '2025-11-04T15:40Z' }, rev: c.int(4000, 4999), by: 'ops-agent', at: (c.adv(c.int(5000, 30000)), c.iso()) });
      const check = (mast) => mast === 'M-NORTH'
        ? { mast, feasible: false, reason: 'Forecast crosswind 18 kt at mast head exceeds 15 kt mooring limit for LZ-N07', metar: `EGXX ${c.int(10, 28)}1450Z 25018G24KT 9999 SCT030 07/02 Q1009`, computed_at: c.iso(), model_run: '12Z' }
        : { mast, feasible: false, reason: 'Ground crew conflict: tow tractor T2 and 6 handlers booked for hangar 2 door maintenance 15:00-17:00', roster_etag: c.etag(), computed_at: c.iso() };
      const steps = [
        { text: 'Assigning the inbound ship to the north mast and running the mooring checks.', calls: [{ tool: 'setMastAssignment', args: { ship: 'LZ-N07', mast: 'M-NORTH' }, out: assign('M-NORTH') }, { tool: 'mooringCheck', args: { ship: 'LZ-N07', mast: 'M-NORTH' }, out: check('M-NORTH') }] },
        { text: 'North is out on crosswind; trying the south mast.', calls: [{ tool: 'setMastAssignment', args: { ship: 'LZ-N07', mast: 'M-SOUTH' }, out: assign('M-SOUTH') }, { tool: 'mooringCheck', args: { ship: 'LZ-N07', mast: 'M-SOUTH' }, out: check('M-SOUTH') }] },
      ];
      for (const m of ['M-NORTH', 'M-SOUTH', 'M-NORTH']) steps.push({ calls: [{ tool: 'setMastAssignment', args: { ship: 'LZ-N07', mast: m }, out: assign(m) }, { tool: 'mooringCheck', args: { ship: 'LZ-N07', mast: m }, out: check(m) }] });
      return {
        style: 'mastra', model: 'gpt-4o-mini', agent: 'hangarOpsAgent', provider: 'openai',
        system: 'You plan arrivals at an airship hangar base. Pick a mooring mast that passes mooringCheck; if none passes, propose a later ETA.',
        goal: 'Find a mooring mast for the airship LZ-N07 arriving at 15:40 UTC today.',
        steps, limitError: 'maxSteps (5) reached', maxSteps: 5,
      };
    },
  },
  {
    num: 2, domain: 'cave-diving expeditions', stagnation: true,
    isolates: 'The planner alternates the deco gas between EAN50 and O2 five times; EAN50 always gives a 212-minute runtime over the limit, O2 always breaks the ppO2 rule, and the model repeats the same sentence each switch.',
    make: (c) => {
      const plan = (gas) => gas === 'EAN50'
        ? `decoplanner v3.1.2 (${c.hex(7)})\nplan id ${c.uuid()}\nbottom: 62 m / 35 min on TX 15/55\ndeco gas: EAN50 switch @ 21 m\nGF 30/70\nTTS 177 min   RUNTIME 212 min\nCNS 68%  OTU 241\nWARN: runtime 212 > sump window 180 (siphon reverses 14:20)\ncomputed in ${c.int(30, 90)} ms`
        : `decoplanner v3.1.2 (${c.hex(7)})\nplan id ${c.uuid()}\nbottom: 62 m / 35 min on TX 15/55\ndeco gas: O2 switch @ 9 m\nGF 30/70\nTTS 139 min   RUNTIME 174 min\nCNS 104%  OTU 310\nERROR: ppO2 1.9 at 9 m exceeds team rule 1.6 for deco gas\ncomputed in ${c.int(30, 90)} ms`;
      const say = 'Let me try the other decompression gas; that should bring the plan within the team limits.';
      const steps = [
        { text: 'Computing the plan with EAN50 as the decompression gas first.', calls: [{ tool: 'set_deco_gas', args: { plan: 'sump2-push', gas: 'EAN50', switch_depth_m: 21 }, out: { ok: true, plan: 'sump2-push', updated: c.isoOff(-3) } }, { tool: 'run_deco_plan', args: { plan: 'sump2-push' }, out: plan('EAN50') }] },
      ];
      for (const g of ['O2', 'EAN50', 'O2', 'EAN50']) steps.push({ text: say, calls: [{ tool: 'set_deco_gas', args: { plan: 'sump2-push', gas: g, switch_depth_m: g === 'O2' ? 9 : 21 }, out: { ok: true, plan: 'sump2-push', updated: (c.adv(c.int(20000, 90000)), c.isoOff(-3)) } }, { tool: 'run_deco_plan', args: { plan: 'sump2-push' }, out: plan(g) }] });
      return {
        style: 'plain', model: 'gpt-4o', agent: 'dive_planner',
        system: 'You are the expedition dive planner. A plan must keep runtime within the sump window and deco-gas ppO2 <= 1.6. Adjust depth, bottom time or gases as needed.',
        goal: 'Produce a compliant decompression plan for the sump 2 push dive (62 m, 35 min bottom time) within the 180-minute siphon window.',
        steps, limitError: 'max_turns (5) reached',
      };
    },
  },
  {
    num: 3, domain: 'cathedral stonemasons', stagnation: false,
    isolates: 'A LangChain agent toggles the quarry filter Clipsham, Ancaster, Clipsham, Ancaster, Clipsham looking for a 650 mm bed block; each quarry returns the same answer as before and the thoughts are empty.',
    make: (c) => {
      const res = (q) => q === 'Clipsham'
        ? `quarry=Clipsham bed>=650mm: 0 blocks\nlargest available bed: 540mm (block CL-2291, 1.8 m3)\nstock sheet rev ${c.int(80, 99)} · synced ${c.logts()} · yard-pc-${c.int(1, 4)}`
        : `quarry=Ancaster bed>=650mm: 2 blocks\n  AN-0917 bed 700mm 2.1 m3  colour: weatherbed (blue-grey) -- REJECT for north transept (spec: cream freestone)\n  AN-0920 bed 660mm 1.6 m3  colour: weatherbed (blue-grey) -- REJECT\nstock sheet rev ${c.int(80, 99)} · synced ${c.logts()} · yard-pc-${c.int(1, 4)}`;
      const steps = [{ text: 'I need a freestone block with at least 650 mm bed height for the replacement pinnacle; start with Clipsham, which matches the original.', calls: [{ tool: 'stone_stock', args: { quarry: 'Clipsham', min_bed_mm: 650 }, out: res('Clipsham') }] }];
      for (const q of ['Ancaster', 'Clipsham', 'Ancaster', 'Clipsham']) steps.push({ text: '', calls: [{ tool: 'stone_stock', args: { quarry: q, min_bed_mm: 650 }, out: (c.adv(c.int(30000, 80000)), res(q)) }] });
      return {
        style: 'langchain', model: 'gpt-4o-mini', agent: 'banker_mason_assistant',
        system: 'You help the cathedral works department source stone. Tools: stone_stock(quarry, min_bed_mm), order_block. Spec for the north transept: cream oolitic freestone.',
        goal: 'Find and reserve a block for the replacement north-transept pinnacle (needs a bed height of at least 650 mm).',
        steps, limitError: 'Agent stopped due to iteration limit or time limit.', maxSteps: 5,
      };
    },
  },
  {
    num: 4, domain: 'rodeo arenas', stagnation: true,
    isolates: 'A browser agent switches between the Entries and Draw tabs of an arena system four times; each tab shows the same snapshot as last time, and the model restates the same sentence at every switch.',
    make: (c) => {
      const entries = () => ({ url: 'https://arena.example-rodeo.org/events/2025-cheyenne-frontier/entries?class=barrel-racing', title: 'Entries - Barrel Racing', status: 200, html_excerpt: `<table id="entries"><tr><th>#</th><th>Contestant</th><th>Horse</th><th>Paid</th></tr><tr><td>41</td><td>Jolene Marsh</td><td>Dually Dun It</td><td>&#10003;</td></tr><tr><td>42</td><td>Kaycee Ortiz</td><td>Smart Lil Pistol</td><td>&#10003;</td></tr></table><footer>Rendered ${c.http()} &middot; node ${c.host('web')}</footer>`, console: [] });
      const draw = () => ({ url: 'https://arena.example-rodeo.org/events/2025-cheyenne-frontier/draw?class=barrel-racing', title: 'Draw - Barrel Racing', status: 200, html_excerpt: `<div class="alert alert-info">Draw for Perf 3 not yet published. Check back after the slack closes.</div><small>cache-key ${c.hex(12)} &middot; ${c.http()}</small>`, console: [`[info] hydration ${c.int(80, 400)}ms`] });
      const say = 'The draw position for Kaycee Ortiz is not on this tab; switching to the other tab to look for it.';
      const steps = [
        { text: 'Opening the event entries to find Kaycee Ortiz.', calls: [{ tool: 'browser_click_tab', args: { tab: 'Entries' }, out: entries() }] },
        { text: 'She is entered (#42, paid). Now the draw tab for her run position.', calls: [{ tool: 'browser_click_tab', args: { tab: 'Draw' }, out: (c.adv(4000), draw()) }] },
      ];
      for (const t of ['Entries', 'Draw', 'Entries', 'Draw']) steps.push({ text: say, calls: [{ tool: 'browser_click_tab', args: { tab: t }, out: (c.adv(c.int(3000, 9000)), t === 'Entries' ? entries() : draw()) }] });
      return {
        style: 'vercel', model: 'gpt-4.1', agent: 'rodeo-office-browser',
        system: 'You operate the rodeo office web app in a browser. Use browser_* tools. Report findings to the secretary.',
        goal: 'Tell the rodeo secretary which performance and run position Kaycee Ortiz drew in barrel racing.',
        steps, limitError: 'stopWhen stepCountIs(6) reached with pending tool calls', maxSteps: 6,
      };
    },
  },
  {
    num: 5, domain: 'violin making workshop', stagnation: false,
    isolates: 'A coding agent for a luthier CNC repo checks out main, then the feature branch, then main, feature, main; make verify fails the same way on each branch every time and no model text is produced after the first step.',
    make: (c) => {
      const co = (b) => `Switched to branch '${b}'\nYour branch is up to date with 'origin/${b}'.`;
      const verify = (b) => b === 'main'
        ? { exit_code: 2, stdout: `python -m toolpath.verify plates/top_spruce_v7.yaml\n[verify] arching profile: max depth 16.2 mm > spec 15.5 mm (station 14)\nFAILED (1 check) in ${(c.rnd() * 3 + 1).toFixed(2)}s`, stderr: `make: *** [Makefile:22: verify] Error 2`, cwd: `/home/ci/work/${c.hex(8)}/luthier-cnc` }
        : { exit_code: 2, stdout: `python -m toolpath.verify plates/top_spruce_v7.yaml\n[verify] arching profile OK (max 15.3 mm)\n[verify] post-processor: tool change M06 missing before T4 (f-hole cutter)\nFAILED (1 check) in ${(c.rnd() * 3 + 1).toFixed(2)}s`, stderr: `make: *** [Makefile:22: verify] Error 2`, cwd: `/home/ci/work/${c.hex(8)}/luthier-cnc` };
      const steps = [
        { text: 'I will check which branch passes toolpath verification before generating the G-code for the top plate.', calls: [{ tool: 'shell', args: { cmd: 'git checkout main' }, out: co('main') }, { tool: 'shell', args: { cmd: 'make verify' }, out: verify('main') }] },
      ];
      for (const b of ['feature/f-hole-v2', 'main', 'feature/f-hole-v2', 'main']) steps.push({ calls: [{ tool: 'shell', args: { cmd: `git checkout ${b}` }, out: co(b) }, { tool: 'shell', args: { cmd: 'make verify' }, out: verify(b) }] });
      return {
        style: 'pydantic', model: 'claude-3-7-sonnet-latest', provider: 'anthropic', agent: 'cnc_repo_agent',
        system: 'You maintain the CNC toolpath repository of a violin workshop. Make `make verify` pass, then run `make gcode`.',
        goal: 'Generate verified G-code for the spruce top plate (top_spruce_v7) so the router can cut it tonight.',
        steps, limitError: 'UsageLimitExceeded: The next request would exceed the request_limit of 5',
      };
    },
  },
  {
    num: 6, domain: 'whale-watching tours', stagnation: true,
    isolates: 'A Responses-API agent switches the afternoon tour between the north-headland and south-bank routes three times; each route check repeats its earlier result and the reasoning summary is the same sentence every time.',
    make: (c) => {
      const chk = (r) => r === 'north-headland'
        ? { route: r, bookable: false, reason: 'Sea state forecast 4 (Douglas) at 15:00 exceeds passenger limit 3 for RIB "Orca Spirit"', buoy: { id: '62105', hs_m: 2.3, tp_s: 9, obs: c.isoNoMs() } }
        : { route: r, bookable: false, reason: 'Seasonal exclusion zone: harbour porpoise calving area closed until 15 Sep', notice: 'NtM 2025/117', checked: c.isoNoMs() };
      const sw = (r) => ({ tour: 'T-1500-PM', route: r, previous: r === 'north-headland' ? 'south-bank' : 'north-headland', saved: true, version: c.int(100, 400) });
      const say = 'That route is not bookable, so the other route is the only remaining option; switch the tour to it and check again.';
      const steps = [{ reasoning: 'Check the current route for the 15:00 tour.', calls: [{ tool: 'check_route', args: { tour: 'T-1500-PM' }, out: chk('north-headland') }] }];
      for (const r of ['south-bank', 'north-headland', 'south-bank', 'north-headland']) steps.push({ reasoning: say, calls: [{ tool: 'set_route', args: { tour: 'T-1500-PM', route: r }, out: sw(r) }, { tool: 'check_route', args: { tour: 'T-1500-PM' }, out: (c.adv(c.int(10000, 40000)), chk(r)) }] });
      return {
        style: 'responses', model: 'o3-mini', agent: 'tour_desk',
        system: 'You run bookings for a whale-watching operator. Make sure each departure has a bookable route; if none is, offer passengers the morning tour or a refund.',
        goal: 'Make sure this afternoon\'s 15:00 whale-watching tour (T-1500-PM) can run and tell the 11 booked passengers what to expect.',
        steps, limitError: 'max_turns_exceeded',
      };
    },
  },
];
