import { Run, rootSpan, agent, span } from './lib.mjs';

export const FAMILY = {
  name: 'narrowing_nested_delegation', loop: false, stagnation: false,
  isolates: 'Deep delegation that works: 3+ nested agents, each handing a narrower, different sub-task down; results come back up and the run finishes.',
};

// wraps a sub-agent run as a delegation tool span + agent span, recorded the way the style does it
function delegate(c, style, toolName, args, agentName, result, kids, md = {}) {
  const a = agent(agentName, args, result, kids, md);
  return span('tool', toolName, args, result, [a], { metadata: { delegated_to: agentName, started: c.iso() } });
}

// the delegating model first emits the call, then the delegation span holds the sub-agent
function delegateVia(run, c, style, toolName, args, agentName, result, kids, md = {}) {
  const short = toolName.replace(/^tool: '|'$/g, '').replace(/^FunctionInvoking Agents-/, '');
  const l = run.llm('', [{ name: short, args }]);
  run.history.push({ role: 'tool', content: typeof result === 'string' ? result : JSON.stringify(result) });
  const t = delegate(c, style, toolName, args, agentName, result, kids, md);
  if (['adk', 'gemini', 'crewai', 'autogen'].includes(style)) { l.children.push(t); return [l]; }
  return [l, t];
}

export const ROWS = [
  {
    id: '01', domain: 'navigation buoy tender maintenance', style: 'claude_sdk',
    isolates: 'Main agent asks a route planner for next week\'s buoy tender route; the planner asks a telemetry subagent only about lantern power on six buoys; that one asks a log subagent to explain one buoy\'s charge log; answers flow back and the route is set.',
    goal: 'Plan next week\'s route for the buoy tender "Skerry Light": which aids to navigation to service and in what order.',
    build(c) {
      const r3 = new Run(c, 'claude_sdk', { system: 'You are log-reader. Read one buoy log and explain anomalies.', goal: 'Explain the solar charge anomaly in LB-14 over the last 10 days.' });
      const k3 = [...r3.step('', [{ name: 'Read', args: { file_path: '/data/telemetry/LB-14/charge_10d.csv' }, out: `ts,panel_v,batt_v,charge_ma\n${c.isoSec()},0.3,11.9,0\n${c.tick(86400000, 86400000) && c.isoSec()},0.2,11.7,0\n${c.tick(86400000, 86400000) && c.isoSec()},0.4,11.4,0\n... 237 more rows` }]), ...r3.final('LB-14 panel voltage has been under 0.5 V in full daylight for 10 days while battery falls 0.1 V a day: panel is covered (likely guano) or disconnected. Battery reaches 10.5 V cutoff in about 8 days.')];
      const r2 = new Run(c, 'claude_sdk', { system: 'You are telemetry-analyst.', goal: 'Check lantern power status for buoys LB-03, LB-07, LB-11, LB-14, LB-19, LB-22.' });
      const k2 = [...r2.step('', [{ name: 'Bash', args: { command: 'aidsnav-cli power --ids LB-03,LB-07,LB-11,LB-14,LB-19,LB-22 --format table' }, out: { stdout: `ID     BATT_V  TREND     LAMP   LAST_MSG\nLB-03  12.8    stable    OK     ${c.syslog()}\nLB-07  12.6    stable    OK     ${c.syslog()}\nLB-11  12.7    stable    OK     ${c.syslog()}\nLB-14  11.4    falling   OK     ${c.syslog()}\nLB-19  12.9    stable    FLASH_ERR ${c.syslog()}\nLB-22  12.5    stable    OK     ${c.syslog()}\n(AIS msg 21 via ${c.host('ais-gw')})`, stderr: '', interrupted: false } }]),
        ...r2.step('LB-14 is falling; get a detailed look at its charge log.', []), ];
      k2.push(...delegateVia(r2, c, 'claude_sdk', 'Task', { description: 'Explain LB-14 charge anomaly', prompt: 'Explain the solar charge anomaly in LB-14 over the last 10 days.', subagent_type: 'log-reader' }, 'log-reader', k3[k3.length - 1].output.content[0].text, k3));
      k2.push(...r2.final('Power: LB-14 urgent (panel not charging, ~8 days to cutoff); LB-19 lamp flash error; the other four are fine.'));
      const r1 = new Run(c, 'claude_sdk', { system: 'You are route-planner.', goal: 'List aids due for service next week and order them into a route from Kirkwall.' });
      const k1 = [...r1.step('', [{ name: 'Bash', args: { command: 'aidsnav-cli due --within 7d' }, out: { stdout: 'LB-03 annual inspection\nLB-07 annual inspection\nLB-11 chain check\nLB-14 annual inspection\nLB-19 annual inspection\nLB-22 paint\n6 due', stderr: '', interrupted: false } }])];
      k1.push(...delegateVia(r1, c, 'claude_sdk', 'Task', { description: 'Lantern power for due buoys', prompt: 'Check lantern power status for buoys LB-03, LB-07, LB-11, LB-14, LB-19, LB-22.', subagent_type: 'telemetry-analyst' }, 'telemetry-analyst', 'LB-14 urgent, LB-19 flash error, others fine.', k2));
      k1.push(...r1.final('Route from Kirkwall: Day 1 LB-14 (clean panel, swap battery) then LB-11; Day 2 LB-19 (replace flasher) and LB-22; Day 3 LB-03 and LB-07.'));
      const r0 = new Run(c, 'claude_sdk', { system: 'You coordinate the buoy tender.', goal: this.goal });
      const k0 = [...r0.step('I\'ll ask the route planner for the service list and order.', [])];
      k0.push(...delegateVia(r0, c, 'claude_sdk', 'Task', { description: 'Plan buoy route', prompt: 'List aids due for service next week and order them into a route from Kirkwall.', subagent_type: 'route-planner' }, 'route-planner', k1[k1.length - 1].output.content[0].text, k1));
      k0.push(...r0.final('Next week: Day 1 LB-14 (urgent power) and LB-11, Day 2 LB-19 and LB-22, Day 3 LB-03 and LB-07. Bring a replacement panel and battery for LB-14 and a flasher unit for LB-19.'));
      return rootSpan(c, 'claude_sdk', 'buoy-coordinator', this.goal, { subtype: 'success', result: 'Route planned.' }, k0, { cwd: '/srv/tender' });
    },
  },
  {
    id: '02', domain: 'hedge laying competition judging', style: 'mastra',
    isolates: 'A results agent hands "compile class results" to a class agent, which hands "score plot 7" to a scoring agent, which hands "check the pleacher count on plot 7" to a rules agent; each level narrower, answers return, results are published.',
    goal: 'Compile and publish the Midland-style open class results for the county hedge laying match.',
    build(c) {
      const r3 = new Run(c, 'mastra', { system: 'rulesAgent: apply the society rulebook.', goal: 'Is 9 pleachers per metre acceptable for Midland style with hazel/hawthorn mix?', agentName: 'rulesAgent' });
      const k3 = [...r3.step('', [{ name: 'searchRulebook', args: { query: 'pleacher density Midland' }, out: { hits: [{ section: '4.2', text: 'Midland style: pleachers should be laid at 7-10 per metre; fewer than 6 incurs a 5 point deduction.' }], rulebook_rev: `2019-r${c.int(2, 6)}` } }]), ...r3.final('9 per metre is within 7-10 (rule 4.2): no deduction.')];
      const r2 = new Run(c, 'mastra', { system: 'scoringAgent: score one plot.', goal: 'Score plot 7 from the judges\' sheets.', agentName: 'scoringAgent' });
      const k2 = [...r2.step('', [{ name: 'getJudgeSheet', args: { plot: 7 }, out: { plot: 7, competitor: 'E. Walsh', sections: { cutting: 18, laying: 17, staking: 14, binding: 9, finish: 8 }, note: 'pleacher density borderline? counted 9/m', judge: 'J2', scanned: c.dmy() } }])];
      k2.push(...delegateVia(r2, c, 'mastra', "tool: 'rulesAgent'", { question: 'Is 9 pleachers per metre acceptable for Midland style with hazel/hawthorn mix?' }, 'agent.rulesAgent.generate', 'No deduction (rule 4.2, 7-10/m).', k3));
      k2.push(...r2.final('Plot 7 (E. Walsh): 66/75, no density deduction.'));
      const r1 = new Run(c, 'mastra', { system: 'classAgent: compile one class.', goal: 'Compile the open class (plots 1-9).', agentName: 'classAgent' });
      const k1 = [...r1.step('', [{ name: 'getClassScores', args: { class: 'open', plots: '1-9' }, out: { scored: [{ plot: 3, name: 'T. Hughes', total: 68 }, { plot: 1, name: 'R. Price', total: 64 }, { plot: 5, name: 'M. Ford', total: 61 }], pending: [7], cache: c.etag() } }])];
      k1.push(...delegateVia(r1, c, 'mastra', "tool: 'scoringAgent'", { task: 'Score plot 7 from the judges\' sheets.' }, 'agent.scoringAgent.generate', 'Plot 7: 66/75.', k2));
      k1.push(...r1.final('Open class: 1st T. Hughes 68, 2nd E. Walsh 66, 3rd R. Price 64.'));
      const r0 = new Run(c, 'mastra', { system: 'resultsAgent', goal: this.goal, agentName: 'resultsAgent' });
      const k0 = [...r0.final('Delegating the open class compilation.')];
      k0.push(...delegateVia(r0, c, 'mastra', "tool: 'classAgent'", { task: 'Compile the open class (plots 1-9).' }, 'agent.classAgent.generate', 'Open class: 1st Hughes 68, 2nd Walsh 66, 3rd Price 64.', k1));
      k0.push(...r0.step('Publish.', [{ name: 'publishResults', args: { class: 'open', podium: ['T. Hughes 68', 'E. Walsh 66', 'R. Price 64'] }, out: { url: `https://hedgelaying.example/results/${c.date()}/open`, status: 'published' } }]));
      return rootSpan(c, 'mastra', 'resultsAgent', this.goal, { text: 'Open class results published.', finishReason: 'stop' }, k0);
    },
  },
  {
    id: '03', domain: 'pinhole camera workshop kits', style: 'smolagents',
    isolates: 'A smolagents manager delegates "price the workshop kit" to a kit agent, which delegates "choose the pinhole size" to an optics agent, which delegates "compute the optimal diameter for 150 mm focal length" to a calculator agent; numbers return up and a price is set.',
    goal: 'Set the per-person price for the Saturday pinhole camera building workshop (12 places), covering materials with a 35% margin.',
    build(c) {
      const r3 = new Run(c, 'smolagents', { system: 'calc_agent', goal: 'Compute optimal pinhole diameter for f=150 mm, lambda=550 nm (Rayleigh, c=1.9).' });
      const k3 = [...r3.step('Thought: d = 1.9 * sqrt(f * lambda).', [{ name: 'python_interpreter', args: { code: 'import math\nd = 1.9*math.sqrt(150e-3*550e-9)\nprint(round(d*1000,3))' }, out: 'Execution logs:\n0.546\nLast output from code snippet:\nNone' }]), ...r3.final('Thought: done.\nFinal answer: 0.55 mm')];
      const r2 = new Run(c, 'smolagents', { system: 'optics_agent', goal: 'Choose the pinhole size and part for a 150 mm deep box camera.' });
      const k2 = [...r2.final('Thought: I need the optimal diameter first; ask calc_agent.')];
      k2.push(...delegateVia(r2, c, 'smolagents', 'calc_agent', { task: 'Compute optimal pinhole diameter for f=150 mm, lambda=550 nm (Rayleigh, c=1.9).' }, 'ManagedAgent calc_agent', '0.55 mm', k3));
      k2.push(...r2.step('Thought: pick the closest laser-drilled pinhole.', [{ name: 'search_supplier', args: { query: 'laser drilled pinhole 0.55mm' }, out: `1. Precision pinhole 0.50mm brass, EUR 4.20 (stock 40)\n2. Precision pinhole 0.55mm brass, EUR 4.60 (stock 18)\n(fetched ${c.iso()}, page 1/1, q_id ${c.hex(8)})` }]));
      k2.push(...r2.final('Final answer: 0.55 mm laser-drilled brass pinhole at EUR 4.60.'));
      const r1 = new Run(c, 'smolagents', { system: 'kit_agent', goal: 'Cost one workshop kit (box camera, 150 mm).' });
      const k1 = [...r1.step('Thought: get base materials cost.', [{ name: 'bom_cost', args: { kit: 'box-150' }, out: { items: { 'black foamboard A3': 2.1, 'gaffer tape 1m': 0.4, 'shutter slider': 0.3, 'photo paper 5 sheets': 3.75, 'developer share': 1.9 }, subtotal: 8.45, currency: 'EUR' } }])];
      k1.push(...delegateVia(r1, c, 'smolagents', 'optics_agent', { task: 'Choose the pinhole size and part for a 150 mm deep box camera.' }, 'ManagedAgent optics_agent', '0.55 mm pinhole EUR 4.60', k2));
      k1.push(...r1.final('Final answer: kit cost EUR 8.45 + 4.60 = EUR 13.05 per person.'));
      const r0 = new Run(c, 'smolagents', { system: 'manager', goal: this.goal });
      const k0 = [...r0.final('Thought: ask kit_agent for the cost per kit.')];
      k0.push(...delegateVia(r0, c, 'smolagents', 'kit_agent', { task: 'Cost one workshop kit (box camera, 150 mm).' }, 'ManagedAgent kit_agent', 'EUR 13.05', k1));
      k0.push(...r0.step('Thought: price = 13.05 / (1 - 0.35) = 20.08; add room share EUR 60 / 12 = 5.00.', [{ name: 'final_answer', args: { answer: 'Price EUR 25 per person (materials 13.05, margin 35% -> 20.08, room 5.00, rounded).' }, out: 'Price EUR 25 per person (materials 13.05, margin 35% -> 20.08, room 5.00, rounded).' }]));
      return agent('CodeAgent.run', { task: this.goal }, 'Price EUR 25 per person', k0, { 'openinference.span.kind': 'AGENT', 'smolagents.max_steps': 6 });
    },
  },
  {
    id: '04', domain: 'cron job timezone bug', style: 'openhands',
    isolates: 'An OpenHands agent delegates "find why the nightly invoice cron runs an hour early" to a repo explorer, which delegates "check the scheduler config" to a config agent, which delegates "read the container TZ" to a shell agent; the DST root cause comes back and the fix is committed.',
    goal: 'Since the clocks changed, the nightly invoice job runs at 01:00 instead of 02:00 local time. Find out why and fix it.',
    build(c) {
      const r3 = new Run(c, 'openhands', { system: 'ShellAgent', goal: 'Report the TZ setting inside the invoice-worker container.' });
      const k3 = [...r3.step('', [{ name: 'execute_bash', args: { command: 'docker exec invoice-worker sh -c "date; echo TZ=$TZ; ls -l /etc/localtime"' }, out: `${c.httpDate().replace('GMT', 'UTC')}\nTZ=\nlrwxrwxrwx 1 root root 27 ${c.dayPlus(-200)} /etc/localtime -> /usr/share/zoneinfo/Etc/UTC\n[Command finished with exit code 0]` }]), ...r3.final('Container runs in UTC (TZ unset, /etc/localtime -> Etc/UTC).')];
      const r2 = new Run(c, 'openhands', { system: 'ConfigAgent', goal: 'Check how the scheduler interprets the invoice cron expression.' });
      const k2 = [...r2.step('', [{ name: 'execute_bash', args: { command: 'grep -n "invoice" config/schedule.yml && grep -rn "timezone" app/scheduler/' }, out: 'config/schedule.yml:14:  nightly_invoices: { cron: "0 0 * * *" }  # = 02:00 Europe/Berlin (CEST)\napp/scheduler/setup.py:9:scheduler = BlockingScheduler()  # no timezone= arg' }])];
      k2.push(...delegateVia(r2, c, 'openhands', 'AgentDelegateAction', { agent: 'ShellAgent', inputs: { task: 'Report the TZ setting inside the invoice-worker container.' } }, 'ShellAgent', 'Container is UTC.', k3));
      k2.push(...r2.final('The cron "0 0 * * *" is 02:00 local converted by hand to UTC for summer time (CEST = UTC+2). The scheduler has no timezone argument and the container is UTC, so it fires at 00:00 UTC all year; since the clocks went back to CET (UTC+1) that is 01:00 local. Fix: give the scheduler timezone=Europe/Berlin and write the cron in local time, 0 2 * * *.'));
      const r1 = new Run(c, 'openhands', { system: 'RepoExplorer', goal: 'Find why the nightly invoice cron runs an hour early.' });
      const k1 = [...r1.step('', [{ name: 'execute_bash', args: { command: 'git log -3 --format="%h %ad %s" -- config/schedule.yml' }, out: `${c.hex(7)} ${c.dayPlus(-220)} move nightly_invoices to 0 0 UTC (summer time)\n${c.hex(7)} ${c.dayPlus(-400)} add nightly_invoices` }])];
      k1.push(...delegateVia(r1, c, 'openhands', 'AgentDelegateAction', { agent: 'ConfigAgent', inputs: { task: 'Check how the scheduler interprets the invoice cron expression.' } }, 'ConfigAgent', 'Cron hand-converted to UTC; scheduler has no timezone; container UTC.', k2));
      k1.push(...r1.final('Root cause: cron is written in UTC with a manual offset; DST change shifted it by an hour. Fix: cron "0 2 * * *" with timezone Europe/Berlin.'));
      const r0 = new Run(c, 'openhands', { system: 'CodeActAgent', goal: this.goal });
      const k0 = [];
      k0.push(...delegateVia(r0, c, 'openhands', 'AgentDelegateAction', { agent: 'RepoExplorer', inputs: { task: 'Find why the nightly invoice cron runs an hour early.' } }, 'RepoExplorer', 'Manual UTC offset + DST; use Europe/Berlin.', k1));
      k0.push(...r0.step('Apply the fix and test.', [{ name: 'str_replace_editor', args: { command: 'str_replace', path: '/workspace/app/scheduler/setup.py', old_str: 'BlockingScheduler()', new_str: 'BlockingScheduler(timezone="Europe/Berlin")' }, out: 'File edited.' }, { name: 'str_replace_editor', args: { command: 'str_replace', path: '/workspace/config/schedule.yml', old_str: 'cron: "0 0 * * *"', new_str: 'cron: "0 2 * * *"' }, out: 'File edited.' }, { name: 'execute_bash', args: { command: 'pytest tests/test_schedule.py -q' }, out: `....\n4 passed in ${c.float(0.3, 2)}s` }]));
      k0.push(...r0.final('Fixed: the scheduler now runs in Europe/Berlin and the cron is 02:00 local year-round; tests pass.'));
      return rootSpan(c, 'openhands', 'CodeActAgent', this.goal, { agent_state: 'finished' }, k0);
    },
  },
  {
    id: '05', domain: 'mineral collecting club specimen identification', style: 'semantic_kernel',
    isolates: 'A Semantic Kernel club assistant asks a catalogue agent to register a donated specimen; it asks an ID agent to identify it; that asks a test agent for the streak and hardness lookup; the ID returns and the catalogue entry is created.',
    goal: 'Register the donated specimen from the Saturday field trip (green, glassy, found in a pegmatite at the old quarry) in the club catalogue with a proper identification.',
    build(c) {
      const r3 = new Run(c, 'semantic_kernel', { system: 'TestAgent: interpret physical test results.', goal: 'Which minerals match white streak, hardness 7.5-8, hexagonal prisms, green?', agentName: 'TestAgent' });
      const k3 = [...r3.step('', [{ name: 'QueryMineralDb', args: { streak: 'white', hardness_min: 7.5, hardness_max: 8, habit: 'hexagonal prism', color: 'green' }, out: { matches: [{ name: 'Beryl (var. green beryl)', sg: '2.63-2.80' }, { name: 'Apatite', note: 'hardness 5, excluded' }], db: 'mindat-mirror', fetched: c.httpDate() }, plugin: 'Minerals' }]), ...r3.final('Only beryl fits hardness 7.5-8 with hexagonal prisms and a white streak.')];
      const r2 = new Run(c, 'semantic_kernel', { system: 'IdAgent', goal: 'Identify specimen DON-0931 from its test card.', agentName: 'IdAgent' });
      const k2 = [...r2.step('', [{ name: 'GetTestCard', args: { specimen: 'DON-0931' }, out: { streak: 'white', hardness: '7.5 (scratches quartz)', sg: 2.71, habit: 'hexagonal prism 4 cm', luster: 'vitreous', tested_by: 'J. Okonkwo', date: c.date() }, plugin: 'Catalogue' }])];
      k2.push(...delegateVia(r2, c, 'semantic_kernel', 'FunctionInvoking Agents-TestAgent', { question: 'Which minerals match white streak, hardness 7.5-8, hexagonal prisms, green?' }, 'TestAgent', 'Beryl.', k3));
      k2.push(...r2.final('DON-0931 is green beryl: SG 2.71 is in beryl\'s 2.63-2.80 range, consistent with the pegmatite host.'));
      const r1 = new Run(c, 'semantic_kernel', { system: 'CatalogueAgent', goal: 'Register specimen DON-0931 in the catalogue.', agentName: 'CatalogueAgent' });
      const k1 = [];
      k1.push(...delegateVia(r1, c, 'semantic_kernel', 'FunctionInvoking Agents-IdAgent', { task: 'Identify specimen DON-0931 from its test card.' }, 'IdAgent', 'Green beryl.', k2));
      k1.push(...r1.step('Create the catalogue entry.', [{ name: 'CreateEntry', args: { specimen: 'DON-0931', name: 'Beryl (green)', locality: 'Old quarry pegmatite', collector: 'club field trip', size_cm: 4 }, out: { catalogue_no: `MC-${c.int(1000, 1999)}`, created: c.iso(), row_version: c.b64(12) }, plugin: 'Catalogue' }]));
      const r0 = new Run(c, 'semantic_kernel', { system: 'ClubAssistant', goal: this.goal, agentName: 'ClubAssistant' });
      const k0 = [...r0.final('I will ask the catalogue agent to register the donated specimen DON-0931.')];
      k0.push(...delegateVia(r0, c, 'semantic_kernel', 'FunctionInvoking Agents-CatalogueAgent', { task: 'Register specimen DON-0931 in the catalogue.' }, 'CatalogueAgent', 'Registered as green beryl.', k1));
      k0.push(...r0.final('Registered DON-0931 as green beryl (white streak, H 7.5, SG 2.71, hexagonal prism) from the old quarry pegmatite.'));
      return rootSpan(c, 'semantic_kernel', 'ClubAssistant', this.goal, { content: 'Registered as green beryl.' }, k0);
    },
  },
  {
    id: '06', domain: 'terrarium kit web shop', style: 'langfuse',
    isolates: 'A Langfuse-traced support agent hands a complaint to an orders agent, which hands a shipment check to a carrier agent, which hands a temperature-log lookup to a cold-chain agent; the moss-damage cause comes back and a replacement is issued.',
    goal: 'Customer says the live moss in her closed terrarium kit (order T-77120) arrived brown and dry. Resolve the complaint.',
    build(c) {
      const r3 = new Run(c, 'langfuse', { system: 'ColdChainAgent', goal: 'Get the temperature logger summary for parcel JD0002 ... 4471.' });
      const k3 = [...r3.step('', [{ name: 'get_logger_summary', args: { logger: 'TL-88213' }, out: { max_c: 41.2, hours_above_30c: 19, min_c: 9.1, samples: 576, uploaded: c.iso(), device_fw: '1.8.3' } }]), ...r3.final('Parcel spent 19 h above 30 C, peaking at 41.2 C.')];
      const r2 = new Run(c, 'langfuse', { system: 'CarrierAgent', goal: 'Check transit of the T-77120 parcel.' });
      const k2 = [...r2.step('', [{ name: 'track_parcel', args: { tracking: `JD0002${c.int(10000000, 99999999)}` }, out: { events: [{ at: c.dmy(), status: 'Collected' }, { at: c.tick(86400000, 90000000) && c.dmy(), status: 'Held at depot - vehicle fault' }, { at: c.tick(86400000, 90000000) && c.dmy(), status: 'Delivered' }], transit_days: 3, logger: 'TL-88213' } }])];
      k2.push(...delegateVia(r2, c, 'langfuse', 'ColdChainAgent', { task: 'Summarise logger TL-88213.' }, 'ColdChainAgent', '19 h above 30 C, max 41.2 C.', k3));
      k2.push(...r2.final('Parcel was held an extra day at a depot in heat; logger shows 19 h above 30 C.'));
      const r1 = new Run(c, 'langfuse', { system: 'OrdersAgent', goal: 'Look into order T-77120: contents, dispatch and transit.' });
      const k1 = [...r1.step('', [{ name: 'get_order', args: { id: 'T-77120' }, out: { id: 'T-77120', items: ['Closed terrarium kit M (cushion moss, fittonia)'], dispatched: c.dayPlus(-4), carrier: 'DPD', value_gbp: 54 } }])];
      k1.push(...delegateVia(r1, c, 'langfuse', 'CarrierAgent', { task: 'Check transit of the T-77120 parcel.' }, 'CarrierAgent', 'Depot hold; 19 h above 30 C.', k2));
      k1.push(...r1.final('Moss died from heat during a depot delay; not a packing fault.'));
      const r0 = new Run(c, 'langfuse', { system: 'SupportAgent', goal: this.goal });
      const k0 = [];
      k0.push(...delegateVia(r0, c, 'langfuse', 'OrdersAgent', { task: 'Look into order T-77120: contents, dispatch and transit.' }, 'OrdersAgent', 'Heat damage during depot delay.', k1));
      k0.push(...r0.step('Issue a free replacement with express shipping and file a carrier claim.', [{ name: 'create_replacement', args: { order: 'T-77120', shipping: 'express', reason: 'heat damage in transit' }, out: { new_order: `T-${c.int(77200, 77999)}`, ships: c.dayPlus(1) } }, { name: 'file_carrier_claim', args: { carrier: 'DPD', order: 'T-77120', evidence: 'logger TL-88213' }, out: { claim: `DPD-CL-${c.int(100000, 999999)}` } }]));
      k0.push(...r0.final('Replacement kit ships tomorrow by express; carrier claim filed. Reply sent to customer.'));
      return rootSpan(c, 'langfuse', 'support-agent', this.goal, { output: 'Resolved with replacement and claim.' }, k0);
    },
  },
];
