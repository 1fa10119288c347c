// Family 9 (healthy): same tool over distinct items, identical acknowledgements, one templated sentence per item; then done.
import { tracer } from './lib.mjs';

export const family = 'per_item_batch';
export const loop = false;
export const stagnation = false;

export const scenarios = [
  {
    n: '01', domain: 'barometer restoration calibration certificates', style: 'anthropic',
    isolates: 'The agent queues a calibration certificate for each of five restored barometers; every call answers "queued" and each turn is one templated sentence naming a different instrument, then it summarises.',
    goal: 'Issue calibration certificates for the five barometers that passed bench calibration this week.',
    build(N) {
      const T = tracer('anthropic', N, { agent: 'workshop-admin', goal: this.goal });
      T.step('Fetching this week\'s passed calibrations.', [{ name: 'list_calibrations', args: { result: 'pass', week: 'current' }, out: { items: [{ serial: 'BA-1187', type: 'Fitzroy stick barometer', err_hpa: 0.4 }, { serial: 'BA-1192', type: 'Banjo wheel barometer', err_hpa: 0.7 }, { serial: 'BA-1203', type: 'Aneroid, Short & Mason', err_hpa: 0.2 }, { serial: 'BA-1205', type: 'Ship\'s gimballed marine', err_hpa: 0.5 }, { serial: 'BA-1210', type: 'Barograph, Negretti & Zambra', err_hpa: 0.6 }], fetched: N.iso() } }]);
      const items = [['BA-1187', 'Fitzroy stick barometer'], ['BA-1192', 'Banjo wheel barometer'], ['BA-1203', 'Short & Mason aneroid'], ['BA-1205', 'gimballed marine barometer'], ['BA-1210', 'Negretti & Zambra barograph']];
      for (const [s, d] of items) T.step(`Issuing the certificate for ${s} (${d}).`, [{ name: 'issue_certificate', args: { serial: s, template: 'UKAS-traceable-v2' }, out: 'queued' }]);
      const fin = 'All five certificates are queued: BA-1187, BA-1192, BA-1203, BA-1205 and BA-1210.';
      T.step(fin, []);
      return T.root(fin);
    },
  },
  {
    n: '02', domain: 'origami paper supplies stock sync', style: 'plain',
    isolates: 'After a stocktake the agent sets stock for six different SKUs, each call returning {"ok":true}, with one templated sentence per SKU, then confirms the sync.',
    goal: 'Apply Friday\'s stocktake counts to the web shop inventory for the washi and kami packs.',
    build(N) {
      const T = tracer('plain', N, { agent: 'inventory-agent', goal: this.goal });
      T.step('', [{ name: 'read_stocktake', args: { file: 'stocktake_friday.csv' }, out: 'sku,count\nWASHI-15-ASST,42\nWASHI-24-INDIGO,17\nKAMI-15-100,130\nKAMI-7.5-500,64\nTANT-15-GOLD,8\nFOIL-15-SILVER,23\n' }]);
      const rows = [['WASHI-15-ASST', 42], ['WASHI-24-INDIGO', 17], ['KAMI-15-100', 130], ['KAMI-7.5-500', 64], ['TANT-15-GOLD', 8], ['FOIL-15-SILVER', 23]];
      for (const [sku, c] of rows) T.step(`Setting ${sku} to ${c}.`, [{ name: 'set_stock', args: { sku, quantity: c }, out: { ok: true } }]);
      const fin = 'Stocktake applied: 6 SKUs updated (TANT-15-GOLD is low at 8).';
      T.step(fin, []);
      return T.root(fin);
    },
  },
  {
    n: '03', domain: 'chainsaw carving commissions', style: 'crewai',
    isolates: 'A CrewAI agent sends a confirmation email to each of four commission clients with the same tool and the same "sent" reply, one templated thought per client, then reports completion.',
    goal: 'Email each client whose chainsaw carving commission was approved this week to confirm design and delivery week.',
    build(N) {
      const T = tracer('crewai', N, { agent: 'Studio Coordinator', goal: this.goal, expected: 'Confirmation sent to every approved client' });
      T.step('I need the list of approved commissions.', [{ name: 'Commission list', args: { status: 'approved', since: 'monday' }, out: '1) Ellis family: owl on stump, delivery wk 48\n2) Greenway Primary: bench with hedgehogs, wk 49\n3) R. Moretti: bear cub, wk 48\n4) Oakfield Campsite: totem sign, wk 50' }]);
      const cl = [['Ellis family', 'owl on stump', '48'], ['Greenway Primary', 'bench with hedgehogs', '49'], ['R. Moretti', 'bear cub', '48'], ['Oakfield Campsite', 'totem sign', '50']];
      for (const [who, what, wk] of cl) T.step(`I should send the confirmation to ${who} for the ${what}, delivery week ${wk}.`, [{ name: 'Send email', args: { to: who, template: 'commission_confirmed', design: what, delivery_week: wk }, out: 'sent' }]);
      return T.root('Confirmations sent to all 4 approved clients: Ellis family, Greenway Primary, R. Moretti and Oakfield Campsite.');
    },
  },
  {
    n: '04', domain: 'permafrost borehole sensor alarms', style: 'smolagents',
    isolates: 'A code agent acknowledges five distinct sensor alarms from one maintenance window, each acknowledgement returning "ACK", printing one templated line per sensor, then finishes.',
    goal: 'Acknowledge the thermistor-string alarms raised during yesterday\'s borehole maintenance window (they were expected) and leave the others open.',
    build(N) {
      const T = tracer('smolagents', N, { agent: 'station_ops', goal: this.goal, toolNames: ['list_alarms', 'ack_alarm', 'final_answer'] });
      T.step('I will list the open alarms and their cause.', [{ name: 'list_alarms', args: { status: 'open' }, out: JSON.stringify([{ id: 'AL-5501', sensor: 'BH2-T05', cause: 'maintenance_window' }, { id: 'AL-5502', sensor: 'BH2-T10', cause: 'maintenance_window' }, { id: 'AL-5503', sensor: 'BH2-T15', cause: 'maintenance_window' }, { id: 'AL-5504', sensor: 'BH3-T05', cause: 'maintenance_window' }, { id: 'AL-5507', sensor: 'BH3-T20', cause: 'maintenance_window' }, { id: 'AL-5510', sensor: 'BH1-LOGGER', cause: 'battery_low' }]) }]);
      for (const [id, s] of [['AL-5501', 'BH2-T05'], ['AL-5502', 'BH2-T10'], ['AL-5503', 'BH2-T15'], ['AL-5504', 'BH3-T05'], ['AL-5507', 'BH3-T20']]) T.step(`Acknowledging ${id} for sensor ${s}.`, [{ name: 'ack_alarm', args: { alarm_id: id, note: 'expected: maintenance window' }, out: 'ACK' }]);
      T.step('All five maintenance alarms are acknowledged; the BH1 logger battery alarm stays open.', [{ name: 'final_answer', args: { answer: 'Acknowledged 5 maintenance-window alarms (BH2-T05, BH2-T10, BH2-T15, BH3-T05, BH3-T20). AL-5510 (BH1 logger battery low) remains open.' }, out: 'Acknowledged 5 maintenance-window alarms (BH2-T05, BH2-T10, BH2-T15, BH3-T05, BH3-T20). AL-5510 (BH1 logger battery low) remains open.' }]);
      return T.root('Acknowledged 5 maintenance-window alarms (BH2-T05, BH2-T10, BH2-T15, BH3-T05, BH3-T20). AL-5510 (BH1 logger battery low) remains open.');
    },
  },
  {
    n: '05', domain: 'geyser park boardwalk timed entry', style: 'langsmith',
    isolates: 'A LangGraph agent sets the hourly visitor cap on five different boardwalk sections in one tool turn (each answered "ok"), with one templated line per section, then confirms.',
    goal: 'Apply the ranger\'s new hourly visitor caps to each boardwalk section for the holiday weekend.',
    build(N) {
      const T = tracer('langsmith', N, { agent: 'park-ops', goal: this.goal });
      T.step('Reading the ranger\'s memo.', [{ name: 'read_memo', args: { id: 'RNG-memo-1122' }, out: 'Holiday caps per hour: Upper Basin Loop 400, Fountain Terrace 250, Mud Pots Spur 120, Riverside Walk 300, Crater Overlook 180. Effective Fri 07:00 to Mon 20:00.' }]);
      const caps = [['upper-basin-loop', 400], ['fountain-terrace', 250], ['mud-pots-spur', 120], ['riverside-walk', 300], ['crater-overlook', 180]];
      T.step(caps.map(([s, c]) => `Setting ${s} to ${c}/h.`).join(' '), caps.map(([s, c]) => ({ name: 'set_entry_cap', args: { section: s, per_hour: c, from: 'Fri 07:00', to: 'Mon 20:00' }, out: 'ok' })));
      const fin = 'Holiday caps applied to all 5 boardwalk sections (Fri 07:00–Mon 20:00): Upper Basin Loop 400, Fountain Terrace 250, Mud Pots Spur 120, Riverside Walk 300, Crater Overlook 180 per hour.';
      T.step(fin, []);
      return T.root({ messages: [{ type: 'ai', content: fin }] });
    },
  },
  {
    n: '06', domain: 'kite festival flying slots', style: 'pydantic_ai',
    isolates: 'The agent registers six kite teams into distinct arena slots, each registration returning {"status":"registered"}, one templated sentence per team, then publishes the running order.',
    goal: 'Assign the six confirmed teams to Sunday\'s arena slots at the kite festival (30-minute slots from 11:00) and publish the running order.',
    build(N) {
      const T = tracer('pydantic_ai', N, { agent: 'festival_ops', goal: this.goal });
      const teams = [['Sky Serpents', '11:00'], ['Revolution Ring', '11:30'], ['Kite Zero', '12:00'], ['The Sode Fliers', '12:30'], ['Northern Rokkaku', '13:00'], ['Flying Cod', '13:30']];
      for (const [t, s] of teams) T.step(`Registering ${t} for ${s}.`, [{ name: 'register_slot', args: { team: t, arena: 'main', start: s, minutes: 30 }, out: { status: 'registered' } }]);
      T.step('All six teams registered. Publishing the running order.', [{ name: 'publish_page', args: { page: 'sunday-arena', body: teams.map(([t, s]) => `${s} ${t}`).join('\n') }, out: { url: 'https://kitefest.example/sunday-arena', rev: N.int(10, 99), cache_purge: N.hex(10) } }]);
      const fin = 'Sunday running order published: ' + teams.map(([t, s]) => `${s} ${t}`).join(', ') + '.';
      T.step(fin, []);
      return T.root(fin);
    },
  },
];
