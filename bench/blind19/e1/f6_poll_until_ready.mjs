// Family 6 (healthy): polling a job until its state changes, then using the result.
export const family = 'poll_until_ready';
export const loop = false;
export const stagnation = false;
export const summary = 'Status polled repeatedly with volatile noise (queued, running, done); the state changes and the agent uses the result and finishes.';

export const scenarios = [
  {
    id: '01', domain: 'phone repair shop diagnostics', style: 'chat',
    isolates: 'Chat-completions agent polls a board-diagnostic job through queued, running 40%, running 85% and done, then writes the repair quote from the result.',
    goal: 'Run the full logic-board diagnostic on ticket RP-6621 (iPhone 12, no charging) and draft the repair quote for the customer.',
    system: 'You are the bench assistant in a phone repair shop.',
    build(N, S) {
      const c = [];
      const job = N.job('diag-');
      c.push(...S.turn({ text: 'Starting the diagnostic on bench rig 2.', calls: [{ name: 'start_diagnostic', args: { ticket: 'RP-6621', profile: 'logic_board_full', rig: 'bench-2' }, out: { job_id: job, state: 'queued', position: 2, submitted: N.iso() } }] }));
      const states = [{ state: 'queued', position: 1 }, { state: 'running', progress: 40, stage: 'power rail sweep' }, { state: 'running', progress: 85, stage: 'USB-C PD negotiation' }];
      for (const st of states) { N.tick(40); c.push(...S.turn({ calls: [{ name: 'get_job', args: { job_id: job }, out: { job_id: job, ...st, heartbeat: N.iso(), rig_fw: '3.8.' + N.int(0, 9), log: N.tmp('.log') } }] })); }
      N.tick(60);
      c.push(...S.turn({ calls: [{ name: 'get_job', args: { job_id: job }, out: { job_id: job, state: 'done', progress: 100, finished: N.iso(), result: { pp_vbus: 'OK 5.02V', tristar_u6300: 'FAIL - no CC detection', pp5v0_usb: 'OK', battery_health: '86%', verdict: 'replace U6300 charging IC' } } }] }));
      const quote = 'Diagnostic result for RP-6621: the charging IC (U6300) does not detect the cable; the battery is healthy at 86%. Quote: micro-soldering replacement of the charging IC, 95.00 parts and labour, 3 working days, 90-day warranty.';
      c.push(...S.turn({ text: quote }));
      return S.root({ output: quote, children: c });
    },
  },
  {
    id: '02', domain: 'spelling bee adjudication', style: 'vercel', agentName: 'bee-judge-helper',
    isolates: 'Vercel AI SDK steps poll an audio transcription job (queued, processing, processing, completed) and then answer the pronunciation appeal from the transcript.',
    goal: 'Speller #14 appealed her elimination in the regional round, saying the pronouncer said "discrete" not "discreet". Transcribe the recording of that word and tell the head judge what was said.',
    system: 'You help spelling bee officials review recordings.',
    build(N, S) {
      const c = [];
      const tid = 'tr_' + N.b62(20);
      c.push(...S.turn({ text: 'Submitting the clip from the regional round recording.', calls: [{ name: 'submitTranscription', args: { file: 's3://bee-recordings/regional-2024/round3.m4a', start: '00:41:12', end: '00:42:05', word_timestamps: true }, out: { id: tid, status: 'queued', created_at: N.isoNoMs() } }] }));
      for (const [st, extra] of [['queued', {}], ['processing', { audio_duration: 53.1 }], ['processing', { audio_duration: 53.1, percent: 70 }]]) { N.tick(15); c.push(...S.turn({ calls: [{ name: 'getTranscription', args: { id: tid }, out: { id: tid, status: st, ...extra, checked_at: N.isoNoMs(), 'x-request-id': N.uuid() } }] })); }
      N.tick(15);
      c.push(...S.turn({ calls: [{ name: 'getTranscription', args: { id: tid }, out: { id: tid, status: 'completed', text: 'Speller fourteen, your word is discreet. Discreet. Careful and circumspect in speech or action. The diplomat was discreet about the talks. Discreet.', words: [{ w: 'discreet', start: 5.42, conf: 0.93 }], completed_at: N.isoNoMs() } }] }));
      const ans = 'The pronouncer said "discreet" (careful and circumspect), confirmed by the definition and the example sentence about the diplomat. The appeal is not supported by the recording.';
      c.push(...S.turn({ text: ans }));
      return S.root({ input: { prompt: S.hist[1].content }, output: { text: ans, finishReason: 'stop' }, children: c });
    },
  },
  {
    id: '03', domain: 'tiny house construction', style: 'anthropic', model: 'claude-3-5-sonnet-20241022',
    isolates: 'Anthropic Messages agent polls a structural calculation job (pending, pending, running, succeeded) and then reports the loft joist sizing it returned.',
    goal: 'Check whether 2x6 SPF joists at 16" centres are enough for the sleeping loft on the 24 ft trailer build (TH-114), using the structural calc service.',
    system: 'You help a tiny house builder with engineering checks.',
    build(N, S) {
      const c = [];
      const run = 'calc_' + N.hex(10);
      c.push(...S.turn({ text: 'I\'ll submit the loft joist check.', calls: [{ name: 'submit_calc', args: { project: 'TH-114', member: 'loft_joist', species: 'SPF No.2', size: '2x6', spacing_in: 16, span_ft: 7.5, live_load_psf: 30, dead_load_psf: 10 }, out: { run_id: run, status: 'pending' } }] }));
      for (const st of ['pending', 'running']) { N.tick(20); c.push(...S.turn({ calls: [{ name: 'get_calc', args: { run_id: run }, out: `run ${run}\nstatus: ${st}\nworker: ${N.pod('beam-solver')}\nupdated: ${N.http()}` }] })); }
      N.tick(20);
      c.push(...S.turn({ calls: [{ name: 'get_calc', args: { run_id: run }, out: `run ${run}\nstatus: succeeded\nbending: 0.71 (OK)\nshear: 0.34 (OK)\ndeflection L/360 live: 0.82 (OK)\ngoverning: deflection\nreport: https://calc.example/r/${run}.pdf\nupdated: ${N.http()}` }] }));
      c.push(...S.turn({ text: '2x6 SPF No.2 joists at 16" centres work for the 7.5 ft loft span: bending is at 71% of capacity, shear 34%, and live-load deflection 82% of the L/360 limit, which governs. The PDF report is linked in the run record.' }));
      return S.root({ output: { stop_reason: 'end_turn' }, children: c });
    },
  },
  {
    id: '04', domain: 'prison visit scheduling', style: 'semantic_kernel', agentName: 'VisitsOfficer', toolMeta: { plugin: 'Visits' },
    isolates: 'Semantic Kernel agent polls a visitor vetting check through submitted, in_review, in_review and cleared, then books the visit slot.',
    goal: 'Book a social visit for visitor ref VIS-55310 to see prisoner A1234BC on Saturday afternoon once the visitor\'s security check is cleared.',
    system: 'You are the visits booking assistant. A visit can only be booked for a cleared visitor.',
    build(N, S) {
      const c = [];
      c.push(...S.turn({ text: 'Checking the visitor vetting status first.', calls: [{ name: 'GetVettingStatus', args: { visitorRef: 'VIS-55310' }, out: { visitorRef: 'VIS-55310', status: 'SUBMITTED', caseNo: 'VET-' + N.digits(6), lastUpdated: N.iso() } }] }));
      for (const st of ['IN_REVIEW', 'IN_REVIEW']) { N.tick(600); c.push(...S.turn({ calls: [{ name: 'GetVettingStatus', args: { visitorRef: 'VIS-55310' }, out: { visitorRef: 'VIS-55310', status: st, reviewerQueue: 'security-' + N.int(1, 3), lastUpdated: N.iso(), correlationId: N.uuid() } }] })); }
      N.tick(900);
      c.push(...S.turn({ calls: [{ name: 'GetVettingStatus', args: { visitorRef: 'VIS-55310' }, out: { visitorRef: 'VIS-55310', status: 'CLEARED', validUntil: '2025-03-31', lastUpdated: N.iso() } }] }));
      c.push(...S.turn({ text: 'Cleared. Listing Saturday afternoon slots.', calls: [{ name: 'ListSlots', args: { prisoner: 'A1234BC', day: 'Saturday', period: 'PM' }, out: { slots: [{ id: 'SL-14-1400', start: '14:00', tables_free: 3 }, { id: 'SL-14-1530', start: '15:30', tables_free: 0 }] } }] }));
      c.push(...S.turn({ calls: [{ name: 'BookVisit', args: { visitorRef: 'VIS-55310', prisoner: 'A1234BC', slotId: 'SL-14-1400' }, out: { booking: 'BK-' + N.upper(7), status: 'CONFIRMED', table: 11 } }] }));
      c.push(...S.turn({ text: 'Visitor VIS-55310 was cleared and is booked for Saturday 14:00 (table 11) to visit A1234BC.' }));
      return S.root({ output: 'Visitor VIS-55310 was cleared and is booked for Saturday 14:00 (table 11) to visit A1234BC.', children: c });
    },
  },
  {
    id: '05', domain: 'aluminium extrusion die design', style: 'smolagents', model: 'meta-llama/Llama-3.3-70B-Instruct',
    isolates: 'smolagents CodeAgent polls an extrusion FEA simulation until it finishes and uses the predicted exit-speed spread to recommend a bearing change.',
    goal: 'Run the flow simulation for die D-7720 (6063 alloy window profile) and tell the die shop whether the bearing lengths need correcting before the trial press.',
    system: 'You are an extrusion engineering assistant that writes Python to call tools.',
    build(N, S) {
      const c = [];
      const sim = 'SIM-' + N.digits(6);
      c.push(...S.turn({ text: 'I will submit the simulation for D-7720 with the standard billet temperature.', calls: [{ name: 'submit_simulation', args: { die: 'D-7720', alloy: '6063', billet_temp_c: 480, ram_speed_mm_s: 8 }, resultVar: 'job', out: { sim_id: sim, state: 'QUEUED', cluster: 'hpc-' + N.int(1, 4) } }] }));
      for (const [st, pct, note] of [['MESHING', 10, 'Queued on the cluster; I will look at the state after a short wait.'], ['SOLVING', 55, 'Meshing has finished and the solver started, so I check progress again.'], ['SOLVING', 90, 'The solver passed half way; one more check should show the final state soon.']]) { N.tick(120); c.push(...S.turn({ text: note, calls: [{ name: 'get_simulation', args: { sim_id: sim }, resultVar: 'status', out: `${sim} state=${st} progress=${pct}% elapsed=${N.int(60, 900)}s node=${N.host('cn')} licence_seat=${N.int(1, 8)}` }] })); }
      N.tick(120);
      c.push(...S.turn({ text: 'Checking if the solve has completed.', calls: [{ name: 'get_simulation', args: { sim_id: sim }, resultVar: 'status', out: `${sim} state=DONE progress=100% exit_velocity_spread=14.2% max_at=thin_leg_B min_at=screw_port die_deflection_mm=0.08 report=/sim/${sim}/summary.json` }] }));
      c.push(...S.turn({ text: 'Done. A 14.2% exit-speed spread is above the 5% target: thin leg B runs fast and the screw port slow. Recommend lengthening the bearing on thin leg B by about 1.5 mm and shortening it near the screw port by about 1 mm before the trial press.' }));
      return S.root({ input: { task: S.hist[1].content }, output: 'Lengthen bearing on thin leg B ~1.5 mm, shorten near the screw port ~1 mm; spread 14.2% vs 5% target.', children: c });
    },
  },
  {
    id: '06', domain: 'pollen monitoring network', style: 'langsmith', agentName: 'pollen_bulletin',
    isolates: 'LangGraph agent polls an automated slide-analysis batch (queued, running, running, complete) and then writes the daily pollen bulletin from the counts.',
    goal: 'Produce today\'s pollen bulletin for the Riverside monitoring site once the overnight slide analysis has finished.',
    system: 'You write the daily pollen bulletin. Counts are grains per cubic metre.',
    build(N, S) {
      const c = [];
      const b = 'batch-' + N.hex(8);
      c.push(...S.turn({ text: 'Checking the overnight slide batch for Riverside.', calls: [{ name: 'get_analysis_batch', args: { site: 'riverside', date: 'today' }, out: { batch: b, state: 'QUEUED', slides: 2, queued_at: N.iso() } }] }));
      for (const st of [{ state: 'RUNNING', slides_done: 0 }, { state: 'RUNNING', slides_done: 1 }]) { N.tick(300); c.push(...S.turn({ calls: [{ name: 'get_analysis_batch', args: { site: 'riverside', date: 'today' }, out: { batch: b, ...st, slides: 2, microscope: 'scope-' + N.int(1, 3), at: N.iso() } }] })); }
      N.tick(300);
      c.push(...S.turn({ calls: [{ name: 'get_analysis_batch', args: { site: 'riverside', date: 'today' }, out: { batch: b, state: 'COMPLETE', slides: 2, counts_per_m3: { grass: 62, birch: 4, nettle: 31, plantain: 9, fungal_alternaria: 140 }, qc: 'pass', at: N.iso() } }] }));
      const txt = 'Riverside pollen bulletin: grass HIGH (62 grains/m3), nettle MODERATE (31), birch and plantain LOW. Alternaria spores are elevated at 140 per m3, so people with mould allergy should take care this afternoon.';
      c.push(...S.turn({ text: txt }));
      return S.root({ output: { bulletin: txt }, children: c });
    },
  },
];
