// Family: lookalike_record_reads (healthy) — reading many similar but different files/pages/records with
// the same tool and the same output template, different contents; then a summary.
import { Trace } from './lib.mjs';

export const family = 'lookalike_record_reads';
export const labels = { loop: false, stagnation: false };

export const scenarios = [
  {
    n: '01', domain: 'trucking hours-of-service logs', style: 'llamaindex',
    isolates: 'Five daily ELD logs for one driver are read with the same tool and identical layout but different duty hours; the agent then reports the one day that breaks the 11-hour driving limit.',
    goal: 'Audit driver Luis Ortega\'s electronic logging device records for 3-7 March and report any hours-of-service violations.',
    build(id) {
      const t = new Trace({ id, style: 'llamaindex', goal: this.goal, agent: 'hos-auditor', system: 'You audit FMCSA hours-of-service compliance. Tool: get_eld_day(driver_id, date).' });
      const n = t.n;
      const days = [['2025-03-03', 9.5, 12.0, 10.5], ['2025-03-04', 10.75, 13.5, 10.0], ['2025-03-05', 11.5, 14.0, 10.25], ['2025-03-06', 8.0, 11.0, 12.0], ['2025-03-07', 10.0, 13.25, 10.0]];
      for (const [d, drive, window, off] of days) {
        t.llm('', [{ name: 'get_eld_day', args: { driver_id: 'DRV-20931', date: d } }]);
        t.tool('get_eld_day', { driver_id: 'DRV-20931', date: d }, `ELD DAILY LOG  driver=DRV-20931 (L. ORTEGA)  date=${d}  unit=TRK-5512  eld=${n.pick(['PT30', 'ELD-X'])}-${n.hex(6)}\n  DRIVING      ${drive.toFixed(2)} h\n  ON DUTY (ND) ${(window - drive).toFixed(2)} h\n  DUTY WINDOW  ${window.toFixed(2)} h\n  OFF/SB prior ${off.toFixed(2)} h\n  certified: yes  malfunction: none`);
      }
      t.llm('Of the five days, 5 March breaks the rules: 11.5 h driving (limit 11) and a 14.0 h duty window that reached the 14-hour cap. All other days are within limits (driving 8.0–10.75 h, windows ≤13.5 h, ≥10 h off-duty before each shift).');
      return t.finish({ response: 'Violation on 2025-03-05 (11.5h driving).' });
    },
  },
  {
    n: '02', domain: 'upholstery workshop', style: 'anthropic',
    isolates: 'Six job cards are opened one after another (same template: item, fabric, stage, due date) with different contents; the agent then lists the jobs at risk of missing their dates.',
    goal: 'Go through the open job cards at Hollis & Vane Upholstery and tell me which jobs will miss their promised delivery dates.',
    build(id) {
      const t = new Trace({ id, style: 'anthropic', goal: this.goal, agent: 'workshop-assistant', system: 'You help run an upholstery workshop. Tools: list_jobs, get_job_card.' });
      const n = t.n;
      t.llm('', [{ name: 'list_jobs', args: { status: 'open' } }]);
      const jobs = [['HV-311', 'Chesterfield 3-seater', 'oxblood leather', 'springing', '2025-06-20', 'waiting on leather hides (ETA 24 Jun)'], ['HV-314', 'Pair of dining chairs', 'Linwood velvet, moss', 'covering', '2025-06-18', ''], ['HV-317', 'Wingback armchair', 'Harris tweed', 'stripped', '2025-06-19', 'frame repair needed at rear rail'], ['HV-320', 'Ottoman', 'customer own fabric', 'finished', '2025-06-21', ''], ['HV-322', 'Church pew cushions x6', 'FR wool, burgundy', 'cutting', '2025-07-04', ''], ['HV-325', 'Victorian nursing chair', 'damask, gold', 'webbing', '2025-06-17', 'upholsterer on leave 16-20 Jun']];
      t.tool('list_jobs', { status: 'open' }, { jobs: jobs.map((j) => j[0]), count: jobs.length });
      for (const [jid, item, fabric, stage, due, note] of jobs) {
        t.llm('', [{ name: 'get_job_card', args: { job_id: jid } }]);
        t.tool('get_job_card', { job_id: jid }, { job_id: jid, item, fabric, stage, promised: due, notes: note || null, updated: n.dmy() });
      }
      t.llm('Three jobs will miss their dates: HV-311 Chesterfield (due 20 Jun, leather not arriving until 24 Jun), HV-317 wingback (due 19 Jun, still stripped and needs a rear-rail frame repair) and HV-325 nursing chair (due 17 Jun, only at webbing and its upholsterer is on leave 16–20 Jun). HV-314, HV-320 and HV-322 are on track.');
      return t.finish({ stop_reason: 'end_turn', answer: 'At risk: HV-311, HV-317, HV-325.' });
    },
  },
  {
    n: '03', domain: 'graffiti removal', style: 'openinference',
    isolates: 'Seven graffiti reports are read via the same report tool with the same fields but different sites, surfaces and offensiveness flags; the agent then orders the removal crew\'s day.',
    goal: 'Plan tomorrow\'s graffiti removal crew route from the open reports in Northgate ward, prioritising offensive tags and listed buildings.',
    build(id) {
      const t = new Trace({ id, style: 'openinference', goal: this.goal, agent: 'cleansing-planner', system: 'You plan graffiti removal. Tool: get_report(id).' });
      const n = t.n;
      const reps = [['GR-7701', 'Bus shelter, Tanner St', 'glass', false, false], ['GR-7704', 'St Wilfrid\'s church wall', 'sandstone', false, true], ['GR-7710', 'Underpass, Ring Rd', 'painted concrete', true, false], ['GR-7712', 'Shop shutter, 22 Market Pl', 'metal', false, false], ['GR-7715', 'Library side wall', 'brick', true, false], ['GR-7719', 'Old Corn Exchange', 'limestone', false, true], ['GR-7721', 'Park bench, Fenwick Park', 'timber', false, false]];
      for (const [rid, site, surface, offensive, listed] of reps) {
        t.llm('', [{ name: 'get_report', args: { id: rid } }]);
        t.tool('get_report', { id: rid }, { id: rid, site, surface, offensive, listed_building: listed, reported: n.isoNoMs(), photo: `https://fixmystreet-like.example/p/${n.hex(12)}.jpg` });
      }
      t.llm('Route for tomorrow: 1) GR-7710 underpass, Ring Rd (offensive, pressure wash); 2) GR-7715 library side wall (offensive, brick); 3) GR-7704 St Wilfrid\'s church and 4) GR-7719 Old Corn Exchange (listed stone – use the poultice kit, no pressure washing); then 5) GR-7712 shutter, 6) GR-7701 bus shelter glass, 7) GR-7721 park bench.');
      return t.finish({ value: '7 sites ordered; offensive first, listed stone with poultice.', mime_type: 'text/plain' });
    },
  },
  {
    n: '04', domain: 'cheerleading competitions', style: 'bedrock',
    isolates: 'A Bedrock agent reads five judges\' scoresheets for one routine (same sheet layout, different scores and deductions) and then computes the final score after dropping high and low.',
    goal: 'Compute the official score for Summit Stars Senior Elite\'s routine at the Regional Cheer Classic from the five judges\' scoresheets and check the deductions.',
    build(id) {
      const t = new Trace({ id, style: 'bedrock', goal: this.goal, agent: 'cheer-scoring', system: 'You tabulate cheer competition scores.' });
      const n = t.n;
      const sheets = [['J1', 4.1, 3.9, 4.0, 1.8, 0.25], ['J2', 4.3, 4.0, 4.2, 1.9, 0.25], ['J3', 3.8, 3.7, 3.9, 1.7, 0.25], ['J4', 4.2, 4.1, 4.1, 1.9, 0.5], ['J5', 4.0, 4.0, 4.0, 1.8, 0.25]];
      for (const [j, stunts, tumbling, pyramid, overall, ded] of sheets) {
        t.llm(j === 'J1' ? 'I will read each judge\'s scoresheet for routine R-118.' : '', [{ name: 'Scoring::/scoresheets/{judge}', args: { routine_id: 'R-118', judge: j } }]);
        t.tool('Scoring::/scoresheets/{judge}', { routine_id: 'R-118', judge: j }, { routine: 'R-118', team: 'Summit Stars Senior Elite', judge: j, stunts, tumbling, pyramid, overall_impression: overall, deduction: ded, deduction_reason: ded > 0.25 ? 'bobble + building violation' : 'bobble', signed_at: n.usDate() });
      }
      t.llm('Raw totals: J1 13.55, J2 14.15, J3 12.85, J4 13.80, J5 13.55. Dropping high (J2) and low (J3) leaves J1, J4, J5 → average 13.63. J4 alone recorded a building violation (0.5); the head judge should confirm it, but as sheets stand the official score is 13.63.');
      return t.finish({ completion: 'Official score 13.63 (J2 high and J3 low dropped).' });
    },
  },
  {
    n: '05', domain: 'home care visit notes', style: 'spring',
    isolates: 'Carer visit notes for one client over six visits are read with the same tool and template (time, tasks, observations) but different content; the agent then summarises a trend for the care coordinator.',
    goal: 'Read this week\'s home care visit notes for Mr Edward Lyle and summarise anything the care coordinator should act on.',
    build(id) {
      const t = new Trace({ id, style: 'spring', goal: this.goal, agent: 'care-coordinator-assistant', system: 'You summarise domiciliary care visit notes for coordinators.' });
      const n = t.n;
      const visits = [['V-1', 'Mon 08:00', 'meds, breakfast, wash', 'Ate well, cheerful.'], ['V-2', 'Mon 18:00', 'meds, tea', 'Left half of meal. Said ankles ache.'], ['V-3', 'Tue 08:00', 'meds, breakfast, wash', 'Ankles visibly swollen; pressing left a dent (pitting).'], ['V-4', 'Wed 08:00', 'meds, breakfast', 'Short of breath on stairs; declined shower.'], ['V-5', 'Thu 08:00', 'meds, breakfast, wash', 'Swelling worse both ankles; weight 84.1 kg (was 82.3).'], ['V-6', 'Fri 08:00', 'meds, breakfast', 'Slept in chair, says lying flat makes breathing hard.']];
      for (const [vid, when, tasks, obs] of visits) {
        t.llm('', [{ name: 'getVisitNote', args: { clientId: 'CL-4471', visitId: vid } }]);
        t.tool('getVisitNote', { clientId: 'CL-4471', visitId: vid }, { visit: vid, client: 'Edward Lyle', slot: when, carer: n.pick(['Ana', 'Femi', 'Kate']), tasks, observations: obs, checkout: n.isoOffset(0), gps_verified: true });
      }
      t.llm('Action needed: over the week Mr Lyle developed increasing ankle swelling (Tue onward), breathlessness on exertion (Wed), a 1.8 kg weight gain in days (Thu) and now cannot lie flat (Fri). Together these suggest fluid retention / possible heart failure worsening – contact his GP today and ask for an urgent review; appetite also dropped on Monday evening.');
      return t.finish({ result: { output: { text: 'Urgent GP review advised for Edward Lyle.' } } });
    },
  },
  {
    n: '06', domain: 'microservice config audit (coding)', style: 'responses',
    isolates: 'The agent reads six near-identical service config files with the same read tool (same keys, different values) and then reports the two services with unsafe settings.',
    goal: 'Audit the production configs of our six payment microservices (config/prod/*.yaml) for insecure TLS or timeout settings and list what must change.',
    build(id) {
      const t = new Trace({ id, style: 'responses', goal: this.goal, agent: 'config-auditor', system: 'You audit service configuration. Tool: read_file(path).' });
      const n = t.n;
      const svcs = [['auth-gateway', '1.3', 'true', '5s'], ['ledger', '1.2', 'true', '30s'], ['payouts', '1.2', 'false', '10s'], ['fx-rates', '1.3', 'true', '3s'], ['card-vault', '1.3', 'true', '8s'], ['webhooks', '1.0', 'true', '120s']];
      for (const [s, tls, verify, to] of svcs) {
        t.llm('', [{ name: 'read_file', args: { path: `config/prod/${s}.yaml` } }]);
        t.tool('read_file', { path: `config/prod/${s}.yaml` }, `# ${s} production config (rendered ${n.isoNoMs()}, commit ${n.gitSha()})\nservice: ${s}\nreplicas: ${n.int(2, 6)}\ntls:\n  min_version: "${tls}"\n  verify_peer: ${verify}\nupstream:\n  timeout: ${to}\n  retries: 2\nlog_level: info\n`);
      }
      t.llm('Two services must change: payouts has tls.verify_peer: false (must be true – it currently accepts any certificate from the bank API), and webhooks allows TLS 1.0 and a 120s upstream timeout (raise min_version to 1.2 and cut timeout to ≤15s). ledger\'s 30s timeout is high but within policy; the other four are compliant.');
      return t.finish({ status: 'completed', output_text: 'Fix payouts verify_peer and webhooks TLS/timeout.' });
    },
  },
];
