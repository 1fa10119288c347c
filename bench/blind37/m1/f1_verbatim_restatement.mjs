// Family 1: one long reasoning step repeated near-verbatim with nothing new in between.
import { style, err } from './lib.mjs';
export const FAMILY = 'verbatim_restatement';

export const rows = [
  {
    id: '01', domain: 'ropeway freight', style: 'LangGraph / LangSmith',
    isolates: 'A LangGraph agent re-checks the same wind forecast and then restates its 40-word load-planning paragraph almost word for word before hitting the recursion limit.',
    goal: 'Build tomorrow\'s load schedule for the Talstation -> Obere Alm freight ropeway: 14 crates, carrier limit 420 kg, last run 17:30.',
    build(N) {
      const S = style('langgraph', N, { system: 'You plan freight loads for a material ropeway. Use the tools. Never exceed carrier payload.', user: this.goal });
      const A = 'The manifest has 14 crates totalling 3,870 kg, so at the 420 kg carrier limit I need at least 10 carrier runs. Before fixing the order I should confirm that the afternoon wind stays under the 60 km/h stop threshold at the middle pylon, because a wind hold would push the gas cylinders past the 17:30 cutoff.';
      const wind = { station: 'pylon-M3', issued: N.isoSec(), model: 'ICON-D2', hourly: [{ h: '12:00', gust_kmh: 41 }, { h: '14:00', gust_kmh: 47 }, { h: '16:00', gust_kmh: 52 }], stop_threshold_kmh: 60 };
      const k = [
        ...S.turn({ calls: [['get_manifest', { date: '2025-07-02', line: 'TAL-OBA' }]] }, [{ crates: 14, total_kg: 3870, items: [{ id: 'C-01', kg: 410, kind: 'gas cylinders' }, { id: 'C-02', kg: 380, kind: 'beer kegs' }, { id: 'C-03', kg: 395, kind: 'cement' }, '... 11 more'], hazmat: ['C-01', 'C-09'] }]),
        ...S.turn({ calls: [['get_wind_forecast', { station: 'pylon-M3', hours: 8 }]] }, [wind]),
        ...S.turn({ text: A, calls: [['get_wind_forecast', { station: 'pylon-M3', hours: 8 }]] }, [{ ...wind }]),
        ...S.turn({ text: A.replace('so at the', 'so with the').replace('Before fixing', 'Before I fix'), calls: [['get_wind_forecast', { station: 'pylon-M3', hours: 8 }]] }, [{ ...wind }]),
      ];
      return S.root('LangGraph', k, { error: 'GraphRecursionError: Recursion limit of 8 reached without hitting a stop condition.' }, { thread_id: N.uuid(), ls_run_id: N.uuid() });
    },
  },
  {
    id: '02', domain: 'bonsai auctions', style: 'Anthropic Messages API logs',
    isolates: 'A Claude Messages API log in which the long thinking block about lot provenance is emitted twice, the second nearly identical, after a registry lookup that returned the same record again.',
    goal: 'Decide whether lot 37 (a 90-year-old Japanese white pine) can be listed in Saturday\'s bonsai auction with the provenance the consignor supplied.',
    build(N) {
      const S = style('anthropic', N, { model: 'claude-sonnet-4-20250514', system: 'You are the cataloguing assistant of a bonsai auction house. Check provenance and CITES status before approving a lot.', user: this.goal });
      const rec = { lot: 37, species: 'Pinus parviflora', claimed_age_years: 90, import_permit: 'PHYTO-JP-2011-004417', previous_owner: 'Kobayashi Nursery, Omiya', registry_match: 'partial', note: 'permit lists 3 pines, tag numbers not recorded' };
      const T = 'The consignor says the pine came from Kobayashi Nursery in Omiya in 2011 under phytosanitary permit PHYTO-JP-2011-004417. The registry only gives a partial match because the permit covers three pines without tag numbers, so I cannot tie this specific tree to the permit yet; I should look at the registry entry again to see whether a tag or photo links lot 37 to that permit.';
      const k = [
        ...S.turn({ text: 'Let me pull the registry entry for lot 37.', calls: [['registry_lookup', { lot: 37 }]] }, [rec]),
        ...S.turn({ think: T, calls: [['registry_lookup', { lot: 37, include: ['permit'] }]] }, [{ ...rec }]),
        ...S.turn({ think: T.replace('in 2011 under', 'in 2011, under').replace('yet; I should', 'yet. I should'), calls: [['registry_lookup', { lot: 37, include: ['permit'] }]] }, [{ ...rec }]),
      ];
      return S.root('auction-cataloguer', k, { stop_reason: 'max_turns', turns: 3 }, { conversation_id: `conv_${N.b62(16)}` });
    },
  },
  {
    id: '03', domain: 'tatami makers', style: 'smolagents CodeAgent',
    isolates: 'A smolagents CodeAgent writes the same long Thought about igusa stock twice in consecutive steps, the inventory print in between unchanged, and is stopped by max_steps.',
    goal: 'Work out whether the workshop can deliver 24 tatami mats (edge cloth: navy kōrai-beri) to the Ryokan Asagiri by 18 July.',
    build(N) {
      const S = style('smolagents', N, { model: 'Qwen/Qwen2.5-Coder-32B-Instruct', system: 'You are an expert assistant who can solve any task using code blobs.', user: this.goal });
      const inv = `igusa_bundles: 31 (grade A: 19, grade B: 12)\nkorai_beri_navy_m: 47.5\ntoko_cores_std: 26\nqueue_days: 9\nchecked_at: ${N.slashTs()}`;
      const T = 'Each mat needs one bundle of grade-A igusa and about 2.1 m of edge cloth, so 24 mats need 24 grade-A bundles and roughly 50 m of navy kōrai-beri. We only have 19 grade-A bundles and 47.5 m of cloth, which is short on both counts, so I should check the inventory again to confirm these numbers before contacting the supplier.';
      const k = [
        ...S.turn({ think: 'I will read the current workshop inventory first.', calls: [['workshop_inventory', { site: 'main' }]] }, [inv]),
        ...S.turn({ think: T, calls: [['workshop_inventory', { site: 'main' }]] }, [inv.replace(/checked_at: .*/, `checked_at: ${N.slashTs()}`)]),
        ...S.turn({ think: T.replace('so 24 mats need', 'therefore 24 mats need').replace('which is short', 'and that is short'), calls: [['workshop_inventory', { site: 'main' }]] }, [inv.replace(/checked_at: .*/, `checked_at: ${N.slashTs()}`)]),
      ];
      return S.root('CodeAgent.run', k, { error: 'Reached max steps.' }, { max_steps: 3, 'openinference.span.kind': 'AGENT' });
    },
  },
  {
    id: '04', domain: 'wind tunnel test bookings', style: 'OpenAI Responses API',
    isolates: 'Responses API output whose reasoning summary about the tunnel slot conflict appears twice in a row with the same calendar answer between them, then the run ends without a booking.',
    goal: 'Book 6 hours in the low-speed wind tunnel next week for the cyclist helmet drag sweep (yaw -15 to +15 deg) for client Veloform.',
    build(N) {
      const S = style('responses', N, { model: 'o4-mini-2025-04-16', system: 'You book test slots for the university wind tunnel. Respect balance calibration windows.', user: this.goal });
      const cal = { tunnel: 'LST-2', week: '2025-W37', free_blocks: [{ day: 'Tue', from: '13:00', to: '17:00' }, { day: 'Thu', from: '08:00', to: '12:00' }], calibration: { day: 'Wed', balance: 'six-component', duration_h: 8 }, etag: N.etag() };
      const R = 'The helmet sweep needs 6 contiguous hours because the turntable has to stay mounted on the six-component balance, but LST-2 only has a 4-hour block on Tuesday afternoon and a 4-hour block on Thursday morning, with Wednesday lost to balance calibration. Splitting across Tuesday and Thursday would mean remounting and re-zeroing the balance, so I need to look for a contiguous slot again.';
      const k = [
        ...S.turn({ calls: [['tunnel_calendar', { tunnel: 'LST-2', week: '2025-W37' }]] }, [cal]),
        ...S.turn({ think: R, calls: [['tunnel_calendar', { tunnel: 'LST-2', week: '2025-W37' }]] }, [{ ...cal, etag: cal.etag }]),
        ...S.turn({ think: R.replace('but LST-2 only has', 'yet LST-2 only has').replace('so I need to look', 'so I need to search') }),
      ];
      return S.root('responses.agent', k, { status: 'incomplete', incomplete_details: { reason: 'max_output_tokens' } });
    },
  },
  {
    id: '05', domain: 'firefly tours', style: 'CrewAI',
    isolates: 'A CrewAI guide-planner agent repeats its long Thought about moon phase and group size verbatim after the same sightings query, and the task is cut off by the iteration limit.',
    goal: 'Plan the route and group split for the 28 June firefly night walk at Kettle Creek for 38 guests.',
    build(N) {
      const S = style('crewai', N, { model: 'gpt-4o-mini', agent: 'Night Walk Planner', system: 'You are Night Walk Planner. Plan safe, low-disturbance firefly walks.', user: this.goal });
      const sight = { site: 'Kettle Creek', last_7_nights: [{ date: '06-21', count: 140 }, { date: '06-23', count: 165 }, { date: '06-25', count: 158 }], best_window: '21:40-22:50', moon_28_06: 'waxing gibbous 87%' };
      const T = 'With 38 guests and the park rule of at most 15 people per guide on the boardwalk, I need three groups, and the waxing gibbous moon at 87% on 28 June will wash out the displays in open meadow sections, so the route should favour the shaded creek bank. I should confirm the recent sighting counts before deciding the start times for each group.';
      const k = [
        ...S.turn({ think: 'I need the recent sighting counts for Kettle Creek.', calls: [['Sightings Log', { site: 'Kettle Creek', nights: 7 }]] }, [JSON.stringify(sight)]),
        ...S.turn({ think: T, calls: [['Sightings Log', { site: 'Kettle Creek', nights: 7 }]] }, [JSON.stringify(sight)]),
        ...S.turn({ think: T.replace('I need three groups', 'three groups are needed'), calls: [['Sightings Log', { site: 'Kettle Creek', nights: 7 }]] }, [JSON.stringify(sight)]),
      ];
      const task = { type: 'chain', name: 'Task: Plan the firefly night walk route and groups', input: { description: this.goal, agent: 'Night Walk Planner' }, output: null, children: k, error: 'Agent stopped due to iteration limit or time limit.' };
      return S.root('Crew.kickoff', [task], null, { crew_id: N.uuid(), process: 'sequential' });
    },
  },
  {
    id: '06', domain: 'cassette duplication plant', style: 'plain chat-completions messages',
    isolates: 'A plain message-level trace where the assistant restates the same 45-word explanation of the azimuth fault twice with an identical QC report in between, then the trace is cut off.',
    goal: 'Find out why batch B-2291 (500 C60 cassettes for a label\'s demo reissue) failed QC and decide whether to re-run it.',
    build(N) {
      const S = style('openai', N, { model: 'gpt-4.1-2025-04-14', system: 'You support the QC desk of a cassette duplication plant.', user: this.goal });
      const qc = `QC REPORT  batch=B-2291  run=${N.hex(6)}\nsamples=12  pass=7  fail=5\nfail_reason: HF rolloff > 3dB @10kHz on side B (samples 3,4,8,9,11)\nslave_bank: S4  head_azimuth_log: last adjusted 2025-05-30\nreport_generated ${N.httpDate()}`;
      const T = 'Five of the twelve samples fail only on side B with high-frequency roll-off above 3 dB at 10 kHz, and all five came from slave bank S4, whose head azimuth was last adjusted on 30 May. That pattern points to azimuth misalignment on S4 rather than a bad master, so before re-running I want to look at the QC report for the batch once more.';
      const k = [
        ...S.turn({ calls: [['get_qc_report', { batch: 'B-2291' }]] }, [qc]),
        ...S.turn({ text: T, calls: [['get_qc_report', { batch: 'B-2291' }]] }, [qc]),
        ...S.turn({ text: T.replace('That pattern points to', 'This pattern points to').replace('once more', 'one more time') }),
      ];
      return S.root('qc-assistant', k, null, { truncated: true, reason: 'trace cut at 3 model calls' });
    },
  },
];
