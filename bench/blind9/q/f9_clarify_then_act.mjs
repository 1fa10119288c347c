// Family: clarify_then_act (healthy) -- a clarifying question gets new information and the agent acts on it.
import { Trace, Rec } from './lib.mjs';

export const FAMILY = 'clarify_then_act';
export const LOOP = false;

// 01 warehouse robotics -- Agno; two different questions (door, load type), then booking and robot assignment
function s01(id) {
  const T = new Trace(id, '2025-11-06T14:22:10Z');
  const goal = 'Schedule inbound container MSCU 7731064 (ASN 5571093) for unloading at DC Reno-2 tomorrow morning, using the robotic unloader if possible.';
  const R = new Rec(T, 'agno', {
    agent: 'YardPlanner', model: 'gpt-4o',
    system: 'You plan dock appointments at DC Reno-2. Tools: get_dock_availability, get_user_input, book_dock_door, assign_unloader. The robotic unloader only handles floor-loaded cartons.',
    user: goal,
  });
  R.step('Checking which doors are free tomorrow morning.', [
    { tool: 'get_dock_availability', args: { site: 'RNO2', date: '2025-11-07', window: '06:00-12:00' }, out: () => ({ free: [{ door: 7, from: '06:00', to: '10:00' }, { door: 12, from: '06:00', to: '11:30' }], tz: 'America/Los_Angeles', snapshot: T.epochMs() }) }]);
  R.step('Doors 7 and 12 are both free from 06:00. The yard team sometimes has door-specific constraints, so asking which one to use.', [
    { tool: 'get_user_input', args: { user_input_fields: [{ field_name: 'door', field_type: 'str', field_description: 'Doors 7 (06:00-10:00) and 12 (06:00-11:30) are free tomorrow. Which door should MSCU 7731064 use?' }] }, out: () => JSON.stringify({ door: "Use door 12 - door 7's dock leveler is being repaired tomorrow.", responded_at: T.isoMs() }), dur: 60000 }]);
  R.step('Door 12 it is. The ASN does not say how the container is loaded, and the robotic unloader only works on floor-loaded cartons, so asking about the load type.', [
    { tool: 'get_user_input', args: { user_input_fields: [{ field_name: 'load_type', field_type: 'str', field_description: 'Is MSCU 7731064 floor-loaded or palletized?' }] }, out: () => JSON.stringify({ load_type: 'Floor-loaded, about 1,140 cartons of small appliances.', responded_at: T.isoMs() }), dur: 45000 }]);
  R.step('Floor-loaded, so the robotic unloader fits. Booking door 12 at 06:00.', [
    { tool: 'book_dock_door', args: { site: 'RNO2', door: 12, date: '2025-11-07', start: '06:00', duration_min: 180, container: 'MSCU7731064', asn: '5571093' }, out: () => ({ appointment: `APT-${T.int(200000, 299999)}`, door: 12, start: '2025-11-07T06:00:00-08:00', end: '2025-11-07T09:00:00-08:00' }) }]);
  R.step('Assigning the robotic unloader to the appointment.', [
    { tool: 'assign_unloader', args: { site: 'RNO2', door: 12, equipment: 'ROBOTIC_TRUCK_UNLOADER', cartons_est: 1140 }, out: () => ({ ok: true, unit: 'RTU-02', est_rate_cph: 600, est_duration_min: 115, crew_note: 'one associate for exceptions' }) }]);
  R.final('MSCU 7731064 is booked at door 12 tomorrow 06:00-09:00 (door 7 is out for leveler repair). Since it is floor-loaded (~1,140 cartons), robotic unloader RTU-02 is assigned, estimated about 2 hours at 600 cartons/hour with one associate for exceptions.');
  const root = R.finish('Door 12, 06:00, RTU-02 assigned.');
  return {
    isolates: 'The planner asks two different questions (which door, which load type), each answer adds a fact it did not have, and it books the door and assigns the unloader accordingly.',
    stagnation: false, goal, root,
  };
}

// 02 public transit -- OTel; one question about the detour dates, then the alert is published
function s02(id) {
  const T = new Trace(id, '2025-04-03T16:50:37Z');
  const goal = 'A water main break closed Maple Ave between 4th and 9th St. Publish a detour service alert for route 5 with the affected stops.';
  const R = new Rec(T, 'otel', {
    agent: 'service-alerts-agent',
    system: 'You publish GTFS-realtime service alerts for Riverbend Transit. Tools: list_route_stops, ask_service_planner, create_service_alert. Every alert needs an active period.',
    user: goal,
  });
  R.step('Finding the route 5 stops on Maple Ave between 4th and 9th.', [
    { tool: 'list_route_stops', args: { route_id: '5', street: 'Maple Ave', between: ['4th St', '9th St'] }, out: () => ({ route_id: '5', stops: [{ stop_id: '5102', name: 'Maple Ave & 4th St' }, { stop_id: '5104', name: 'Maple Ave & 6th St' }, { stop_id: '5106', name: 'Maple Ave & 8th St' }], feed_version: `2025-03-28_${T.short(6)}` }) }]);
  R.step('Three stops affected. The request has no start or end for the detour, and the alert requires an active period, so asking the service planner.', [
    { tool: 'ask_service_planner', args: { question: 'What active period should the route 5 Maple Ave detour alert have (start and expected end)?' }, out: () => ({ answer: 'Start tomorrow 05:00 (first trip). Public works estimates 3 days, so set the end to Sunday 23:59 and we will extend if needed. Temporary stops are on Birch Ave at 5th and 8th.', from: 'k.osei', at: T.isoOff(T.t, -300) }), dur: 180000 }]);
  R.step('The planner gave the period and also the temporary stops on Birch Ave. Publishing the alert with both.', [
    { tool: 'create_service_alert', args: { route_id: '5', cause: 'CONSTRUCTION', effect: 'DETOUR', informed_entities: ['5102', '5104', '5106'], active_period: { start: '2025-04-04T05:00:00-05:00', end: '2025-04-06T23:59:00-05:00' }, header: 'Route 5 detour: Maple Ave closed 4th-9th St', description: 'Due to a water main break, route 5 detours via Birch Ave. Stops at Maple & 4th, 6th and 8th are closed; use temporary stops on Birch Ave at 5th St and 8th St.' }, out: () => ({ alert_id: `ALRT-${T.int(10000, 99999)}`, status: 'PUBLISHED', feed_entity_version: T.epoch() }) }]);
  R.final('Published the route 5 detour alert for 4 April 05:00 through 6 April 23:59: stops 5102, 5104 and 5106 on Maple Ave are closed, riders use temporary stops on Birch Ave at 5th and 8th.');
  const root = R.finish('Route 5 detour alert published.');
  return {
    isolates: 'The alerts agent lacks the detour period, asks the service planner once, gets dates plus temporary stops, and publishes the alert with them.',
    stagnation: false, goal, root,
  };
}

// 03 game modding -- Claude Code; two AskUserQuestion prompts about different settings, then build passes
function s03(id) {
  const T = new Trace(id, '2025-07-19T15:03:29Z');
  const goal = "Set up the Gradle build for my Minecraft mod 'Copper Lanterns Plus' to target the version and loader I actually play on, and make sure it builds.";
  const R = new Rec(T, 'claude', { cwd: '/home/jun/mods/copper-lanterns-plus', gitBranch: 'main', user: goal });
  R.step('Let me look at the current build configuration.', [
    { tool: 'Read', args: { file_path: '/home/jun/mods/copper-lanterns-plus/gradle.properties' }, out: '     1\torg.gradle.jvmargs=-Xmx2G\n     2\tminecraft_version=1.20.1\n     3\tloader=forge\n     4\tforge_version=47.2.0\n     5\tmod_version=0.4.2\n' }]);
  R.step('It targets 1.20.1 on Forge. I need to know which version you play.', [
    { tool: 'AskUserQuestion', args: { questions: [{ question: 'Which Minecraft version do you play on?', header: 'MC version', multiSelect: false, options: [{ label: '1.20.1', description: 'current target' }, { label: '1.21.1', description: 'latest LTS-ish modding version' }] }] }, out: 'User has answered your questions: "Which Minecraft version do you play on?"="1.21.1". You can now continue with the user\'s answers in mind.', dur: 15000 }]);
  R.step('1.21.1. Forge and NeoForge both exist for that version and need different Gradle plugins, so I need the loader too.', [
    { tool: 'AskUserQuestion', args: { questions: [{ question: 'Which mod loader?', header: 'Loader', multiSelect: false, options: [{ label: 'NeoForge', description: 'ModDevGradle' }, { label: 'Forge', description: 'ForgeGradle' }] }] }, out: 'User has answered your questions: "Which mod loader?"="NeoForge". You can now continue with the user\'s answers in mind.', dur: 12000 }]);
  R.step('NeoForge on 1.21.1. Updating the properties for ModDevGradle.', [
    { tool: 'Edit', args: { file_path: '/home/jun/mods/copper-lanterns-plus/gradle.properties', old_string: 'minecraft_version=1.20.1\nloader=forge\nforge_version=47.2.0', new_string: 'minecraft_version=1.21.1\nloader=neoforge\nneo_version=21.1.77' }, out: 'The file /home/jun/mods/copper-lanterns-plus/gradle.properties has been updated.' }]);
  R.step('Switching the plugin in build.gradle from ForgeGradle to ModDevGradle.', [
    { tool: 'Edit', args: { file_path: '/home/jun/mods/copper-lanterns-plus/build.gradle', old_string: "id 'net.minecraftforge.gradle' version '[6.0,6.2)'", new_string: "id 'net.neoforged.moddev' version '2.0.78'" }, out: 'The file /home/jun/mods/copper-lanterns-plus/build.gradle has been updated.' }]);
  R.step('Building.', [
    { tool: 'Bash', args: { command: './gradlew build --console=plain', description: 'Build the mod' }, out: () => `> Task :compileJava\n> Task :processResources\n> Task :jar\n> Task :assemble\n> Task :build\n\nBUILD SUCCESSFUL in ${T.int(40, 95)}s\n9 actionable tasks: 9 executed\nBuild scan: https://gradle.com/s/${T.alnum(13)}`, dur: 60000 }]);
  R.final('The build now targets Minecraft 1.21.1 on NeoForge 21.1.77 (ModDevGradle 2.0.78) and `./gradlew build` succeeds.');
  const root = R.finish('Targets 1.21.1/NeoForge; build successful.');
  return {
    isolates: 'Claude Code asks which Minecraft version and then, separately, which loader; each answer is new information, and it edits the build files and gets a successful build.',
    stagnation: false, goal, root,
  };
}

// 04 clinical trials -- CrewAI; asks which protocol version governs the visit window, then files the deviation
function s04(id) {
  const T = new Trace(id, '2025-02-27T11:35:44Z');
  const goal = 'Subject 221-0098 in study CARD-2207 may have missed the Visit 6 window. Determine whether this is a protocol deviation and, if so, create the deviation record.';
  const R = new Rec(T, 'crewai', {
    crew: 'StudyConductCrew', taskName: 'deviation_check', role: 'Clinical Research Associate',
    goal: 'Identify and document protocol deviations accurately', backstory: 'You monitor sites for a cardiology trial.',
    system: "You are Clinical Research Associate. You monitor sites for a cardiology trial.\nYour personal goal is: Identify and document protocol deviations accurately\nYou ONLY have access to the following tools:\nTool Name: Get Visit Dates\nTool Name: Ask Study Coordinator\nTool Name: Create Deviation Record\n\nUse the following format:\nThought: ...\nAction: ...\nAction Input: ...\nObservation: ...",
    user: `Current Task: ${goal}\n\nBegin!`,
  });
  R.step('I need the scheduled and actual dates for Visit 6.', [
    { tool: 'Get Visit Dates', args: { study: 'CARD-2207', subject: '221-0098', visit: 'V6' }, out: () => `Subject 221-0098 V6: target 2025-02-10 (Day 168), actual 2025-02-15. Source: EDC visit log, retrieved ${T.usTs()}` }]);
  R.step('The visit was 5 days after target. Protocol v3.0 allowed plus or minus 7 days but amendment v3.1 narrowed some windows, and I do not know which version the site was on at the time.', [
    { tool: 'Ask Study Coordinator', args: { question: 'Which protocol version governed site 221 on 2025-02-15 - v3.0 or amendment v3.1 - and what is the V6 window under it?' }, out: () => `Reply from site coordinator (L. Brandt, ${T.euTs()}): Site 221 has been on v3.1 (amendment 2) since 12 Jan 2025. Under v3.1 the V6 window is +/-3 days.` }]);
  R.step('Under v3.1 the window is plus or minus 3 days, so day +5 is outside it. Creating the deviation record.', [
    { tool: 'Create Deviation Record', args: { study: 'CARD-2207', subject: '221-0098', category: 'Visit out of window', visit: 'V6', detail: 'V6 performed 2025-02-15, 5 days after target 2025-02-10; allowed window +/-3 days per protocol v3.1 (amendment 2).', severity: 'minor' }, out: () => `Created deviation PD-221-${T.int(100, 999)} (status: Open, assigned to site 221)` }]);
  R.final({ thought: 'The deviation is documented.', answer: 'Yes, this is a protocol deviation: V6 for 221-0098 was done on 2025-02-15, 5 days after target, while protocol v3.1 (in force at site 221 since 12 Jan 2025) allows +/-3 days. A minor deviation record was created and assigned to the site.' });
  const root = R.finish('Minor deviation recorded for 221-0098 V6.');
  return {
    isolates: 'The CRA cannot tell which protocol version applies, asks the coordinator once, learns the window is +/-3 days under v3.1, and files the deviation.',
    stagnation: false, goal, root,
  };
}

// 05 energy trading -- Strands; trader approval returns a new cap, the bid is built with it and accepted
function s05(id) {
  const T = new Trace(id, '2025-07-10T07:12:06Z');
  const goal = 'Submit the Ridgeback battery bid for the 2025-07-11 day-ahead market, discharging in the evening peak per the dispatch plan, after trader approval.';
  const R = new Rec(T, 'strands', {
    agent: 'dam_bid_agent', tools: ['get_dispatch_plan', 'request_trader_approval', 'build_bid_curve', 'submit_bid'],
    system: 'You prepare and submit day-ahead bids for battery assets. Discharge quantities above 30 MW need trader approval.',
    user: goal,
  });
  R.step('Loading the dispatch plan for tomorrow.', [
    { tool: 'get_dispatch_plan', args: { asset: 'RIDGEBACK-BESS', date: '2025-07-11' }, out: () => ({ asset: 'RIDGEBACK-BESS', charge: { hours: [2, 3, 4, 5], mw: 40 }, discharge: { hours: [18, 19, 20], mw: 40 }, soc_start_pct: 22, plan_rev: `p${T.int(40, 90)}` }) }]);
  R.step('The plan discharges 40 MW in hours 18-20, above the 30 MW threshold, so I need trader approval for that quantity.', [
    { tool: 'request_trader_approval', args: { asset: 'RIDGEBACK-BESS', date: '2025-07-11', request: 'Approve 40 MW discharge HE18-HE20 per dispatch plan?' }, out: () => ({ decision: 'APPROVED_WITH_CHANGES', note: 'Cap discharge at 32 MW - inverter 3 is derated until Friday. Keep charge as planned.', trader: 'a.mensah', ts: T.iso() }), dur: 120000 }]);
  R.step('Approved with a 32 MW cap because inverter 3 is derated. Building the curve with 32 MW in hours 18-20 and the planned charge.', [
    { tool: 'build_bid_curve', args: { asset: 'RIDGEBACK-BESS', date: '2025-07-11', discharge: { hours: [18, 19, 20], mw: 32 }, charge: { hours: [2, 3, 4, 5], mw: 40 } }, out: () => ({ curve_id: `crv_${T.alnum(10)}`, segments: 14, max_discharge_mw: 32, check: 'OK' }) }]);
  R.step('Curve built within the cap. Submitting before gate closure.', [
    { tool: 'submit_bid', args: { market: 'DAM', date: '2025-07-11', curve_ref: 'latest' }, out: () => ({ status: 'ACCEPTED', market_tx: `MTX${T.digits(11)}`, received: T.isoOff(T.t, -300) }) }]);
  R.final('The 2025-07-11 day-ahead bid for Ridgeback is accepted: charge 40 MW in HE2-HE5, discharge capped at 32 MW in HE18-HE20 per the trader (inverter 3 derated until Friday).');
  const root = R.finish('DAM bid accepted with 32 MW discharge cap.');
  return {
    isolates: 'The bid agent asks the trader to approve the planned 40 MW discharge, the reply brings a new 32 MW cap, and the agent builds and submits the bid with that cap.',
    stagnation: false, goal, root,
  };
}

// 06 veterinary clinic -- plain; weight and formulation asked once, dose computed and label printed
function s06(id) {
  const T = new Trace(id, '2025-09-09T10:18:57Z');
  const goal = 'Prepare the amoxicillin-clavulanate prescription and label for Miso (feline, patient #30417), 10-day course.';
  const R = new Rec(T, 'plain', {
    agent: 'rx_assistant', llmName: 'ChatCompletion',
    system: 'You prepare veterinary prescriptions. Use ask_clinic_staff for missing clinical data, dose_calculator for doses and print_label for labels. Cats: 12.5 mg/kg PO q12h.',
    user: goal,
  });
  R.step('The weight is missing from the chart entry and the clinic stocks two formulations, so asking both at once.', [
    { tool: 'ask_clinic_staff', args: { patient: '30417', question: "What is Miso's current weight, and should we dispense 62.5 mg tablets or the 62.5 mg/mL oral suspension?" }, out: () => ({ reply: '4.6 kg this morning. Suspension please, the owner cannot pill her.', staff: 'RVT J. Amari', at: T.hms() }), dur: 90000 }]);
  R.step('4.6 kg and suspension. Calculating the dose.', [
    { tool: 'dose_calculator', args: { drug: 'amoxicillin-clavulanate', species: 'feline', weight_kg: 4.6, mg_per_kg: 12.5, concentration_mg_per_ml: 62.5, frequency: 'q12h', days: 10 }, out: { dose_mg: 57.5, dose_ml: 0.92, total_volume_ml: 18.4, dispense_ml: 20 } }]);
  R.step('0.92 mL twice daily; dispensing the 20 mL bottle. Printing the label.', [
    { tool: 'print_label', args: { patient: '30417', pet: 'Miso', drug: 'Amoxicillin-clavulanate oral suspension 62.5 mg/mL', directions: 'Give 0.92 mL by mouth every 12 hours for 10 days. Refrigerate. Shake well.', quantity: '20 mL' }, out: () => ({ printed: true, printer: 'RX-LBL-2', job: T.job('lbl-') }) }]);
  R.final('Miso (4.6 kg): amoxicillin-clavulanate 62.5 mg/mL suspension, 0.92 mL (57.5 mg) by mouth every 12 hours for 10 days; 20 mL dispensed. The label is printed on RX-LBL-2.');
  const root = R.finish('Miso: 0.92 mL q12h x10 days; label printed.');
  return {
    isolates: 'One question to clinic staff returns the weight and formulation, after which the assistant calculates the dose and prints the label.',
    stagnation: false, goal, root,
  };
}

export const scenarios = [s01, s02, s03, s04, s05, s06];
