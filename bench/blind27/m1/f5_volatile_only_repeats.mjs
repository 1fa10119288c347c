// Family 5: the same call repeated; every answer is identical apart from volatile values; the agent never acts on it.
export const family = 'volatile_only_repeats';
export const loop = true;
export const stagnation = false;
export const summary = 'The agent re-issues the same call (same arguments, or only a client timestamp / attempt counter changes) four or more times; each answer differs only in volatile values and the agent never acts on what it says.';

export const scenarios = [
  {
    domain: 'sheep farms (EID weigh sessions)',
    isolates: 'An Assistants API run polls the EID reader sync status five times and each output is the same PENDING with zero records, differing only in session ids, timestamps and the reader heartbeat counter.',
    build: (N) => {
      const st = (N) => ({ reader: 'TRU-S3-0447', sync: 'PENDING', records_uploaded: 0, records_on_device: 212, last_heartbeat: N.isoNoMs(), heartbeat_seq: N.int(10000, 99999), bt_session: N.uuid(), gateway: N.host('farmhub-gw'), message: 'Device has not confirmed upload window. Open Data Link on the stick reader.' });
      return {
        style: 'assistants', agent: 'flock-records', model: 'gpt-4o-mini',
        system: 'You keep flock records for Hafod Uchaf farm. Weigh data arrives from the stick reader via the FarmHub gateway.',
        goal: 'Import this morning\'s weigh session for the 212 March-born lambs and report average daily gain since the last weighing.',
        turns: [
          { say: 'Checking whether the stick reader has uploaded this morning\'s weigh session.', calls: [{ name: 'get_reader_sync_status', args: { reader_id: 'TRU-S3-0447' }, out: st }] },
          { calls: [{ name: 'get_reader_sync_status', args: { reader_id: 'TRU-S3-0447' }, out: st }] },
          { say: 'Upload still pending; polling again.', calls: [{ name: 'get_reader_sync_status', args: { reader_id: 'TRU-S3-0447' }, out: st }] },
          { calls: [{ name: 'get_reader_sync_status', args: { reader_id: 'TRU-S3-0447' }, out: st }] },
          { calls: [{ name: 'get_reader_sync_status', args: { reader_id: 'TRU-S3-0447' }, out: st }] },
        ],
        final: null, runStatus: 'incomplete',
        rootError: 'run incomplete: max_prompt_tokens reached',
      };
    },
  },
  {
    domain: 'pier maintenance (pile corrosion surveys)',
    isolates: 'Through a LiteLLM proxy, a pier-maintenance agent fetches the same pile survey four times and gets the same "awaiting QA" HTTP response, differing only in date headers, request ids, CDN node and age.',
    build: (N) => {
      const resp = (N) => `HTTP/2 202\ndate: ${N.http()}\ncontent-type: application/json\nx-request-id: ${N.reqId('pm-')}\nx-served-by: cache-${N.pick(['lhr', 'man', 'dub'])}${N.int(1000, 9999)}-${N.pick(['LHR', 'MAN', 'DUB'])}\nage: ${N.int(0, 50)}\nretry-after: 120\n\n{"pile":"P-14","survey":"UT thickness + CP potential","status":"awaiting_qa","submitted_by":"Sealine Diving Ltd","qa_queue_position":3,"report_url":null}`;
      return {
        style: 'litellm', agent: 'pier-asset-agent', model: 'gpt-4o-mini', modelGroup: 'asset-mini', keyAlias: 'pier-trust',
        system: 'You manage maintenance for the Victoria Pier Trust. Surveys come from contractors through the asset portal.',
        goal: 'Get the latest corrosion survey for pile P-14 and decide whether the steel jacket repair can wait until next season.',
        turns: [
          { calls: [{ name: 'get_survey', args: { pile: 'P-14', latest: true }, out: resp }] },
          { say: 'The survey is waiting for QA. Asking again.', calls: [{ name: 'get_survey', args: { pile: 'P-14', latest: true }, out: resp }] },
          { calls: [{ name: 'get_survey', args: { pile: 'P-14', latest: true }, out: resp }] },
          { calls: [{ name: 'get_survey', args: { pile: 'P-14', latest: true }, out: resp }] },
          { say: 'Still 202; retrying the portal.', calls: [{ name: 'get_survey', args: { pile: 'P-14', latest: true }, out: resp }] },
        ],
        final: null,
      };
    },
  },
  {
    domain: 'cord blood bank (LN2 dewars)',
    isolates: 'A Microsoft Agent Framework agent re-reads the same dewar\'s fill status five times with only a client timestamp changing, and each result is the same LOW_LEVEL alarm at 41% with new trace ids and times; it never calls for a fill.',
    build: (N) => {
      const lv = (N) => ({ dewar: 'D6', level_pct: 41, alarm: 'LOW_LEVEL', autofill: 'VALVE_FAULT', temp_c_top: -187.9, controller: 'MVE TEC3000', fw: '3.11.2', read_at: N.isoOffset(1), trace: N.traceparent(), poll_seq: N.int(1000, 9000) });
      const call = (N) => ({ name: 'get_dewar_status', args: { dewar: 'D6', client_ts: N.isoNoMs() }, out: lv });
      return {
        style: 'maf', agent: 'CryoMonitor', model: 'gpt-4o', provider: 'azure.ai.openai',
        system: 'You monitor liquid nitrogen storage at the Northgate cord blood bank. Low level alarms must be resolved within 2 hours (manual fill or vendor call-out).',
        goal: 'Dewar D6 raised a LOW_LEVEL alarm. Make sure it is resolved and the units inside stay below -150 °C.',
        turns: [
          { calls: [call(N)] },
          { say: 'D6 is at 41% with the autofill valve faulted. Re-reading the controller.', calls: [call(N)] },
          { calls: [call(N)] },
          { calls: [call(N)] },
          { say: 'Level unchanged at 41%. Checking once more.', calls: [call(N)] },
        ],
        final: null,
        rootError: 'Agent run cancelled: MaximumIterationsPerRequest (5)',
      };
    },
  },
  {
    domain: 'sand yachting (beach permits)',
    isolates: 'A Rasa race-committee bot re-runs the permit status action four times with only the attempt counter changing and gets the same "under review" events each time apart from reference timestamps and request ids.',
    build: (N) => {
      const ev = (n) => (N) => [{ event: 'slot', name: 'permit_status', value: 'under_review' }, { event: 'slot', name: 'permit_checked', value: `${N.usDate()} (req ${N.reqId('bp-')})` }, { event: 'slot', name: 'poll_attempt', value: n }];
      return {
        style: 'rasa', agent: 'landyacht-committee-bot', model: 'gpt-4o-mini', senderId: 'rc-officer-7',
        rasaFlows: '## Available flows\n- check_permit_status: asks the council beach office API for the event permit\n- publish_race_notice: posts the notice of race to members',
        rasaSlots: 'permit_ref=BP-2025-0193, permit_status, poll_attempt',
        goal: 'Publish the notice of race for Saturday\'s sand-yacht regatta once the beach permit is confirmed, or tell members it is postponed.',
        turns: [
          { user: 'Is the beach permit through for Saturday? If so post the notice of race.', intent: 'check_permit', say: 'StartFlow(check_permit_status)\nSetSlot(poll_attempt, 1)', calls: [{ name: 'action_check_permit', args: { permit_ref: 'BP-2025-0193', poll_attempt: 1 }, out: ev(1) }], bot: 'The council still lists permit BP-2025-0193 as under review.' },
          { say: 'SetSlot(poll_attempt, 2)\nStartFlow(check_permit_status)', calls: [{ name: 'action_check_permit', args: { permit_ref: 'BP-2025-0193', poll_attempt: 2 }, out: ev(2) }] },
          { user: 'ok?', intent: 'ask_status', say: 'StartFlow(check_permit_status)\nSetSlot(poll_attempt, 3)', calls: [{ name: 'action_check_permit', args: { permit_ref: 'BP-2025-0193', poll_attempt: 3 }, out: ev(3) }], bot: 'No change yet, it is under review.' },
          { say: 'SetSlot(poll_attempt, 4)\nStartFlow(check_permit_status)', calls: [{ name: 'action_check_permit', args: { permit_ref: 'BP-2025-0193', poll_attempt: 4 }, out: ev(4) }] },
          { say: 'SetSlot(poll_attempt, 5)\nStartFlow(check_permit_status)', calls: [{ name: 'action_check_permit', args: { permit_ref: 'BP-2025-0193', poll_attempt: 5 }, out: ev(5) }], bot: 'Checking again…' },
        ],
      };
    },
  },
  {
    domain: 'snorkel tour boats (marine advisories)',
    isolates: 'A Vercel AI SDK agent fetches the same coastguard advisory five times and each answer is the same small-craft advisory with only the fetch time, bulletin sequence and mirror host changing; it never decides to cancel or reschedule.',
    build: (N) => {
      const adv = (N) => ({ zone: 'PZZ-Kona-Leeward', headline: 'SMALL CRAFT ADVISORY IN EFFECT UNTIL 6 PM HST THIS EVENING', winds: 'E 20 to 25 kt, gusts to 30', seas: '6 to 8 ft', issued: 'Issued 3:42 AM HST', fetched_at: N.epochMs(), bulletin_seq: N.int(200, 999), mirror: N.host('nws-mirror'), cache_control: `max-age=${N.int(30, 300)}` });
      return {
        style: 'vercel', agent: 'reef-tours-ops', model: 'gpt-4o-mini',
        system: 'You run daily operations for Honu Reef Snorkel Tours. Boats cannot leave harbour under a small craft advisory; customers must be moved or refunded before 10:00.',
        goal: 'Decide whether today\'s 11:00 and 14:00 snorkel trips run, and if not, notify the 38 booked guests with rebooking options.',
        turns: [
          { calls: [{ name: 'getMarineAdvisory', args: { zone: 'PZZ-Kona-Leeward' }, out: adv }] },
          { calls: [{ name: 'getMarineAdvisory', args: { zone: 'PZZ-Kona-Leeward' }, out: adv }] },
          { say: 'Advisory is active until 18:00. Let me confirm the latest bulletin.', calls: [{ name: 'getMarineAdvisory', args: { zone: 'PZZ-Kona-Leeward' }, out: adv }] },
          { calls: [{ name: 'getMarineAdvisory', args: { zone: 'PZZ-Kona-Leeward' }, out: adv }] },
          { calls: [{ name: 'getMarineAdvisory', args: { zone: 'PZZ-Kona-Leeward' }, out: adv }] },
        ],
        final: null,
      };
    },
  },
  {
    domain: 'biathlon ranges (target systems)',
    isolates: 'An Opik-traced range agent asks the target controller for lane status six times and gets the same two faulted lanes each time, with only controller uptime, sequence number and timestamp changing; no technician is dispatched.',
    build: (N) => {
      const st = (N) => `KURVINEN TS-30 controller ${N.host('range-ctl')}\nuptime ${N.int(3, 9)}h${N.int(10, 59)}m  seq=${N.int(40000, 99999)}  ${N.logts()}\nlanes 1-30: 28 READY\nlane 17: FAULT E42 plate sensor not responding\nlane 22: FAULT E42 plate sensor not responding\nzeroing mode: LOCKED (all lanes must be READY)`;
      return {
        style: 'opik', agent: 'range-officer-assistant', project: 'nordic-centre-range', model: 'gpt-4.1-mini',
        system: 'You assist the chief of range at a biathlon centre. Faulted lanes need the technician (call_technician) before zeroing can open.',
        goal: 'Get the range ready so official zeroing can open at 09:30 for the junior cup.',
        turns: [
          { calls: [{ name: 'range_status', args: { lanes: 'all' }, out: st }] },
          { say: 'Two lanes faulted. Re-querying the controller.', calls: [{ name: 'range_status', args: { lanes: 'all' }, out: st }] },
          { calls: [{ name: 'range_status', args: { lanes: 'all' }, out: st }] },
          { calls: [{ name: 'range_status', args: { lanes: 'all' }, out: st }] },
          { say: 'Lanes 17 and 22 still show E42; waiting for them to come back.', calls: [{ name: 'range_status', args: { lanes: 'all' }, out: st }] },
          { calls: [{ name: 'range_status', args: { lanes: 'all' }, out: st }] },
        ],
        final: null,
        rootError: 'stopped by supervisor: 09:30 deadline passed',
      };
    },
  },
];
