import { trace } from './lib.mjs';
// Healthy: a supervisor gives the same worker different sub-tasks, each returning new results, then a synthesis.
export const family = {
  name: 'supervisor_varied_assignments', loop: false, stagnation: false,
  isolates: 'a supervisor repeatedly calls the same worker with a different sub-task each time, each answer new, then synthesises',
  rows: [
    (id) => { // SendGrid deliverability, LangGraph supervisor
      const user = 'Our password-reset emails land in spam at Outlook. Find out why and tell me what to change.';
      const t = trace(id, 'langsmith', { model: 'gpt-4o', agent: 'supervisor', user });
      const N = t.N;
      const ask = (task, tool, args, out, summary) => {
        t.llm(`Routing to dns_worker: ${task}`, [['route', { next: 'dns_worker', task }]]);
        t.sub('chain', 'dns_worker', { task }, () => { t.llm('', [[tool, args]]); t.tool(out); t.llm(summary); return summary; });
      };
      ask('Check SPF for mail.acme-tools.com', 'dns_lookup', { name: 'mail.acme-tools.com', type: 'TXT' }, `;; ANSWER SECTION:\nmail.acme-tools.com. 300 IN TXT "v=spf1 include:_spf.google.com ~all"\n;; Query time: ${N.int(4, 90)} msec\n;; SERVER: 10.0.0.2#53\n;; WHEN: ${N.http()}`, 'SPF does not include sendgrid.net; SendGrid mail fails SPF alignment.');
      ask('Check DKIM selectors s1/s2 for acme-tools.com', 'dns_lookup', { name: 's1._domainkey.mail.acme-tools.com', type: 'CNAME' }, `;; ->>HEADER<<- opcode: QUERY, status: NXDOMAIN, id: ${N.int(1000, 65000)}\n;; Query time: ${N.int(4, 90)} msec`, 'DKIM selector s1 is missing (NXDOMAIN), so messages are signed by sendgrid.net only, not aligned.');
      ask('Check DMARC policy and recent aggregate reports', 'fetch_dmarc_reports', { domain: 'acme-tools.com', days: 7 }, { policy: 'p=quarantine; pct=100', reports: 12, outlook_fail_pct: 96.4, top_source_ip: '149.72.' + N.int(1, 254) + '.' + N.int(1, 254) }, 'DMARC is quarantine at 100%; 96.4% of Outlook-bound mail fails, all from SendGrid IPs.');
      t.llm('Synthesis: Outlook quarantines because DMARC fails: SPF lacks include:sendgrid.net and the DKIM CNAMEs s1/s2 were never published. Fix: add the two CNAMEs from SendGrid domain authentication and add include:sendgrid.net to SPF; keep p=quarantine.');
      return { goal: user, isolates: 'Supervisor sends dns_worker three different checks (SPF, DKIM, DMARC), gets three distinct findings, then writes one diagnosis.', root: t.done('diagnosis delivered') };
    },
    (id) => { // cricket bat willow grower, CrewAI
      const user = 'Assess which willow clefts from the Suffolk felling are fit for grade 1 bats and what the season\'s yield looks like.';
      const t = trace(id, 'crewai', { model: 'gpt-4o', agent: 'Willow Crew', user });
      const N = t.N;
      const tasks = [
        ['Grade clefts from tree W-101', 'grade_clefts', { tree: 'W-101' }, 'W-101: 22 clefts; grade1=9 grade2=8 grade3=5; stain (butterfly) on 3; moisture 38%', 'W-101 gives 9 grade-1 clefts.'],
        ['Grade clefts from tree W-117', 'grade_clefts', { tree: 'W-117' }, 'W-117: 18 clefts; grade1=3 grade2=6 grade3=9; knots in lower 1.2 m; moisture 41%', 'W-117 is knotty: only 3 grade-1.'],
        ['Check kiln capacity for the next 6 weeks', 'kiln_calendar', { weeks: 6 }, `kiln A free from wk 24 (capacity 300 clefts), kiln B booked until wk 27; calendar rev ${N.hex(6)}`, 'Kiln A can take 300 clefts from week 24.'],
      ];
      for (const [task, tool, args, out, res] of tasks) {
        t.llm(`Thought: delegate to the Cleft Grader.\nAction: Delegate work to coworker\nAction Input: {"coworker": "Cleft Grader", "task": "${task}"}`);
        t.sub('agent', 'Agent: Cleft Grader', { task }, () => { t.llm(`Thought: I need to ${task.toLowerCase()}.\nAction: ${tool}`, [[tool, args]]); t.tool(out); t.llm(`Final Answer: ${res}`); return res; });
      }
      t.llm('Final Answer: 12 grade-1 clefts from the two trees (9 + 3), 14 grade-2, 14 grade-3. W-117 knots suggest pollarding earlier next year. All 40 clefts fit in kiln A from week 24; expect grade-1 bats ready by week 31.');
      return { goal: user, isolates: 'The same grader agent receives three different tasks (two trees, then kiln capacity), each returning new data, then a yield summary.', root: t.done('12 grade-1 clefts') };
    },
    (id) => { // ceramics studio, OpenAI Agents SDK agents-as-tools
      const user = 'Our studio\'s cone 6 glaze "Tidepool" is crazing on the new stoneware body. Work out what\'s going on and propose a fix.';
      const t = trace(id, 'agents', { model: 'gpt-4.1', agent: 'StudioLead', user });
      const N = t.N;
      const sub = (q, tool, args, out, ans) => {
        t.llm('', [['glaze_chemist', { input: q }]]);
        t.sub('agent', 'GlazeChemist', { input: q }, () => { t.llm('', [[tool, args]]); t.tool(out); t.llm(ans); return ans; });
      };
      sub('Compute the UMF and thermal expansion of Tidepool.', 'umf_calc', { recipe: { 'Custer feldspar': 25, Silica: 20, Wollastonite: 18, 'EPK kaolin': 17, 'Frit 3134': 20 } }, { umf: { KNaO: 0.31, CaO: 0.69, Al2O3: 0.33, SiO2: 2.86, B2O3: 0.18 }, coe: 7.41, calc_id: N.uuid() }, 'Tidepool COE is 7.41, high for cone 6 (typical 6.3-6.8).');
      sub('What is the expansion of the new clay body?', 'lookup_clay', { body: 'Laguna B-Mix 5 Speckle' }, { coe_est: 6.2, absorption_pct: 1.6, batch: `LB-${N.int(1000, 9999)}` }, 'New body ~6.2, so the glaze is ~1.2 higher: crazing expected.');
      sub('Propose a substitution that lowers Tidepool COE below 6.8 without changing colour.', 'umf_calc', { recipe: { 'Custer feldspar': 15, Silica: 25, Wollastonite: 18, 'EPK kaolin': 17, 'Frit 3134': 15, 'Ferro 3124': 10 } }, { coe: 6.68, umf: { KNaO: 0.22, CaO: 0.7 } }, 'Swap 10 feldspar to silica/Ferro 3124: COE 6.68, same colourants.');
      t.llm('The crazing is an expansion mismatch: Tidepool 7.41 vs body 6.2. Proposed Tidepool-B (feldspar 15, silica 25, Frit 3134 15, Ferro 3124 10, rest unchanged) has COE 6.68. Test tiles on B-Mix 5 at cone 6 with an ice-water thermal shock test.');
      return { goal: user, isolates: 'StudioLead calls the GlazeChemist tool-agent three times with different questions (glaze COE, body COE, substitution), then concludes.', root: t.done('Tidepool-B proposed') };
    },
    (id) => { // ZFS storage pool audit, AutoGen
      const user = 'Audit the ZFS pool "tank" on the backup server before we add new disks. I want health, capacity and scrub status.';
      const t = trace(id, 'autogen', { model: 'gpt-4o-mini', agent: 'ops_team', user });
      const N = t.N;
      const run = (instr, cmd, out, reply) => {
        t.llm(`shell_worker, please ${instr}`);
        t.sub('agent', 'autogen.run shell_worker', { message: instr }, () => { t.llm('', [['run_shell', { cmd }]]); t.tool(out); t.llm(reply); return reply; });
      };
      run('report pool health', 'zpool status -x tank', `pool: tank\n state: DEGRADED\nstatus: One or more devices has experienced an unrecoverable error.\n  scan: scrub repaired 0B in 07:${N.int(10, 59)}:${N.int(10, 59)} with 0 errors on ${N.http()}\nconfig:\n\tNAME        STATE     READ WRITE CKSUM\n\ttank        DEGRADED     0     0     0\n\t  raidz2-0  DEGRADED     0     0     0\n\t    sdc     ONLINE       0     0     0\n\t    sdd     FAULTED     12     0     3  too many errors`, 'Pool is DEGRADED: sdd FAULTED with 12 read errors.');
      run('report capacity and fragmentation', 'zpool list -o name,size,alloc,free,frag,cap tank', `NAME   SIZE  ALLOC   FREE  FRAG    CAP\ntank  43.6T  36.9T  6.70T   31%    84%`, 'Capacity 84% used, 31% fragmentation.');
      run('show SMART data for sdd', 'smartctl -A /dev/sdd | egrep "Reallocated|Pending|Power_On"', `  5 Reallocated_Sector_Ct   0x0033   088   088   010    Pre-fail  Always       -       ${N.int(300, 900)}\n197 Current_Pending_Sector  0x0012   100   100   000    Old_age   Always       -       24\n  9 Power_On_Hours          0x0032   061   061   000    Old_age   Always       -       34211`, 'sdd has hundreds of reallocated and 24 pending sectors, ~3.9 years powered on.');
      t.llm('Summary: replace sdd first (zpool replace tank sdd <new>), let resilver finish, then add the new vdev; at 84% capacity, expansion is due. Last scrub clean.');
      return { goal: user, isolates: 'The same shell worker is given three different commands to run (status, capacity, SMART), each giving new facts, then a summary.', root: t.done('audit complete') };
    },
    (id) => { // balloon-twisting entertainers agency, Gemini
      const user = 'Staff the three kids\' party bookings this Saturday with balloon twisters and confirm each one.';
      const t = trace(id, 'gemini', { model: 'gemini-2.0-flash', agent: 'agency_supervisor', user });
      const N = t.N;
      const jobs = [
        ['Booking B-771, Harrow, 11:00-13:00, 25 kids, unicorn theme', { assigned: 'Priya (twister, 4.9★)', travel_min: 22, confirmed_by_client: true, conf: N.hex(6) }],
        ['Booking B-774, Watford, 14:00-16:00, 40 kids, superheroes', { assigned: 'Dom + trainee Lia', travel_min: 35, note: '40 kids needs two twisters', confirmed_by_client: true }],
        ['Booking B-779, Ealing, 15:00-17:00, 12 kids, dinosaurs', { assigned: 'Marcus', travel_min: 18, balloons_ordered: '260Q green x 2 bags', confirmed_by_client: true }],
      ];
      for (const [task, res] of jobs) {
        t.llm('', [['staffing_worker', { task }]]);
        t.sub('agent', 'invoke_agent staffing_worker', { task }, () => { t.llm('', [['find_and_book', { booking: task.split(',')[0].replace('Booking ', '') }]]); t.tool(res); return res; });
      }
      t.llm('All three Saturday parties are staffed: B-771 Priya, B-774 Dom with trainee Lia (40 kids), B-779 Marcus with green 260Q stock ordered. Clients confirmed.');
      return { goal: user, isolates: 'Supervisor sends the staffing worker three different bookings; each returns a different assignment, then a combined confirmation.', root: t.done('3/3 staffed') };
    },
    (id) => { // Okta SCIM provisioning, Semantic Kernel
      const user = 'New joiners for Monday (3 people) need accounts in Okta, pushed via SCIM to Slack and GitHub. Set them up.';
      const t = trace(id, 'semantickernel', { model: 'gpt-4o', agent: 'ITSupervisor', user });
      const N = t.N;
      const ppl = [['Amara Lind', 'Data Engineer', ['Slack', 'GitHub:data-platform']], ['Tomás Reyes', 'Account Executive', ['Slack']], ['Yuki Sato', 'SRE', ['Slack', 'GitHub:infra', 'GitHub:oncall']]];
      for (const [name, role, apps] of ppl) {
        t.llm(`Asking the provisioning agent to onboard ${name} (${role}).`);
        t.sub('agent', 'ChatCompletionAgent Provisioner', { name, role, apps }, () => {
          t.llm('', [['okta_create_user', { name, role, groups: apps }]]);
          const u = { id: `00u${N.b62(17)}`, status: 'STAGED', login: name.toLowerCase().replace(' ', '.') + '@northwind.io' };
          t.tool(u);
          t.llm('', [['scim_push', { user_id: u.id, apps }]]);
          const r = { pushed: apps.map((a) => ({ app: a, status: 201, externalId: N.uuid() })), x_okta_request_id: N.b62(27) };
          t.tool(r);
          return { user: u.login, apps: apps.length };
        });
      }
      t.llm('Done: amara.lind (Slack, GitHub data-platform), tomas.reyes (Slack only), yuki.sato (Slack, GitHub infra + oncall). All STAGED until Monday activation.');
      return { goal: user, isolates: 'Provisioner agent gets three different people with different app sets, each producing new accounts, then a summary.', root: t.done('3 users staged') };
    },
  ],
};
