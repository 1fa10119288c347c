import { style, span, http } from './lib.mjs';
export const meta = { family: 'restated_long_step', loop: true, stagnation: true, behaviour: 'one near-verbatim repeat of a long assistant step with nothing new in between' };

export const scenarios = [
  // 01 stone circle tours — Anthropic Messages API log
  (c) => {
    const S = style('anthropic', c);
    const goal = 'Confirm whether the midsummer sunrise tour at Carn Howl stone circle can take 64 guests and reply to the coach operator.';
    const plan = 'The landowner permit caps inner-circle access at 40 people per slot, so for 64 guests I should split the group into two sunrise slots, 04:50 and 05:35, check the permit status for both slots, and then write to the coach operator with the split plan and the parking arrangement at the lay-by.';
    const permit = (t) => ({ permit_ref: 'CH-2024-117', site: 'Carn Howl', status: 'pending_landowner', slots: [{ start: '04:50', cap: 40 }, { start: '05:35', cap: 40 }], checked_at: t });
    const ts = c.isoNoMs();
    return { isolates: 'A long planning paragraph is restated almost word for word after a permit lookup that returned the same pending record.', goal,
      root: S.agent('tour_desk', { goal }, { stop_reason: 'max_turns', turns: 4 }, [
        S.llm({ system: 'You are the bookings assistant for Penwith Stone Walks.', prompt: goal, text: plan, calls: [{ name: 'get_site_permit', args: { site: 'carn-howl', date: '2024-06-21' } }] }),
        S.tool('get_site_permit', { site: 'carn-howl', date: '2024-06-21' }, permit(ts)),
        S.llm({ prompt: 'tool_result: permit pending_landowner', text: 'The landowner permit caps inner-circle access at 40 people per slot, so for the 64 guests I should split the group into two sunrise slots, 04:50 and 05:35, check the permit status for both slots, and then write to the coach operator with the split plan and the parking arrangement at the lay-by.', calls: [{ name: 'get_site_permit', args: { site: 'carn-howl', date: '2024-06-21' } }] }),
        S.tool('get_site_permit', { site: 'carn-howl', date: '2024-06-21' }, permit(ts)),
      ]) };
  },
  // 02 amber workshops — LangSmith / LangGraph
  (c) => {
    const S = style('langsmith', c);
    const goal = 'Work out why three Baltic amber pendant orders show "resin suspected" in QC and decide whether to ship them.';
    const r = 'Before shipping I want to be certain these are genuine succinite: the UV fluorescence notes say chalky blue, which is consistent with natural amber, but the hot-needle test field is empty for all three pieces, so I need the bench technician to record the hot-needle and saltwater float results before I can clear the resin flag and release orders 5512, 5519 and 5530.';
    return { isolates: 'A reasoning step of about 60 words is repeated near-verbatim once with only an unchanged QC lookup between.', goal,
      root: S.agent('amber_qc', { goal }, { error: 'GraphRecursionError: Recursion limit of 6 reached without hitting a stop condition.' }, [
        S.llm({ prompt: goal, text: '', calls: [{ name: 'qc_lookup', args: { orders: [5512, 5519, 5530] } }] }),
        S.tool('qc_lookup', { orders: [5512, 5519, 5530] }, { rows: [5512, 5519, 5530].map((o) => ({ order: o, uv: 'chalky blue', hot_needle: null, float_test: null, flag: 'resin suspected' })), fetched: c.iso() }),
        S.llm({ prompt: 'qc rows attached', text: r, calls: [{ name: 'qc_lookup', args: { orders: [5512, 5519, 5530] } }] }),
        S.tool('qc_lookup', { orders: [5512, 5519, 5530] }, { rows: [5512, 5519, 5530].map((o) => ({ order: o, uv: 'chalky blue', hot_needle: null, float_test: null, flag: 'resin suspected' })), fetched: c.iso() }),
        S.llm({ prompt: 'qc rows attached', text: r.replace('Before shipping I want', 'Before shipping, I want').replace('so I need', 'so I still need') }),
      ]) };
  },
  // 03 rail ferry docks — Gemini function calling
  (c) => {
    const S = style('gemini', c, 'gemini-1.5-pro-002');
    const goal = 'Schedule the 22:10 train-ferry loading at Sassnitz linkspan 2 given the tide table and wagon manifest.';
    const t = 'The linkspan can only take wagons while the deck-to-rail height difference stays under 180 mm, and tonight the tide falls through that band between 21:40 and 22:35, so loading the 14 tank wagons first and the 9 covered wagons last should keep the heavy axles inside the safe window; I will confirm the tide gauge and then publish the loading order.';
    const gauge = () => ({ station: 'SASSNITZ-HAFEN', level_cm: 503, trend: 'falling', reading_at: '2024-03-11T21:05:00+01:00' });
    return { isolates: 'A long scheduling rationale is stated, a gauge read returns the identical reading, and the rationale is restated nearly verbatim.', goal,
      root: S.agent('dock_planner', { goal }, null, [
        S.llm({ prompt: goal, text: t, calls: [{ name: 'read_tide_gauge', args: { station: 'SASSNITZ-HAFEN' } }] }),
        S.tool('read_tide_gauge', { station: 'SASSNITZ-HAFEN' }, gauge()),
        S.llm({ prompt: JSON.stringify(gauge()), text: t.replace('so loading', 'so, loading').replace('I will confirm', 'I will now confirm'), calls: [{ name: 'read_tide_gauge', args: { station: 'SASSNITZ-HAFEN' } }] }),
        span('event', 'run_cancelled', { reason: 'client disconnected' }, null),
      ]) };
  },
  // 04 holly farms — CrewAI
  (c) => {
    const S = style('crewai', c);
    const goal = 'Decide which holly plots to cut for the December wreath order of 1,800 berried sprigs.';
    const th = 'Berry set matters more than leaf count for wreath buyers, so I should prioritise the female Ilex aquifolium plots with the highest berry density, leave plot 7 alone because it is still recovering from last year hard cut, and estimate yield from the November survey before assigning cutting crews.';
    const survey = 'plot,sex,berries_per_m,last_cut\n3,F,41,2022\n5,F,38,2021\n7,F,44,2023\n9,M,0,2022\n';
    return { isolates: 'A CrewAI Thought of about 50 words is restated near-verbatim after re-reading the same survey CSV; the crew then hits its iteration limit.', goal,
      root: span('crew', 'Crew.kickoff', { inputs: { order: 'wreath-1800' } }, 'Agent stopped due to iteration limit or time limit.', [
        span('agent', 'Agent: Harvest Planner', { task: goal }, null, [
          S.llm({ prompt: goal, text: th, calls: [{ name: 'Read survey CSV', args: { file_path: 'surveys/2024-11.csv' } }] }),
          S.tool('Read survey CSV', { file_path: 'surveys/2024-11.csv' }, survey),
          S.llm({ prompt: 'Observation: ' + survey, text: th.replace('I should prioritise', 'I should first prioritise'), calls: [{ name: 'Read survey CSV', args: { file_path: 'surveys/2024-11.csv' } }] }),
          S.tool('Read survey CSV', { file_path: 'surveys/2024-11.csv' }, survey),
        ]),
      ]) };
  },
  // 05 ocularists (custom prosthetic eyes) — OpenTelemetry GenAI
  (c) => {
    const S = style('otel', c);
    const goal = 'Prepare the iris painting brief for patient 88-214 artificial eye remake using the clinic photo set.';
    const st = 'The previous shell was painted from a photo taken under tungsten light, which is why the patient reported it looking too amber, so for this remake I should use the daylight-balanced reference photos from the March visit, match the limbal ring darkness to the fellow eye, and ask the technician to keep the sclera veining sparse.';
    return { isolates: 'Two consecutive assistant messages carry the same 55-word painting plan with only punctuation changes and no tool call in between.', goal,
      root: S.agent('ocularist_assistant', { goal }, { status: 'cancelled_by_user' }, [
        S.llm({ prompt: goal, text: '', calls: [{ name: 'list_photos', args: { patient: '88-214' } }] }),
        S.tool('list_photos', { patient: '88-214' }, { photos: [{ id: 'p1', visit: '2023-10-02', light: 'tungsten 3200K' }, { id: 'p2', visit: '2024-03-14', light: 'D65' }, { id: 'p3', visit: '2024-03-14', light: 'D65' }] }),
        S.llm({ prompt: 'photos listed', text: st }),
        S.llm({ prompt: 'continue', text: st.replace('so for this remake', 'so, for this remake').replace('sparse.', 'sparse') }),
      ]) };
  },
  // 06 ice fishing shack rentals — Agno (not named in the brief list)
  (c) => {
    const S = style('agno', c);
    const goal = 'Tell a customer whether shack #12 on Lake Nipigon can be rented this weekend given the ice report.';
    const m = 'Shack rentals require at least 30 cm of clear blue ice along the access road for the ATV drop-off, and the last ice report for the north bay shows 24 cm with a pressure ridge near the marker, so I cannot confirm the rental yet; I will check the latest ice report and if it still shows under 30 cm I will offer the customer a Sunday booking instead.';
    const rep = { bay: 'north', thickness_cm: 24, ice_type: 'clear blue over white', ridge: 'near marker N3', reported: '2024-01-18 07:45 EST' };
    return { isolates: 'A 70-word answer plan is repeated near-verbatim after the ice report tool returns the same 24 cm reading as before.', goal,
      root: S.agent('shack_rentals', { message: goal }, null, [
        S.llm({ prompt: goal, text: m, calls: [{ name: 'get_ice_report', args: { lake: 'nipigon', bay: 'north' } }] }),
        S.tool('get_ice_report', { lake: 'nipigon', bay: 'north' }, rep),
        S.llm({ prompt: JSON.stringify(rep), text: m.replace('the last ice report', 'the latest ice report'), calls: [{ name: 'get_ice_report', args: { lake: 'nipigon', bay: 'north' } }] }),
        S.tool('get_ice_report', { lake: 'nipigon', bay: 'north' }, rep),
      ]) };
  },
];
