// Family: single_final_verify  (loop: false, stagnation: false)
// Healthy look-alike of post_success_rechecks: after the work is done the agent
// performs exactly one confirming re-read, then summarises and stops.

export const family = 'single_final_verify';
export const loop = false;
export const stagnation = false;
export const summary = 'The work is completed, then a single re-read confirms it, followed by a summary and stop.';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'vineyard harvest scheduling', style: 'llamaindex',
    isolates: 'A harvest crew is booked and the winery notified; one schedule read confirms the assignment, then the agent summarises and stops.',
    goal: 'Block 3 Chardonnay has reached picking ripeness. Schedule the hand-picking crew for Wednesday morning and notify the winery receiving bay.',
    build(N) {
      return {
        agent: 'VineyardOpsAgent', liAgent: 'vineyard_ops',
        system: 'You schedule vineyard operations. Tools: get_block_maturity, create_crew_assignment, notify_receiving, get_crew_schedule.',
        steps: [
          { think: 'Confirm maturity numbers first.', calls: [{ tool: 'get_block_maturity', args: { block: '3', variety: 'Chardonnay' }, out: { block: '3', sampled: N.fmt('YYYY-MM-DD'), brix: 22.8, ph: 3.31, ta_g_l: 7.1, berry_samples: 200, sampler: 'KM' } }] },
          { think: 'Brix 22.8, pH 3.31: on target. Booking crew B for Wednesday 06:00.', calls: [{ tool: 'create_crew_assignment', args: { crew: 'B', block: '3', task: 'hand pick Chardonnay', date: 'Wednesday', start: '06:00', bins: 42 }, out: { assignment_id: `HC-${N.digits(5)}`, crew: 'B', headcount: 18, status: 'CONFIRMED' } }] },
          { think: '', calls: [{ tool: 'notify_receiving', args: { winery_bay: 'Receiving 1', eta: 'Wednesday 10:30', est_tons: 11.5, variety: 'Chardonnay', block: '3', press_program: 'whole-cluster CH-2' }, out: { notified: true, message_id: N.uuid(), recipients: ['cellar-lead', 'receiving-bay-1'] } }] },
          { think: 'Quick check that the assignment shows on Wednesday\'s schedule.', calls: [{ tool: 'get_crew_schedule', args: { date: 'Wednesday' }, out: { date: 'Wednesday', rows: [{ crew: 'B', block: '3', task: 'hand pick Chardonnay', start: '06:00', bins: 42, status: 'CONFIRMED' }, { crew: 'A', block: '11', task: 'leaf pulling', start: '07:00' }], fetched: N.iso() } }] },
          { final: 'Crew B (18 pickers) is booked to hand-pick Block 3 Chardonnay on Wednesday from 06:00 with 42 bins; the receiving bay expects about 11.5 t around 10:30 for whole-cluster pressing.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'theatre lighting cues', style: 'sk',
    isolates: 'A revised lighting cue list is merged into the show file and loaded on the lighting console; one status read shows the new revision live with the right cue count, then the agent reports and stops.',
    goal: 'Load lighting cue list revision F for tonight\'s performance of "The Winter\'s Tale" onto the main lighting console and confirm the console is running the new revision before the half-hour call.',
    build(N) {
      const sf = `WintersTale_revF_${N.fmt('YYYYMMDD')}.esf3d`;
      return {
        agent: 'StageOpsAgent', plugins: ['Show', 'Console'],
        system: 'You assist the lighting programmer. Use the Show plugin for paperwork and the Console plugin to load show files. Never load during a performance.',
        steps: [
          { calls: [{ tool: 'Show-get_cue_list_revision', args: { production: 'The Winter\'s Tale', revision: 'F' }, out: { revision: 'F', cues: 214, changed_cues: ['Q47', 'Q47.5 (new)', 'Q112', 'Q188'], approved_by: 'LD M. Okonkwo', notes: 'Statue scene timing change; Q47.5 added for the bear exit', file: sf } }] },
          { calls: [{ tool: 'Console-get_show_status', args: { console: 'EOS-MAIN' }, out: { console: 'EOS-MAIN (ETC Eos Ti, v3.2.9)', show_file: 'WintersTale_revE.esf3d', live: false, backup_tracking: 'EOS-BACKUP in sync', house: 'dark' } }] },
          { think: 'Console is idle on rev E, house dark, so it is safe to load rev F.', calls: [{ tool: 'Console-load_show_file', args: { console: 'EOS-MAIN', file: sf, sync_backup: true }, out: { loaded: true, load_time: N.dur(N.int(2500, 6000)), cue_lists: 1, cues: 214, backup_synced: true } }] },
          { calls: [{ tool: 'Console-get_show_status', args: { console: 'EOS-MAIN' }, out: { console: 'EOS-MAIN (ETC Eos Ti, v3.2.9)', show_file: sf, cues: 214, current_cue: 'Q0.5 (preset)', backup_tracking: 'EOS-BACKUP in sync', checked: N.fmt('HH:mm:ss', 60) } }] },
          { final: `Revision F (${sf}, 214 cues incl. new Q47.5) is loaded on EOS-MAIN with the backup console in sync, sitting on preset Q0.5 ready for the half.` },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'archaeological excavation records', style: 'haystack',
    isolates: 'A day\'s finds register is validated and uploaded; a single count/range query confirms 36 finds SF-1201..SF-1236, then the agent summarises and stops.',
    goal: 'Upload today\'s finds register from trench T4 (contexts 4012-4019) to the site database and make sure the small-finds numbers are continuous.',
    build(N) {
      return {
        agent: 'site_records_pipeline', maxSteps: 10, toolNames: ['read_finds_sheet', 'check_numbering', 'upload_finds', 'query_finds'],
        system: 'You maintain an excavation\'s finds database. Validate registers before upload and report any gaps in small-find numbers.',
        steps: [
          { calls: [{ tool: 'read_finds_sheet', args: { file: `T4_finds_${N.fmt('YYYYMMDD')}.xlsx`, sheet: 'register' }, out: { rows: 36, first: { sf: 'SF-1201', context: 4012, material: 'ceramic', desc: 'rim sherd, greyware' }, last: { sf: 'SF-1236', context: 4019, material: 'iron', desc: 'nail, corroded' }, recorders: ['AB', 'CT'] } }] },
          { calls: [{ tool: 'check_numbering', args: { prefix: 'SF', from: 1201, to: 1236, rows: 36 }, out: { continuous: true, gaps: [], duplicates: [] } }] },
          { think: 'Numbering is continuous. Uploading.', calls: [{ tool: 'upload_finds', args: { trench: 'T4', contexts: '4012-4019', rows: 36 }, out: { inserted: 36, skipped: 0, batch: `B-${N.digits(6)}`, took_ms: N.int(300, 1200) } }] },
          { calls: [{ tool: 'query_finds', args: { trench: 'T4', sf_from: 1201, sf_to: 1236 }, out: { count: 36, min_sf: 'SF-1201', max_sf: 'SF-1236', contexts: [4012, 4013, 4014, 4015, 4016, 4017, 4018, 4019] } }] },
          { final: 'Uploaded 36 finds from T4 (contexts 4012-4019), SF-1201 to SF-1236 with no gaps or duplicates; the database query confirms all 36 are present.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'funeral home arrangements', style: 'dspy',
    isolates: 'Chapel, hearse and family notice are booked; a single booking read confirms all three, then the agent calls finish.',
    goal: 'Book the chapel for Mr. Aldous Penhaligon\'s memorial service on Friday at 11:00, reserve the hearse and one limousine, and notify the family contact.',
    build(N) {
      const bk = `FH-${N.digits(5)}`;
      return {
        agent: 'ReAct', maxIters: 10,
        system: 'You are an arrangements assistant at a funeral home. Tools: check_chapel_availability, book_chapel, reserve_vehicles, send_family_notice, get_booking, finish. Be accurate and respectful.',
        steps: [
          { think: 'Check the chapel on Friday morning.', calls: [{ tool: 'check_chapel_availability', args: { day: 'Friday', from: '10:00', to: '13:00' }, out: { free_slots: ['10:00-10:45', '11:00-12:30'], chapel: 'Main Chapel (seats 120)' } }] },
          { think: '11:00-12:30 is free; book it.', calls: [{ tool: 'book_chapel', args: { day: 'Friday', start: '11:00', end: '12:30', deceased: 'Aldous Penhaligon', officiant: 'Rev. S. Achterberg' }, out: { booking: bk, status: 'CONFIRMED' } }] },
          { think: 'Reserve hearse and one limousine for 10:30 departure.', calls: [{ tool: 'reserve_vehicles', args: { booking: bk, vehicles: ['hearse', 'limousine'], depart: '10:30' }, out: { hearse: 'H-2 (Mercedes E-Class)', limousine: 'L-1', drivers: ['P. Wren', 'D. Maas'] } }] },
          { think: 'Notify the family contact.', calls: [{ tool: 'send_family_notice', args: { booking: bk, to: 'Margaret Penhaligon', channel: 'email' }, out: { sent: true, message_id: `<${N.hex(16)}@mail.example-fh.com>` } }] },
          { think: 'One check that the booking record holds everything.', calls: [{ tool: 'get_booking', args: { booking: bk }, out: { booking: bk, chapel: 'Friday 11:00-12:30 CONFIRMED', vehicles: 'hearse H-2, limousine L-1, depart 10:30', family_notified: N.fmt('DD/MM HH:mm') } }] },
          { think: 'All confirmed.', final: 'done' },
        ],
        dsExtract: { reasoning: 'Chapel, vehicles and notification were completed and the booking record confirms them.', answer: `Booking ${bk}: Main Chapel Friday 11:00-12:30, hearse H-2 and limousine L-1 departing 10:30, family (Margaret Penhaligon) notified by email.` },
      };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'browser domain-registrar account update', style: 'pydantic',
    isolates: 'A browser agent updates the registrant address on a domain registrar and gets a success banner; it reloads the contacts page once, sees the new address, and stops.',
    goal: 'Update the registrant contact address for example-widgets.com at the domain registrar to the new office: 41 Canal Street, Floor 3, Leeds LS1 4AB, UK.',
    build(N) {
      const page = (body) => { N.tick(2, 5); return `<html><head><meta name="csrf" content="${N.b64(24)}"></head><body data-req="${N.hex(12)}">${body}</body></html>`; };
      return {
        agent: 'browser_agent', usageLimits: { request_limit: 10 },
        system: 'You operate a logged-in browser session with navigate, fill and click tools. Complete the requested account change and report it.',
        steps: [
          { calls: [{ tool: 'navigate', args: { url: 'https://account.example-registrar.com/domains/example-widgets.com/contacts' }, out: page('<h2>Registrant</h2><p id="addr">12 Market Row, Leeds LS2 7EY, UK</p><a id="edit-registrant">Edit</a>') }] },
          { calls: [{ tool: 'click', args: { selector: '#edit-registrant' }, out: page('<form id="f"><input name="street1"><input name="street2"><input name="city"><input name="postcode"><select name="country"></select><button>Save</button></form>') }] },
          { calls: [{ tool: 'fill', args: { fields: { street1: '41 Canal Street', street2: 'Floor 3', city: 'Leeds', postcode: 'LS1 4AB', country: 'GB' } }, out: { filled: 5 } }, { tool: 'click', args: { selector: '#f button' }, err: 'ElementClickInterceptedError: element <button> is not clickable at point (612, 884). Other element would receive the click: <div class="cookie-banner">', out: null }] },
          { think: 'A cookie banner is covering the Save button. Accepting it and clicking Save again.', calls: [{ tool: 'click', args: { selector: '.cookie-banner #accept-all' }, out: { clicked: true } }, { tool: 'click', args: { selector: '#f button' }, out: page('<div class="alert success">Contact details updated. Changes may take up to 15 minutes to appear in RDAP.</div>') }] },
          { think: 'Saved. Reloading the contacts page once to confirm.', calls: [{ tool: 'navigate', args: { url: 'https://account.example-registrar.com/domains/example-widgets.com/contacts' }, out: page('<h2>Registrant</h2><p id="addr">41 Canal Street, Floor 3, Leeds LS1 4AB, UK</p><a id="edit-registrant">Edit</a>') }] },
          { final: 'Registrant address for example-widgets.com updated to 41 Canal Street, Floor 3, Leeds LS1 4AB, UK; the contacts page shows the new address (RDAP may take up to 15 minutes).' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'optometry lens ordering', style: 'plain',
    isolates: 'A progressive-lens order is built from the refraction and frame measurements and accepted by the lab; one order-status read confirms it is queued for surfacing, then the agent stops.',
    goal: 'Order progressive lenses for patient OP-30218 using today\'s refraction and the Lindberg 9704 frame, and confirm the lab accepted the order.',
    build(N) {
      const ord = `LAB-${N.digits(7)}`;
      return {
        agent: 'optical-desk-assistant', maxTurns: 8,
        system: 'You help an optometry practice place lab orders. Tools: get_exam_record, submit_lab_order, get_order_status.',
        steps: [
          { think: null, calls: [{ tool: 'get_exam_record', args: { patient_id: 'OP-30218', date: 'today', include: ['refraction', 'frame_measurements'] }, out: { exam_id: `EX-${N.digits(6)}`, refraction: { od: { sph: -1.75, cyl: -0.5, axis: 95, add: 2.0 }, os: { sph: -2.0, cyl: -0.75, axis: 80, add: 2.0 }, pd_mono: { od: 31.5, os: 32.0 }, examiner: 'Dr. L. Nakamura' }, frame: { model: 'Lindberg 9704', a: 49, b: 36, dbl: 19, fitting_height_mm: { od: 20, os: 20 }, panto_deg: 8, vertex_mm: 12, wrap_deg: 5 } } }] },
          { think: 'Submitting a freeform progressive in 1.6 index with AR.', calls: [{ tool: 'submit_lab_order', args: { patient_id: 'OP-30218', lens: 'freeform progressive, short corridor', index: 1.6, coating: 'AR + blue filter', frame: 'Lindberg 9704 (rimless, drill mount)' }, out: { order: ord, status: 'ACCEPTED', lab: 'Northern Optical Lab', promised: '7 working days' }, argsString: true }] },
          { think: null, calls: [{ tool: 'get_order_status', args: { order: ord }, out: { order: ord, status: 'IN_QUEUE', step: 'surfacing', updated: N.fmt('DD-MM-YYYY HH:mm') } }] },
          { final: `Order ${ord} accepted by Northern Optical Lab (1.6 freeform progressive, AR + blue filter, for the Lindberg 9704); it is queued for surfacing with a promised turnaround of 7 working days.` },
        ],
      };
    },
  },
];
