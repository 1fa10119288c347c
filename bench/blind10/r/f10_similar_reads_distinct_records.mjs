// Family 10 (healthy): many similar reads of distinct records (same tool, different ids; the
// results share one template but carry different values), then a synthesis.
// loop: false, stagnation: false.
import { AgentsRun, MastraRun, LangGraphRun, PlainChat, SwarmRun, span, J } from './lib.mjs';

export const family = 'similar_reads_distinct_records';
export const loop = false;
export const stagnation = false;
export const summary = 'The same read tool is called on many different ids; results share a template but differ in values; the agent then synthesises.';

export function verify(row, { allSpans, llmTexts }) {
  const tools = allSpans(row.root).filter((s) => s.type === 'tool');
  const byName = new Map();
  for (const t of tools) { if (!byName.has(t.name)) byName.set(t.name, []); byName.get(t.name).push(t); }
  const reads = [...byName.values()].sort((a, b) => b.length - a.length)[0].filter((t) => !t.error);
  const p = [];
  if (reads.length < 4) p.push(`expected >= 4 reads with the same tool, got ${reads.length}`);
  const ins = reads.map((t) => JSON.stringify(t.input));
  if (new Set(ins).size !== ins.length) p.push('reads must target different records');
  // every result must be about the record that was asked for
  for (const t of reads) {
    const input = typeof t.input === 'string' ? JSON.parse(t.input) : t.input;
    const ids = Object.values(input).filter((v) => typeof v === 'string' && /\d/.test(v));
    const out = typeof t.output === 'string' ? t.output : JSON.stringify(t.output);
    if (!ids.some((id) => out.includes(id))) p.push(`result of ${t.name} ${JSON.stringify(input)} does not mention its record id`);
  }
  const texts = llmTexts(row.root);
  if (!texts.length || texts[texts.length - 1].split(/\s+/).length < 25) p.push('expected a final synthesis');
  return p;
}

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    n: '01',
    domain: 'bank KYC onboarding (screening each director and UBO)',
    style: 'OpenAI Agents SDK',
    isolates: 'Five screening calls for five different people of one corporate applicant return the same result template with different hits; the agent synthesises an approve-with-EDD recommendation.',
    build(ctx) {
      const goal = 'Screen all directors and beneficial owners of Verdant Agritech GmbH (application CORP-30981) against sanctions, PEP and adverse-media lists and recommend approve / EDD / decline.';
      const a = new AgentsRun(ctx, { agent: 'KYC Screening Analyst', model: 'gpt-4.1', instructions: 'You screen corporate applicants. screen_person returns hits with match scores; ignore hits below 0.80 unless the DOB matches.', user: goal, tools: ['screen_person'] });
      const people = [
        ['P-1', 'Johanna Reiter', '1979-02-11', 'director, UBO 45%', []],
        ['P-2', 'Malik Haddad', '1983-07-30', 'UBO 30%', [{ list: 'PEP', name: 'Malik Haddad', match: 0.91, dob_match: true, detail: 'Municipal councillor, Offenbach (2014-2019), PEP class 3' }]],
        ['P-3', 'Stefan Brückner', '1965-12-02', 'director', [{ list: 'ADVERSE_MEDIA', name: 'Stefan Brueckner', match: 0.84, dob_match: false, detail: '2021 article: tax dispute, settled; different birth year in source' }]],
        ['P-4', 'Aylin Demir', '1990-04-19', 'UBO 25%', []],
        ['P-5', 'Thomas Weber', '1958-09-05', 'director', [{ list: 'SANCTIONS', name: 'Thomas Weber', match: 0.62, dob_match: false, detail: 'EU consolidated list entry, DOB 1971' }]],
      ];
      for (const [pid, name, dob, role, hits] of people) {
        a.response(null, [{ name: 'screen_person', args: { person_id: pid, name, dob, application: 'CORP-30981' } }]);
        a.fn({ screening_id: 'scr_' + ctx.b62(14), person_id: pid, name, role, lists_checked: ['EU', 'UN', 'OFAC', 'UK-HMT', 'PEP', 'ADVERSE_MEDIA'], hits, list_version: `${ctx.date()}.${ctx.int(1, 4)}`, latency_ms: ctx.int(180, 900) });
      }
      a.response('Screening complete for all five people of Verdant Agritech GmbH. Johanna Reiter (45% UBO) and Aylin Demir (25% UBO) are clear. Thomas Weber has only a 0.62 sanctions match with a different DOB (1971 vs 1958), so it is a false positive. Stefan Brückner has a 0.84 adverse-media match on a settled 2021 tax dispute with a mismatched birth year - note it, not material. Malik Haddad (30% UBO) is a confirmed PEP match (0.91, DOB matches; former municipal councillor, class 3). Recommendation: approve with enhanced due diligence - source-of-wealth evidence for Malik Haddad and senior-management sign-off.');
      const root = a.finish('Approve with EDD (PEP: Malik Haddad).');
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 02
  {
    n: '02',
    domain: '3D-print farm (choosing a printer for a long job)',
    style: 'Mastra',
    isolates: 'Six telemetry reads of six different printers share one template (material, nozzle, state, hours since maintenance) with different values; the agent picks the printer and queues the job.',
    build(ctx) {
      const goal = "Queue the 31-hour job 'manifold_housing_CF-PETG.gcode' (needs CF-PETG and a 0.6 mm hardened nozzle) on the best available printer and tell me why you picked it.";
      const m = new MastraRun(ctx, { agentId: 'print-farm-ops', agentName: 'Print Farm Ops', model: 'gpt-4o-mini', instructions: 'You operate a Klipper print farm. Tools: get-printer-status, queue-job.', user: goal });
      const printers = [
        ['PX-01', 'printing', 'PLA', 0.4, 'brass', 122],
        ['PX-02', 'idle', 'CF-PETG', 0.6, 'hardened steel', 410],
        ['PX-03', 'idle', 'CF-PETG', 0.6, 'hardened steel', 38],
        ['PX-05', 'error', 'PETG', 0.6, 'brass', 77],
        ['PX-07', 'idle', 'ASA', 0.6, 'hardened steel', 15],
        ['PX-09', 'printing', 'CF-PETG', 0.6, 'hardened steel', 205],
      ];
      printers.forEach(([id, state, mat, nozzle, nozzleType, hrs], i) => {
        m.llm(i === 0 ? 'Checking each printer.' : null, [{ name: 'get-printer-status', args: { printer: id } }]);
        m.tool({ printer: id, state, loaded_material: mat, nozzle_mm: nozzle, nozzle_type: nozzleType, hours_since_maintenance: hrs, ...(state === 'printing' ? { job_remaining_h: ctx.float(2, 20, 1) } : {}), ...(state === 'error' ? { error: 'MCU \'toolhead\' shutdown: Timer too close' } : {}), eventtime: ctx.float(10000, 500000, 3), host: `${id.toLowerCase()}.farm.lan:7125` });
      });
      m.llm('PX-03 fits best: idle, CF-PETG loaded, 0.6 mm hardened nozzle, and only 38 h since maintenance. Queuing it there.', [{ name: 'queue-job', args: { printer: 'PX-03', file: 'manifold_housing_CF-PETG.gcode' } }]);
      m.tool({ printer: 'PX-03', job_id: 'job-' + ctx.b36(8), position: 1, est_finish: ctx.iso(ctx.now + 31 * 3600e3) });
      m.llm('Queued on PX-03. Of the six printers, only PX-02, PX-03 and PX-09 have CF-PETG with a 0.6 mm hardened nozzle; PX-09 is busy, and PX-02 is at 410 h since maintenance, too close to the 450 h service interval for a 31-hour print. PX-07 has the right nozzle but ASA loaded, PX-05 is in an MCU error state, and PX-01 has a brass 0.4 mm nozzle that carbon fibre would wear out.');
      const root = m.finish(undefined);
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 03
  {
    n: '03',
    domain: 'app store releases (review status across a portfolio)',
    style: 'LangGraph',
    isolates: 'The submission status of six different apps is read with the same tool (same fields, different states and versions); the agent produces a release-readiness summary.',
    build(ctx) {
      const goal = 'It is release week. Give me the App Store review status of all six apps in our portfolio and tell me which ones need action from us today.';
      const g = new LangGraphRun(ctx, { graph: 'release_manager', model: 'gpt-4o', system: 'You are a release manager assistant with App Store Connect read access (get_submission_status).', user: goal });
      const apps = [
        ['1487321155', 'CityCycle', '5.2.0', 'IN_REVIEW', null],
        ['1523009874', 'CityCycle Business', '2.8.1', 'WAITING_FOR_REVIEW', null],
        ['1602233410', 'ParkPass', '3.0.0', 'REJECTED', 'Guideline 2.1 - Performance: App Completeness (demo account could not sign in)'],
        ['1377410082', 'TransitTime', '7.14.0', 'PENDING_DEVELOPER_RELEASE', null],
        ['1655018223', 'ScooterShare', '1.9.3', 'DEVELOPER_ACTION_NEEDED', 'Missing privacy manifest reason for NSPrivacyAccessedAPICategoryUserDefaults'],
        ['1290847761', 'CityCycle Watch', '1.4.0', 'READY_FOR_SALE', null],
      ];
      apps.forEach(([id, name, ver, state, reason], i) => {
        g.agent(i === 0 ? 'Reading each app\'s latest submission.' : '', [{ name: 'get_submission_status', args: { app_id: id } }]);
        g.tools([{ output: { app_id: id, name, version: ver, state, ...(reason ? { reason } : {}), submitted: ctx.isoS(ctx.now - ctx.int(1, 5) * 86400e3), build: `${ver}(${ctx.int(100, 999)})`, 'x-request-id': ctx.hex(8).toUpperCase() + '-' + ctx.hex(4).toUpperCase() } }]);
      });
      g.agent('Release-week status for all six apps. Needs action today: ParkPass 3.0.0 was rejected under Guideline 2.1 because the demo account could not sign in - fix the reviewer credentials and resubmit; ScooterShare 1.9.3 needs a privacy-manifest reason for UserDefaults access before review can continue; TransitTime 7.14.0 is approved and waiting for us to release it manually. No action: CityCycle 5.2.0 is in review, CityCycle Business 2.8.1 is waiting for review, and CityCycle Watch 1.4.0 is live.', []);
      const root = g.finish({ messages: [{ type: 'ai', content: 'Action needed: ParkPass (rejected 2.1), ScooterShare (privacy manifest), TransitTime (release).' }] });
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 04
  {
    n: '04',
    domain: 'sports analytics (expected goals trend)',
    style: 'plain message-level',
    isolates: 'Expected-goals data for five different matches is read one by one (same fields, different opponents and numbers); the agent then describes the attacking trend.',
    build(ctx) {
      const goal = 'Has our chance creation really dropped since the new striker got injured? Look at xG for and against in the last five league matches and tell me.';
      const c = new PlainChat(ctx, { name: 'match-analyst', model: 'gpt-4o-mini', system: 'You are a football data analyst. Tool: get_match_xg(match_id). The striker was injured before match M-2291.', user: goal, tools: ['get_match_xg'] });
      const ms = [['M-2287', 'vs Harrow Rovers (H)', 2.41, 0.88, '3-1'], ['M-2289', 'at Castleford (A)', 1.97, 1.12, '1-1'], ['M-2291', 'vs Eastwick (H)', 1.08, 0.95, '0-0'], ['M-2293', 'at Millbridge (A)', 0.86, 1.64, '0-2'], ['M-2296', 'vs Sutton Vale (H)', 1.21, 0.71, '1-0']];
      ms.forEach(([id, opp, xgf, xga, score], i) => {
        if (i === 2) {
          c.llm(null, [{ name: 'get_match_xg', args: { match_id: id } }]);
          c.tool(undefined, { error: `ReadTimeout: HTTPSConnectionPool(host='stats-api.internal', port=443): Read timed out. (read timeout=10)` });
        }
        c.llm(i === 0 ? 'Pulling xG for the last five league matches.' : i === 2 ? 'That request timed out; trying M-2291 again.' : null, [{ name: 'get_match_xg', args: { match_id: id } }]);
        c.tool({ match_id: id, fixture: opp, score, xg_for: xgf, xg_against: xga, shots_for: Math.round(xgf * 6 + ctx.int(2, 5)), big_chances_for: Math.max(0, Math.round(xgf * 1.3 - 0.4)), model: 'xg-v3.2', computed_at: ctx.isoS(ctx.now - (5 - i) * 7 * 86400e3) });
      });
      c.llm('Yes, the drop is real. In the two matches before the injury we created 2.41 and 1.97 xG (about 2.2 per game); in the three since then it has been 1.08, 0.86 and 1.21 (about 1.05 per game), roughly half. Defence has held up apart from the Millbridge away game (1.64 xGA), so the fall is in chance creation rather than overall performance, and the 1-0 against Sutton Vale came from a low 1.21 xG.');
      const root = c.finish('xG for fell from ~2.2 to ~1.05 per match after the injury.');
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 05
  {
    n: '05',
    domain: 'building HVAC (finding the VAV behind a hot-room complaint)',
    style: 'OpenAI Swarm',
    isolates: 'Six VAV boxes on one floor are read with the same tool (same point list, different values); one shows a stuck damper, and the agent reports it and raises a work order.',
    build(ctx) {
      const goal = 'Several people on floor 3 east say it has been too warm since Monday. Check the VAV boxes serving 3 East and tell me what is wrong.';
      const s = new SwarmRun(ctx, { agent: 'Facilities Assistant', instructions: 'You help the facilities team diagnose comfort complaints. Tools: read_vav, create_work_order.', user: goal });
      const vavs = [['VAV-3-11', 22.4, 22.0, 68, 65, 410], ['VAV-3-12', 22.1, 22.0, 55, 55, 360], ['VAV-3-13', 25.9, 22.0, 100, 8, 40], ['VAV-3-14', 22.6, 22.0, 72, 70, 455], ['VAV-3-15', 23.0, 22.5, 81, 79, 500], ['VAV-3-16', 21.9, 22.0, 40, 41, 260]];
      vavs.forEach(([id, zt, sp, cmd, pos, flow]) => {
        s.llm(null, [{ name: 'read_vav', args: { vav: id } }]);
        s.tool(J({ vav: id, zone_temp_c: zt, setpoint_c: sp, damper_cmd_pct: cmd, damper_pos_pct: pos, airflow_lps: flow, reheat_valve_pct: 0, occupancy: 'OCC', read_at: ctx.isoOff(60), bacnet_device: 3000 + Number(id.slice(-2)) }));
      });
      s.llm('VAV-3-13 is the problem: its zone is at 25.9 C against a 22.0 C setpoint, the controller is commanding the damper 100% open, but the damper is only at 8% and airflow is 40 L/s. That points to a failed actuator or a slipped linkage. The other five boxes track their setpoints within 0.5 C. Raising a work order.', [{ name: 'create_work_order', args: { asset: 'VAV-3-13', priority: 'P2', summary: 'Damper stuck ~8% while commanded 100%; zone 25.9C vs 22.0C SP. Check actuator/linkage.' } }]);
      s.tool(J({ work_order: 'WO-' + ctx.int(60000, 69999), status: 'OPEN', assigned_to: 'HVAC Tech Team B', sla: '8h' }));
      s.llm('Summary: the warm complaints in 3 East come from VAV-3-13, whose damper is stuck at about 8% open while commanded fully open, so the zone is almost 4 C over setpoint. VAV-3-11, -12, -14, -15 and -16 are all within 0.5 C of setpoint. A P2 work order is open for HVAC Tech Team B to check the actuator and linkage.');
      const root = s.finish(undefined);
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 06
  {
    n: '06',
    domain: 'genomics sequencing core (per-sample QC before release)',
    style: 'plain message-level (with a retriever step)',
    isolates: 'After retrieving the QC thresholds, six samples are read with the same QC tool (same metrics, different values); two fail and the agent releases the four that pass.',
    build(ctx) {
      const goal = 'Project P-0412 (6 RNA-seq libraries) has finished sequencing. Check each sample against our RNA-seq QC thresholds and release the passing ones to the customer; hold the rest.';
      const c = new PlainChat(ctx, { name: 'seqcore-qc-agent', model: 'gpt-4.1-mini', system: 'You are the QC assistant for the genomics core. Tools: get_sample_qc, release_samples. Thresholds are in the SOP knowledge base.', user: goal, tools: ['get_sample_qc', 'release_samples'] });
      c.add(span('retriever', 'sop_kb.search', { query: 'RNA-seq QC release thresholds', k: 2 }, [{ doc_id: 'SOP-NGS-017 v5 §6.2', score: 0.88, text: 'RNA-seq release criteria: >= 20 M read pairs, >= 80% bases Q30, >= 70% uniquely mapped, rRNA <= 10%.' }, { doc_id: 'SOP-NGS-017 v5 §6.4', score: 0.71, text: 'Samples failing any criterion are held and the PI is contacted with options (top-up or re-prep).' }], [], { metadata: { index: 'sop-kb-2024-09', latency_ms: ctx.int(40, 200) } }));
      const samples = [['P0412-S1', 28.4, 91.2, 84.1, 3.2], ['P0412-S2', 24.9, 90.7, 82.6, 4.0], ['P0412-S3', 12.1, 90.9, 83.0, 3.8], ['P0412-S4', 31.0, 89.8, 81.9, 2.9], ['P0412-S5', 26.2, 91.5, 61.4, 17.8], ['P0412-S6', 22.3, 90.1, 80.2, 5.5]];
      samples.forEach(([id, reads, q30, mapped, rrna], i) => {
        c.llm(i === 0 ? 'Thresholds: 20 M pairs, 80% Q30, 70% unique mapping, rRNA at most 10%. Checking samples.' : null, [{ name: 'get_sample_qc', args: { sample_id: id } }]);
        c.tool({ sample_id: id, read_pairs_m: reads, pct_q30: q30, pct_uniquely_mapped: mapped, pct_rrna: rrna, run: '240918_A01234_0456_BHXXXXDSX7', lane: (i % 2) + 1, multiqc_report: `s3://seqcore-qc/P-0412/${id}/multiqc_report.html`, generated: ctx.isoS() });
      });
      c.llm(null, [{ name: 'release_samples', args: { project: 'P-0412', samples: ['P0412-S1', 'P0412-S2', 'P0412-S4', 'P0412-S6'] } }]);
      c.tool({ project: 'P-0412', released: 4, delivery: `https://delivery.seqcore.example.edu/p/${ctx.b62(12)}`, expires: ctx.date(ctx.now + 30 * 86400e3) });
      c.llm('Released 4 of 6 samples for P-0412 (S1, S2, S4, S6), all above 20 M read pairs, 80% Q30, 70% unique mapping and under 10% rRNA. Held: P0412-S3 has only 12.1 M read pairs (needs a sequencing top-up), and P0412-S5 has 17.8% rRNA with 61.4% unique mapping, which suggests failed rRNA depletion, so it likely needs a re-prep. Per SOP-NGS-017 the PI should be contacted with those options.');
      const root = c.finish('4 samples released, S3 (low depth) and S5 (high rRNA) held.');
      return { goal, root };
    },
  },
];
