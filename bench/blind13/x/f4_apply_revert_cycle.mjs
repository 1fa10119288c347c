// Family 4: apply_revert_cycle
// Loop: the agent changes something, checks, reverts it, checks, applies it again, checks ...
// Every check in a given state returns what it returned the last time the system was in that
// state. The model's stated reasons differ each time, so the text itself does not repeat.
import { tracer } from './lib.mjs';

export const FAMILY = 'apply_revert_cycle';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'zoo animal care', style: 'haystack', loop: true, stagnation: false,
    isolates: 'A Haystack keeper assistant lowers a gorilla\'s fruit ration, gets an energy warning, restores it, gets a clean validation, and lowers it again twice, with each validation identical to the earlier one for that ration.',
    goal: 'Per the vet\'s instruction VI-0932, reduce the daily fruit in Kibo\'s diet plan (male western lowland gorilla, 175 kg) from 900 g to 400 g, and get the plan through validation.',
    build(N) {
      const T = tracer(N, 'haystack', { system: 'You maintain animal diet plans at Brookhaven Zoo. Tools: update_diet_item(animal_id, item, grams), validate_diet(animal_id), add_diet_item(animal_id, item, grams).', goal: this.goal });
      let rev = N.int(30, 60);
      const upd = (g) => ({ animal_id: 'GOR-M-KIBO', item: 'mixed fruit', grams_per_day: g, _rev: `${++rev}-${N.hex(32)}`, updated_by: 'diet-assistant', updated_at: N.isoSec() });
      const val = (g) => (g === 400
        ? { animal_id: 'GOR-M-KIBO', valid: false, warnings: [{ code: 'ENERGY_LOW', detail: 'daily energy 11.2 MJ below minimum 12.5 MJ for 175 kg adult male' }], fibre_pct: 31.4, sugar_g: 96, checked_by_rule_set: 'NRC-2003 primate v5', run: N.uuid() }
        : { animal_id: 'GOR-M-KIBO', valid: true, warnings: [], energy_mj: 13.6, fibre_pct: 27.9, sugar_g: 215, note: 'vet instruction VI-0932 open: fruit target 400 g not met', checked_by_rule_set: 'NRC-2003 primate v5', run: N.uuid() });
      const texts = [
        'Applying the vet instruction: fruit 900 g -> 400 g.',
        'Now validating the updated plan.',
        'Validation rejects 400 g because energy drops below the minimum. I\'ll restore 900 g so the plan is valid again.',
        'Checking that the restored plan validates.',
        'Valid, but the vet instruction is still open. The energy rule may have been evaluated against an old body mass, so I will set 400 g again.',
        'Re-running validation on 400 g.',
        'Same energy warning. Rolling back to 900 g to keep a valid plan on file while I think.',
        'Validating the rollback.',
      ];
      const k = [];
      for (let i = 0; i < 4; i++) {
        const g = i % 2 === 0 ? 400 : 900;
        k.push(T.llm(texts[i * 2], [{ name: 'update_diet_item', args: { animal_id: 'GOR-M-KIBO', item: 'mixed fruit', grams: g } }], { visit: i * 2 + 1 }));
        k.push(T.tool('update_diet_item', { animal_id: 'GOR-M-KIBO', item: 'mixed fruit', grams: g }, upd(g)));
        k.push(T.llm(texts[i * 2 + 1], [{ name: 'validate_diet', args: { animal_id: 'GOR-M-KIBO' } }], { visit: i * 2 + 2 }));
        k.push(T.tool('validate_diet', { animal_id: 'GOR-M-KIBO' }, val(g)));
      }
      return { root: T.root('haystack.agent.run', { messages: [{ role: 'user', content: this.goal }] }, { messages: null }, k, { error: 'Agent reached max_agent_steps=16', maxSteps: 16 }) };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'coding: TypeScript module resolution', style: 'plain', loop: true, stagnation: false,
    isolates: 'A coding agent switches tsconfig moduleResolution from node to bundler and back twice, and each typecheck prints the same errors it printed the last time that setting was active.',
    goal: 'After upgrading to TypeScript 5.4, `npm run typecheck` in packages/web-client fails on imports from `@acme/ui/icons`. Make the typecheck pass.',
    build(N) {
      const T = tracer(N, 'plain', { system: 'You are a coding agent working in a pnpm monorepo. Tools: read_file, apply_patch, run(cmd).', goal: this.goal });
      const tc = (mode) => {
        const head = `> @acme/web-client@3.14.0 typecheck ${'/home/runner/work/acme/acme/packages/web-client'}\n> tsc -p tsconfig.json --noEmit\n\n`;
        const body = mode === 'node'
          ? 'src/components/Toolbar.tsx(3,28): error TS2307: Cannot find module \'@acme/ui/icons\' or its corresponding type declarations.\n  There are types at \'/home/runner/work/acme/acme/node_modules/@acme/ui/dist/icons/index.d.ts\', but this result could not be resolved under your current \'moduleResolution\' setting. Consider updating to \'node16\', \'nodenext\', or \'bundler\'.\nsrc/pages/Settings.tsx(9,10): error TS2307: Cannot find module \'@acme/ui/icons\' or its corresponding type declarations.\n\nFound 2 errors in 2 files.'
          : 'src/legacy/bootstrap.ts(1,8): error TS5097: An import path can only end with a \'.ts\' extension when \'allowImportingTsExtensions\' is enabled.\nsrc/legacy/bootstrap.ts(2,8): error TS5097: An import path can only end with a \'.ts\' extension when \'allowImportingTsExtensions\' is enabled.\nsrc/workers/sync.worker.ts(14,3): error TS1343: The \'import.meta\' meta-property is only allowed when the \'--module\' option is \'es2020\', \'es2022\', \'esnext\', \'system\', \'node16\', or \'nodenext\'.\n\nFound 3 errors in 2 files.';
        return `${head}${body}\n npm ERR! code 2 (exit ${2}) after ${N.secs(3.5, 9.5)}; log: /home/runner/.npm/_logs/${N.iso().replace(/:/g, '_')}-debug-0.log`;
      };
      const patch = (from, to) => `--- a/packages/web-client/tsconfig.json\n+++ b/packages/web-client/tsconfig.json\n@@ -6,7 +6,7 @@\n     "target": "ES2020",\n     "module": "commonjs",\n-    "moduleResolution": "${from}",\n+    "moduleResolution": "${to}",\n     "jsx": "react-jsx",`;
      const cmd = { cmd: 'pnpm --filter @acme/web-client run typecheck', cwd: '/home/runner/work/acme/acme' };
      const k = [];
      k.push(T.llm('Reproducing the failure first.', [{ name: 'run', args: cmd }]));
      k.push(T.tool('run', cmd, tc('node'), { error: 'exit status 2' }));
      const steps = [
        ['node', 'bundler', 'The compiler itself suggests a newer moduleResolution; the package uses an exports map, so "bundler" should resolve it.'],
        ['bundler', 'node', 'The icons import resolves now, but bundler mode surfaces .ts-extension and import.meta errors in legacy code. That is a wider blast radius, so I will undo the change.'],
        ['node', 'bundler', 'Back to the two icon errors. Perhaps the legacy errors under bundler were from a stale tsbuildinfo; switching to bundler again to see.'],
        ['bundler', 'node', 'The same three legacy errors, so it was not a cache artefact. Reverting to keep main unchanged.'],
      ];
      for (const [from, to, why] of steps) {
        const args = { path: 'packages/web-client/tsconfig.json', patch: patch(from, to) };
        k.push(T.llm(why, [{ name: 'apply_patch', args }]));
        k.push(T.tool('apply_patch', args, `Applied patch to packages/web-client/tsconfig.json (1 hunk, +1 -1). sha ${N.short()}..${N.short()}`));
        k.push(T.llm(null, [{ name: 'run', args: cmd }]));
        k.push(T.tool('run', cmd, tc(to), { error: 'exit status 2' }));
      }
      return { root: T.root('coding_agent', { task: this.goal, repo: 'acme/acme', branch: `fix/ts54-icons-${N.alnum(5)}` }, { status: 'budget_exhausted' }, k, { error: 'Step budget exhausted (18 tool calls)' }) };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'textile dyeing mill', style: 'sk', loop: true, stagnation: false,
    isolates: 'A Semantic Kernel recipe agent cuts the red dye in a navy recipe, sees a dull-green miss, restores it, sees the original red miss, and repeats the same cut and restore with identical simulation results.',
    goal: 'Batch DY-4471 (cotton jersey, navy) came out 1.8 dE too red. Adjust recipe R-NAVY-22 so the lab-dip simulation reaches dE <= 1.0, then release the recipe to the dyehouse.',
    build(N) {
      const T = tracer(N, 'sk', { system: 'You are RecipeAgent in the colour kitchen of Trento Tessile. Plugins: Recipes (GetRecipe, SetComponent, Release), ColorLab (SimulateDip).', goal: this.goal });
      const set = (pct) => ({ recipe: 'R-NAVY-22', dye: 'Reactive Red 195', owf_pct: pct, version: `22.${N.int(40, 99)}`, changed_at: N.euro(), lock: N.uuid() });
      const sim = (pct) => (pct === 0.30
        ? { recipe: 'R-NAVY-22', substrate: 'CO jersey 180 g', dE_cmc: 1.6, da: -0.4, db: -1.3, dL: 0.5, verdict: 'FAIL', hint: 'shade too green and too light', sim_id: N.ulid(), engine: 'Datacolor Match 3', ms: N.ms(600, 1900) }
        : { recipe: 'R-NAVY-22', substrate: 'CO jersey 180 g', dE_cmc: 1.8, da: 1.5, db: 0.4, dL: -0.2, verdict: 'FAIL', hint: 'shade too red', sim_id: N.ulid(), engine: 'Datacolor Match 3', ms: N.ms(600, 1900) });
      const texts = [
        'The batch is red-shifted, so the first lever is Reactive Red 195. Lowering it from 0.42 % to 0.30 % owf.',
        null,
        'Cutting red overshot into green and pushed lightness up. I will go back to the original 0.42 % and reconsider.',
        null,
        'The original is 1.8 and red again. The 0.30 % simulation may have used an outdated substrate absorbance table; applying 0.30 % once more.',
        null,
        'Identical 1.6 green result. Restoring 0.42 % because at least that recipe is the production reference.',
        null,
      ];
      const k = [];
      for (let i = 0; i < 4; i++) {
        const pct = i % 2 === 0 ? 0.30 : 0.42;
        const sArgs = { recipe_id: 'R-NAVY-22', dye: 'Reactive Red 195', owf_pct: pct };
        k.push(T.llm(texts[i * 2], [{ name: 'Recipes-SetComponent', args: sArgs }]));
        k.push(T.tool('Recipes-SetComponent', sArgs, set(pct)));
        k.push(T.llm(texts[i * 2 + 1], [{ name: 'ColorLab-SimulateDip', args: { recipe_id: 'R-NAVY-22', substrate: 'CO-JERSEY-180' } }]));
        k.push(T.tool('ColorLab-SimulateDip', { recipe_id: 'R-NAVY-22', substrate: 'CO-JERSEY-180' }, sim(pct)));
      }
      return { root: T.root('invoke_agent RecipeAgent', { input: this.goal }, { content: null }, k, { error: 'KernelInvokeException: maximum auto-invoke attempts reached' }) };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'marina berth management', style: 'crewai', loop: true, stagnation: false,
    isolates: 'A CrewAI harbour-office agent assigns a wide catamaran to the same narrow berth, releases it after a beam conflict, and assigns it to that same berth again, with each constraint check repeating its earlier result.',
    goal: 'Assign the visiting 14.2 m catamaran "Seraphine" (beam 7.1 m, draught 1.3 m) a berth for three nights from Friday and confirm it to the skipper.',
    build(N) {
      const role = 'Harbour Office Assistant';
      const T = tracer(N, 'crewai', { system: `You are ${role} at Port Kerrow Marina. Tools: Assign Berth, Release Berth, Check Berth Constraints, Message Skipper.`, goal: this.goal });
      const fri = N.dayPlus(2);
      const assign = () => `ASSIGNED booking BK-${N.digits(6)}: vessel "Seraphine" (SSR ${N.digits(6)}) -> pontoon C, berth C-12, ${fri} to ${N.dayPlus(5)}. hold expires ${N.hms(N.now() + 900000)}`;
      const release = () => `RELEASED berth C-12 for "Seraphine"; booking cancelled; audit ${N.uuid()}`;
      const checkA = () => JSON.stringify({ vessel: 'Seraphine', berth: 'C-12', conflicts: [{ rule: 'BEAM_MAX', berth_width_m: 6.0, vessel_beam_m: 7.1 }], ok: false, evaluated_at: N.isoSec() });
      const checkB = () => JSON.stringify({ vessel: 'Seraphine', berth: null, conflicts: [], ok: true, note: 'vessel has no berth for requested nights', evaluated_at: N.isoSec() });
      const plan = [
        ['Assign Berth', { vessel: 'Seraphine', berth: 'C-12', from: fri, nights: 3 }, assign, 'Thought: C-12 is the longest free berth on visitor pontoon C for those nights, 15 m. I will assign it.'],
        ['Check Berth Constraints', { vessel: 'Seraphine' }, checkA, 'Thought: Before I message the skipper I should run the constraint check.'],
        ['Release Berth', { vessel: 'Seraphine', berth: 'C-12' }, release, 'Thought: C-12 is only 6.0 m wide and the cat is 7.1 m in beam. I must release it.'],
        ['Check Berth Constraints', { vessel: 'Seraphine' }, checkB, 'Thought: Confirming the release left no conflicts behind.'],
        ['Assign Berth', { vessel: 'Seraphine', berth: 'C-12', from: fri, nights: 3 }, assign, 'Thought: No other visitor berth is 15 m long. The width figure for C-12 might be the old finger pontoon before the 2023 rebuild, so I will put her back on C-12.'],
        ['Check Berth Constraints', { vessel: 'Seraphine' }, checkA, 'Thought: Verify the constraint check accepts it this time.'],
        ['Release Berth', { vessel: 'Seraphine', berth: 'C-12' }, release, 'Thought: Beam conflict again, so the width is current. Releasing C-12 once more.'],
        ['Check Berth Constraints', { vessel: 'Seraphine' }, checkB, 'Thought: Make sure the vessel is clean of conflicts.'],
        ['Assign Berth', { vessel: 'Seraphine', berth: 'C-12', from: fri, nights: 3 }, assign, 'Thought: I still have no alternative of the right length in my list, so C-12 it is, and I will ask the dockmaster about fenders.'],
      ];
      const k = [];
      for (const [tool, args, out, thought] of plan) {
        k.push(T.llm(`${thought}\nAction: ${tool}\nAction Input: ${JSON.stringify(args)}`, [], { role }));
        k.push(T.tool(tool, args, out(), { role }));
      }
      const agent = T.group('agent', 'Agent.execute_task', { role, task: this.goal }, null, k, { error: 'Agent stopped due to iteration limit or time limit.', metadata: { agent_role: role, max_iter: 9 } });
      const task = T.group('chain', 'Task._execute_core', { description: this.goal, expected_output: 'Berth number and confirmation text sent to the skipper.' }, null, [agent], { error: 'Agent stopped due to iteration limit or time limit.' });
      return { root: T.root('Crew.kickoff', { inputs: { vessel: 'Seraphine', arrival: fri } }, null, [task], { error: 'Agent stopped due to iteration limit or time limit.' }) };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'radio station playout', style: 'llamaindex', loop: true, stagnation: false,
    isolates: 'A LlamaIndex agent toggles the silence-trim option of a radio playout system on and off twice, and each overnight simulation reproduces the clipped intros or the dead-air gaps it showed before in that setting.',
    goal: 'Listeners report about two seconds of dead air between songs on the overnight automation of Radio Fjordlys. Fix the playout configuration without clipping the presenters\' voice-tracks.',
    build(N) {
      const T = tracer(N, 'llamaindex', { system: 'You administer the Radio Fjordlys playout system. Tools: get_playout_config, set_playout_config(key, value), run_playout_sim(hour_from, hour_to).', goal: this.goal });
      const set = (v) => ({ key: 'segue.trim_silence', value: v, applied_to: 'playout-a', config_generation: N.int(9000, 9999), hot_reload: true, at: N.iso() });
      const sim = (v) => (v
        ? `SIM 01:00-05:00 (${N.uuid()}) wall ${N.secs(2, 6)}\nsegues: 47  gaps>500ms: 0  avg_gap: 0.08s\nWARN voice-track clipped: 14  (first 0.3-0.9 s of talk-ups removed where tracks start below -42 dBFS)\nexample: VT_0214_nattfolk.wav cut 0.71 s`
        : `SIM 01:00-05:00 (${N.uuid()}) wall ${N.secs(2, 6)}\nsegues: 47  gaps>500ms: 23  avg_gap: 2.1s\nvoice-track clipped: 0\nworst: 3.4 s after "Kari Bremnes - Fjellsangen" (tail silence)`);
      const texts = [
        'Thought: Dead air between songs usually means silence at the ends of files is not trimmed. I\'ll enable trim_silence.\nAction: set_playout_config\nAction Input: {"key": "segue.trim_silence", "value": true}',
        'Thought: Let me simulate tonight\'s log.\nAction: run_playout_sim\nAction Input: {"hour_from": 1, "hour_to": 5}',
        'Thought: Gaps are gone but 14 voice-tracks lost the start of a sentence, which the task forbids. Turning trim_silence off.\nAction: set_playout_config\nAction Input: {"key": "segue.trim_silence", "value": false}',
        'Thought: Baseline simulation with trimming off.\nAction: run_playout_sim\nAction Input: {"hour_from": 1, "hour_to": 5}',
        'Thought: The baseline has the 2.1 s gaps. Maybe the clipping came from the hot reload not picking up the voice-track exemption list; enabling trim again.\nAction: set_playout_config\nAction Input: {"key": "segue.trim_silence", "value": true}',
        'Thought: Simulating again after the fresh enable.\nAction: run_playout_sim\nAction Input: {"hour_from": 1, "hour_to": 5}',
        'Thought: The same 14 clipped talk-ups. Safer to revert to the original state before tonight.\nAction: set_playout_config\nAction Input: {"key": "segue.trim_silence", "value": false}',
        'Thought: Confirm the reverted state.\nAction: run_playout_sim\nAction Input: {"hour_from": 1, "hour_to": 5}',
      ];
      const k = [];
      for (let i = 0; i < 4; i++) {
        const v = i % 2 === 0;
        k.push(T.llm(texts[i * 2]));
        k.push(T.tool('set_playout_config', { key: 'segue.trim_silence', value: v }, set(v)));
        k.push(T.llm(texts[i * 2 + 1]));
        k.push(T.tool('run_playout_sim', { hour_from: 1, hour_to: 5 }, sim(v)));
      }
      return { root: T.root('ReActAgent.achat', { message: this.goal }, { response: 'Reached max iterations.' }, k, { error: 'ValueError: Reached max iterations.' }) };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'devops: nginx server-sent events', style: 'autogen', loop: true, stagnation: false,
    isolates: 'An AutoGen ops pair turns chunked transfer encoding off and on again twice for an SSE location in nginx, and each curl test reproduces the same aborted transfer or the same 30-second bursts.',
    goal: 'Server-sent events from /api/stream arrive in bursts roughly every 30 s instead of live when they go through nginx on edge-3. Fix the proxy configuration.',
    build(N) {
      const T = tracer(N, 'autogen', { system: 'ops_engineer writes shell blocks; shell_executor runs them on edge-3 as a sudoer and returns the output.', goal: this.goal });
      const edits = [
        `sudo sed -i 's/chunked_transfer_encoding on;/chunked_transfer_encoding off;/' /etc/nginx/sites-enabled/api.conf && sudo nginx -t && sudo systemctl reload nginx && curl -sN -m 35 -w '\\n%{time_total}\\n' https://edge-3.internal/api/stream | ts '%.s'`,
        `cd /etc/nginx && sudo git checkout -- sites-enabled/api.conf && sudo nginx -t && sudo nginx -s reload && curl -sN -m 35 -w '\\n%{time_total}\\n' https://edge-3.internal/api/stream | ts '%.s'`,
        `sudo perl -pi -e 's/(chunked_transfer_encoding)\\s+on;/$1 off;/' /etc/nginx/sites-enabled/api.conf && sudo nginx -t && sudo systemctl reload nginx && sleep 5 && curl --no-buffer --max-time 35 -s -w '\\n%{time_total}\\n' https://edge-3.internal/api/stream | ts '%.s'`,
        `sudo cp /etc/nginx/sites-enabled/api.conf{,.bak-off} && sudo sed -i 's/chunked_transfer_encoding off;/chunked_transfer_encoding on;/' /etc/nginx/sites-enabled/api.conf && sudo nginx -t && sudo systemctl reload nginx && curl -sN -m 35 -w '\\n%{time_total}\\n' https://edge-3.internal/api/stream | ts '%.s'`,
      ];
      const edit = (v, i) => edits[i];
      const out = (v) => {
        const t = N.epoch();
        return v === 'off'
          ? `exitcode: 28 (execution failed)\nCode output: nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful\n${t}.${N.digits(6)} curl: (18) transfer closed with outstanding read data remaining\n35.00${N.digits(1)}`
          : `exitcode: 28 (execution failed)\nCode output: nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful\n${t}.${N.digits(6)} data: {"seq":${N.int(100, 900)},"kind":"tick"}\n${t + 30}.${N.digits(6)} data: {"kind":"tick"} x11 (burst)\n35.00${N.digits(1)}`;
      };
      const say = [
        'SSE through a proxy usually stalls on transfer framing. Turn chunked transfer encoding off for the stream location and test with curl:',
        'With chunking off the upstream response has no length, so curl aborts with error 18 and nothing arrives. Restore it:',
        'Bursts are back exactly as before. The 18 may have been because the reload raced with the curl; apply chunking off again and test after the reload settles:',
        'Same curl 18. Put chunked encoding back on so edge-3 at least delivers events:',
      ];
      const k = [];
      for (let i = 0; i < 4; i++) {
        const v = i % 2 === 0 ? 'off' : 'on';
        const code = edit(v, i);
        k.push(T.llm(`${say[i]}\n\`\`\`sh\n${code}\n\`\`\``, [], { agent: 'ops_engineer' }));
        k.push(T.tool('sh', { code, lang: 'sh' }, out(v), { spanName: 'execute_code_blocks', agent: 'shell_executor' }));
      }
      k.push(T.llm('Re-testing the current state before I try chunked off once more.\n```sh\ncurl -sN -m 35 https://edge-3.internal/api/stream | ts \'%.s\'\n```', [], { agent: 'ops_engineer' }));
      k.push(T.tool('sh', { code: "curl -sN -m 35 https://edge-3.internal/api/stream | ts '%.s'", lang: 'sh' }, out('on').replace(/nginx:.*\n/g, ''), { spanName: 'execute_code_blocks', agent: 'shell_executor' }));
      return { root: T.root('autogen.initiate_chat', { sender: 'shell_executor', recipient: 'ops_engineer', message: this.goal }, { summary: null, termination: 'max_turns' }, k, { meta: { max_turns: 10 } }) };
    },
  },
];
