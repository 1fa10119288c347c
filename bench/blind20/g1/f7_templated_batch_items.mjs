// Family: templated_batch_items (healthy) — the same tool over distinct items, identical acknowledgements,
// one templated sentence per item from the agent, then done.
import { Trace } from './lib.mjs';

export const family = 'templated_batch_items';
export const labels = { loop: false, stagnation: false };

export const scenarios = [
  {
    n: '01', domain: 'chiropractic clinics', style: 'openai_agents',
    isolates: 'Appointment reminders are queued for six different patients; each call returns the same {"status":"queued"} and the agent writes one templated line per patient, then finishes.',
    goal: 'Send tomorrow\'s appointment reminders for the Spine & Joint clinic (Dr Kaur\'s list) by SMS, then tell me who was reminded.',
    build(id) {
      const t = new Trace({ id, style: 'openai_agents', goal: this.goal, agent: 'Front Desk Agent', system: 'You are the front desk assistant. Tools: get_appointments, queue_reminder.' });
      const n = t.n;
      const appts = [['P-1021', 'Mrs A. Patel', '08:40'], ['P-0877', 'Mr D. Hughes', '09:20'], ['P-1310', 'Ms L. Fontaine', '10:00'], ['P-0455', 'Mr K. Osei', '11:15'], ['P-1502', 'Mrs G. Byrne', '14:30'], ['P-0999', 'Mr T. Nakamura', '15:10']];
      t.llm('', [{ name: 'get_appointments', args: { practitioner: 'dr-kaur', date: 'tomorrow' } }]);
      t.tool('get_appointments', { practitioner: 'dr-kaur', date: 'tomorrow' }, { date: '2025-07-16', appointments: appts.map(([pid, name, time]) => ({ patient_id: pid, name, time, type: pid === 'P-1502' ? 'new patient' : 'follow-up' })) });
      for (const [pid, name, time] of appts) {
        t.llm(`Queueing reminder for ${name} at ${time}.`, [{ name: 'queue_reminder', args: { patient_id: pid, channel: 'sms', template: 'appt_reminder_v2', slot: `2025-07-16T${time}` } }]);
        t.tool('queue_reminder', { patient_id: pid, channel: 'sms', template: 'appt_reminder_v2', slot: `2025-07-16T${time}` }, { status: 'queued' });
      }
      t.llm(`Reminders queued for all 6 of Dr Kaur's patients tomorrow: ${appts.map(([, nm, tm]) => `${nm} (${tm})`).join(', ')}.`);
      return t.finish('Reminders queued for 6 patients.');
    },
  },
  {
    n: '02', domain: 'street sweeping', style: 'otel',
    isolates: 'Parking-suspension notices are published for five different streets on a sweeping schedule; every publish returns "ok" and the agent confirms each street in the same sentence pattern.',
    goal: 'Publish the no-parking notices for next Monday\'s mechanical street sweep in the Eastgate ward and confirm each street.',
    build(id) {
      const t = new Trace({ id, style: 'otel', goal: this.goal, agent: 'streetcare', system: 'You manage street cleansing notices. Tools: get_sweep_schedule, publish_notice.' });
      const n = t.n;
      t.llm('', [{ name: 'get_sweep_schedule', args: { ward: 'eastgate', date: '2025-04-14' } }]);
      const streets = [['Albion Terrace', '07:00-09:00', 'both sides'], ['Cromwell Street', '07:30-09:30', 'north side'], ['Dean Walk', '09:00-10:30', 'both sides'], ['Foundry Lane', '10:00-11:30', 'east side'], ['St Kilda Road', '12:00-13:30', 'both sides']];
      t.tool('get_sweep_schedule', { ward: 'eastgate', date: '2025-04-14' }, { ward: 'Eastgate', vehicle: 'SW-14 (Johnston CX201)', streets: streets.map(([s, w, side]) => ({ street: s, window: w, side })) });
      const calls = streets.map(([s, w, side]) => ({ name: 'publish_notice', args: { street: s, date: '2025-04-14', window: w, side, notice_type: 'temporary_parking_suspension' } }));
      t.llm('', calls);
      for (const c of calls) t.tool('publish_notice', c.args, 'ok');
      t.llm(streets.map(([s, w, side]) => `Notice published: ${s}, ${w}, ${side}.`).join('\n') + '\nAll five Eastgate streets are posted for Monday\'s sweep.');
      return t.finish({ status: 'ok', notices: 5 });
    },
  },
  {
    n: '03', domain: 'cotton gins', style: 'pydantic',
    isolates: 'Module tickets for seven distinct cotton modules are logged one by one, each acknowledged with the same {"ok": true}, with a one-line templated note per module, then a total.',
    goal: 'Log today\'s round modules received from grower Delta Bend Farms into the gin yard system and give me the total seed-cotton weight.',
    build(id) {
      const t = new Trace({ id, style: 'pydantic', goal: this.goal, agent: 'gin_yard', system: 'You log cotton modules at Riverside Gin. Tool: log_module.' });
      const n = t.n;
      const mods = [['RM-44812', 5120, 'Field 7'], ['RM-44813', 4980, 'Field 7'], ['RM-44820', 5310, 'Field 7'], ['RM-44831', 5045, 'Field 9'], ['RM-44832', 4870, 'Field 9'], ['RM-44840', 5200, 'Field 12'], ['RM-44841', 5090, 'Field 12']];
      for (const [m, lb, f] of mods) {
        t.llm(`Logging module ${m} (${f}, ${lb.toLocaleString('en-US')} lb).`, [{ name: 'log_module', args: { module_id: m, grower: 'DELTA-BEND', field: f, weight_lb: lb, yard_row: 'C' } }]);
        t.tool('log_module', { module_id: m, grower: 'DELTA-BEND', field: f, weight_lb: lb, yard_row: 'C' }, { ok: true });
      }
      const total = mods.reduce((a, m) => a + m[1], 0);
      t.llm(`All 7 Delta Bend modules are logged in yard row C. Total seed cotton received today: ${total.toLocaleString('en-US')} lb (Field 7: 15,410 lb, Field 9: 9,915 lb, Field 12: 10,290 lb).`);
      return t.finish({ output: `7 modules, ${total} lb` });
    },
  },
  {
    n: '04', domain: 'kennel club dog shows', style: 'weave',
    isolates: 'Show entries for five different dogs are confirmed; each confirm_entry call returns the identical "accepted" acknowledgement and the agent writes one templated confirmation per dog.',
    goal: 'Confirm our kennel\'s entries for the Westmoor Championship Show (class list attached in the system) and tell me the ring numbers.',
    build(id) {
      const t = new Trace({ id, style: 'weave', goal: this.goal, agent: 'show-entries', system: 'You manage dog show entries for Brackenridge Kennels. Tools: list_pending_entries, confirm_entry.' });
      const n = t.n;
      t.llm('', [{ name: 'list_pending_entries', args: { show: 'westmoor-champ-2025' } }]);
      const dogs = [['Brackenridge Silver Birch', 'Shetland Sheepdog', 'Open Dog', 'Ring 4'], ['Brackenridge Heather Bell', 'Shetland Sheepdog', 'Post Graduate Bitch', 'Ring 4'], ['Brackenridge Tamsin', 'Rough Collie', 'Junior Bitch', 'Ring 6'], ['Fernbrook Rowan at Brackenridge', 'Rough Collie', 'Limit Dog', 'Ring 6'], ['Brackenridge Blue Moss', 'Bearded Collie', 'Puppy Dog', 'Ring 9']];
      t.tool('list_pending_entries', { show: 'westmoor-champ-2025' }, dogs.map(([d, b, c, r], i) => ({ entry_no: 3310 + i * 7, dog: d, breed: b, class: c, ring: r })));
      dogs.forEach(([d, b, c, r], i) => {
        t.llm('', [{ name: 'confirm_entry', args: { entry_no: 3310 + i * 7 } }]);
        t.tool('confirm_entry', { entry_no: 3310 + i * 7 }, 'accepted');
      });
      t.llm(dogs.map(([d, b, c, r]) => `Confirmed: ${d} (${b}), ${c}, ${r}.`).join('\n'));
      return t.finish({ confirmed: 5 });
    },
  },
  {
    n: '05', domain: 'disaster relief shelters', style: 'agentops',
    isolates: 'Cots are allocated to six different arriving households at an evacuation shelter; each allocation returns the same "ALLOCATED" ack and the agent echoes a templated line per household, then reports remaining capacity.',
    goal: 'Six households just arrived at the Fairview High evacuation shelter after the river flooding. Allocate cots (keep families together, accessible cots where needed) and report remaining capacity.',
    build(id) {
      const t = new Trace({ id, style: 'agentops', goal: this.goal, agent: 'shelter-intake', system: 'You run intake at an emergency shelter. Tools: get_capacity, allocate_cots.' });
      const n = t.n;
      t.llm('', [{ name: 'get_capacity', args: { shelter: 'fairview-high' } }]);
      t.tool('get_capacity', { shelter: 'fairview-high' }, { gym_a: { free: 38, accessible_free: 4 }, gym_b: { free: 22, accessible_free: 2 }, as_of: n.isoOffset(-360) });
      const hh = [['HH-017', 4, 0, 'Gym A'], ['HH-018', 2, 1, 'Gym A'], ['HH-019', 5, 0, 'Gym A'], ['HH-020', 1, 1, 'Gym B'], ['HH-021', 3, 0, 'Gym B'], ['HH-022', 6, 0, 'Gym A']];
      for (const [h, people, acc, area] of hh) {
        t.llm(`Allocating ${people} cot${people > 1 ? 's' : ''} in ${area} for household ${h}${acc ? ' (1 accessible)' : ''}.`, [{ name: 'allocate_cots', args: { household: h, cots: people, accessible: acc, area } }]);
        t.tool('allocate_cots', { household: h, cots: people, accessible: acc, area }, 'ALLOCATED');
      }
      t.llm('All six households are placed together: 17 cots in Gym A (1 accessible) and 4 in Gym B (1 accessible). Remaining capacity: Gym A 21 cots (3 accessible), Gym B 18 cots (1 accessible).');
      return t.finish({ end_state: 'Success', allocated_cots: 21 });
    },
  },
  {
    n: '06', domain: 'sterile processing (surgical trays)', style: 'inspect',
    isolates: 'Six different instrument trays affected by a washer fault are flagged for reprocessing; every flag call returns the same "flagged" result and the agent reports each tray with the same sentence template, then submits.',
    goal: 'Washer-disinfector WD-3 failed its cycle validation at 06:10. Flag every tray processed in WD-3 since the last good cycle for reprocessing and give the list to theatres.',
    build(id) {
      const t = new Trace({ id, style: 'inspect', goal: this.goal, agent: 'sterile_services', system: 'You support the sterile services department. Tools: trays_since(washer, since), flag_tray(tray_id, reason).' });
      const n = t.n;
      t.llm('', [{ name: 'trays_since', args: { washer: 'WD-3', since: 'last_passed_cycle' } }], { tools: ['trays_since', 'flag_tray'] });
      const trays = [['TR-ORTH-112', 'Major ortho set', 'Theatre 2'], ['TR-GEN-045', 'Laparotomy set', 'Theatre 1'], ['TR-GEN-051', 'Laparotomy set', 'Theatre 4'], ['TR-ENT-008', 'Tonsillectomy set', 'Theatre 5'], ['TR-OBS-021', 'Caesarean set', 'Maternity theatre'], ['TR-EYE-013', 'Cataract set', 'Day surgery']];
      t.tool('trays_since', { washer: 'WD-3', since: 'last_passed_cycle' }, { last_passed_cycle: 'WD-3/C-88410 at 02:52', trays: trays.map(([tid, name, dest]) => ({ tray_id: tid, set: name, destination: dest, cycle: `WD-3/C-8841${n.int(1, 4)}` })) });
      for (const [tid, name, dest] of trays) {
        t.llm(`Flagging ${tid} (${name}, for ${dest}).`, [{ name: 'flag_tray', args: { tray_id: tid, reason: 'WD-3 cycle validation failure 06:10 - reprocess' } }], { tools: ['trays_since', 'flag_tray'] });
        t.tool('flag_tray', { tray_id: tid, reason: 'WD-3 cycle validation failure 06:10 - reprocess' }, 'flagged');
      }
      t.llm('All 6 trays washed in WD-3 since cycle C-88410 are flagged for reprocessing: TR-ORTH-112 (Theatre 2), TR-GEN-045 (Theatre 1), TR-GEN-051 (Theatre 4), TR-ENT-008 (Theatre 5), TR-OBS-021 (Maternity theatre), TR-EYE-013 (Day surgery). Theatres should use backup sets until they are returned.', [{ name: 'submit', args: { answer: 'TR-ORTH-112, TR-GEN-045, TR-GEN-051, TR-ENT-008, TR-OBS-021, TR-EYE-013' } }]);
      t.tool('submit', { answer: 'TR-ORTH-112, TR-GEN-045, TR-GEN-051, TR-ENT-008, TR-OBS-021, TR-EYE-013' }, 'submitted');
      return t.finish({ target: '6 trays', score: { value: 'C', explanation: 'All affected trays flagged' } });
    },
  },
];
