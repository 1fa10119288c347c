// Family 3: re-reading a state that never changes. The same status read is repeated 3-6 times;
// every result is identical apart from volatile parts (clocks, ids, counters, hosts, headers)
// and the situation is never resolved. loop: true. stagnation: per row.
import { MastraRun, LangGraphRun, AgentsRun, PlainChat, SwarmRun, J } from './lib.mjs';

export const family = 'rereading_frozen_status';
export const loop = true;
export const stagnation = 'per-row';
export const summary = 'The same status/read is repeated 3-6 times and every result is identical apart from volatile noise; the situation is never resolved.';

export function verify(row, { allSpans, norm }) {
  const tools = allSpans(row.root).filter((s) => s.type === 'tool');
  const last = tools[tools.length - 1];
  let run = 0;
  for (let i = tools.length - 1; i >= 0; i--) {
    const t = tools[i];
    if (t.name === last.name && norm(t.input) === norm(last.input) && norm(t.output) === norm(last.output) && norm(t.error ?? '') === norm(last.error ?? '')) run++;
    else break;
  }
  const p = [];
  if (run < 3 || run > 6) p.push(`expected 3-6 trailing identical reads, found ${run}`);
  const raw = new Set(tools.slice(tools.length - run).map((t) => JSON.stringify(t.output) + (t.error ?? '')));
  if (raw.size < run) p.push('identical reads should still differ in volatile noise');
  return p;
}

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    n: '01',
    domain: '3D-print farm (paused job on filament runout)',
    style: 'Mastra',
    stagnation: false,
    isolates: "A printer stays 'paused' on filament runout; the agent queries the same Moonraker status five times, only eventtime, temperatures and total_duration drifting, and never requeues the job.",
    build(ctx) {
      const goal = "Keep an eye on printer PX-12 running job 'bracket_v3_x24.gcode'. When it finishes, mark the batch ready for QA; if it fails or stalls, requeue it on another free printer and tell me.";
      const m = new MastraRun(ctx, { agentId: 'print-farm-ops', agentName: 'Print Farm Ops', model: 'gpt-4o-mini', instructions: 'You operate a farm of Klipper printers through Moonraker. Tools: get-printer-status, list-free-printers, requeue-job, mark-batch.', user: goal });
      const startEvt = ctx.float(180000, 260000, 3);
      let evt = startEvt;
      const status = () => {
        evt += ctx.float(40, 75, 3);
        return { result: { eventtime: Number(evt.toFixed(3)), status: {
          print_stats: { filename: 'bracket_v3_x24.gcode', state: 'paused', message: 'Filament runout detected on extruder', print_duration: 11482.73, total_duration: Number((11482.73 + (evt - startEvt) + 640).toFixed(2)), filament_used: 5230.41, info: { total_layer: 212, current_layer: 131 } },
          virtual_sdcard: { progress: 0.6174, is_active: false, file_position: 4410382 },
          'filament_switch_sensor runout_t0': { filament_detected: false, enabled: true },
          extruder: { temperature: ctx.float(214.6, 215.3, 2), target: 215.0 },
          heater_bed: { temperature: ctx.float(59.7, 60.2, 2), target: 60.0 },
        } }, printer: 'PX-12', host: 'px12.farm.lan:7125' };
      };
      m.llm('Checking PX-12.', [{ name: 'get-printer-status', args: { printer: 'PX-12' } }]);
      m.tool(status());
      for (let i = 0; i < 4; i++) {
        m.llm(null, [{ name: 'get-printer-status', args: { printer: 'PX-12' } }]);
        ctx.sec(50, 70);
        m.tool(status());
      }
      const root = m.finish(undefined, { maxSteps: 5 });
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 02
  {
    n: '02',
    domain: 'building HVAC (BACnet damper feedback)',
    style: 'LangGraph',
    stagnation: true,
    isolates: 'An outside-air damper commanded to 100% keeps reading 0% with the same status flags; the agent re-reads the BACnet point four times with the same sentence and never escalates the override.',
    build(ctx) {
      const goal = 'CO2 on floor 4 is above 1100 ppm. Open the outside-air damper on AHU-3 to 100% for the next hour and confirm the damper actually moved.';
      const g = new LangGraphRun(ctx, { graph: 'bms_operator', model: 'gpt-4o', system: 'You are a building operator assistant with BACnet/IP access via the site gateway. Always confirm commanded changes through the feedback point.', user: goal, reprArgs: true });
      g.agent('Commanding the damper to 100% at priority 8 for 60 minutes.', [{ name: 'bacnet_write', args: { device: 3003, object: 'analog-output,12', property: 'present-value', value: 100, priority: 8, relinquish_after_min: 60 } }]);
      g.tools([{ output: `WriteProperty ACK from device 3003 (AHU-3 JACE ${ctx.ip('172.16.')}) invoke-id=${ctx.int(0, 255)} in ${ctx.int(20, 90)} ms` }]);
      const read = () => J({ device: 3003, object: 'analog-input,27', name: 'AHU3-OAD-FB', 'present-value': 0.0, units: 'percent', 'status-flags': { 'in-alarm': false, fault: false, overridden: true, 'out-of-service': false }, reliability: 'no-fault-detected', commanded: { object: 'analog-output,12', 'present-value': 100.0, 'active-priority': 8 }, context: { 'OAT-degC': ctx.float(6.1, 6.9, 1), 'invoke-id': ctx.int(0, 255), read_at: ctx.isoOff(-300), gateway: `bacnet-gw-${ctx.int(1, 2)}` } });
      const S = 'The outside-air damper on AHU-3 still reads 0% open even though it is commanded to 100% at priority 8. Actuators can take a couple of minutes to stroke fully, so I will read the feedback point again before reporting.';
      g.agent('Write acknowledged. Reading the damper feedback.', [{ name: 'bacnet_read', args: { device: 3003, object: 'analog-input,27', properties: ['present-value', 'status-flags', 'reliability'] } }]);
      g.tools([{ output: read() }]);
      for (let i = 0; i < 3; i++) {
        g.agent(S, [{ name: 'bacnet_read', args: { device: 3003, object: 'analog-input,27', properties: ['present-value', 'status-flags', 'reliability'] } }]);
        ctx.sec(45, 90);
        g.tools([{ output: read() }]);
      }
      const root = g.finish(null, { error: 'GraphRecursionError: Recursion limit of 10 reached without hitting a stop condition.', recursionLimit: 10 });
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 03
  {
    n: '03',
    domain: 'genomics sequencing core (stalled run)',
    style: 'OpenAI Agents SDK',
    stagnation: false,
    isolates: 'A sequencing run sits at cycle 151/318 with the same last-cycle timestamp on every poll; the agent polls six times (only poll time, uptime and flow-cell temperature change) and never alerts anyone.',
    build(ctx) {
      const goal = 'Run 240918_A01234_0456_BHXXXXDSX7 on the NovaSeq should finish around 18:00. Watch it, and as soon as it completes trigger BCL conversion for the three projects on the sample sheet; alert the core manager if anything goes wrong.';
      const a = new AgentsRun(ctx, { agent: 'Sequencing Core Assistant', model: 'gpt-4.1-mini', instructions: 'You monitor instruments for the genomics core. Tools: get_run_status, start_bclconvert, page_core_manager.', user: goal, tools: ['get_run_status', 'start_bclconvert', 'page_core_manager'] });
      const lastCycle = ctx.isoS(ctx.now - 47 * 60e3);
      let up = ctx.int(800000, 900000);
      const st = () => { up += ctx.int(280, 340); return J({ run_id: '240918_A01234_0456_BHXXXXDSX7', instrument: 'A01234', state: 'Running', read: 'Read 2', cycle: 151, total_cycles: 318, last_cycle_completed: lastCycle, flowcell: { side: 'B', temp_c: ctx.float(59.8, 60.2, 2), lot: 'FC' + ctx.upper(2) + '20345' }, fluidics: 'OK', est_completion: 'unavailable', polled_at: ctx.isoS(), control_software: 'NVCS 1.8.1', uptime_s: up }); };
      a.response(null, [{ name: 'get_run_status', args: { run_id: '240918_A01234_0456_BHXXXXDSX7' } }]);
      a.fn(st());
      a.response('It is in read 2, cycle 151 of 318. I will keep watching it.', [{ name: 'get_run_status', args: { run_id: '240918_A01234_0456_BHXXXXDSX7' } }]);
      ctx.sec(280, 320);
      a.fn(st());
      for (let i = 0; i < 4; i++) {
        a.response(null, [{ name: 'get_run_status', args: { run_id: '240918_A01234_0456_BHXXXXDSX7' } }]);
        ctx.sec(280, 320);
        a.fn(st());
      }
      const root = a.finish(null, { error: 'MaxTurnsExceeded: Max turns (6) exceeded' });
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 04
  {
    n: '04',
    domain: 'devops (stuck Kubernetes rollout)',
    style: 'plain message-level',
    stagnation: false,
    isolates: 'kubectl rollout status times out with the same "1 out of 3 new replicas" message four times; only klog throttling lines, durations and timestamps vary, and the agent never inspects the failing pods.',
    build(ctx) {
      const goal = 'Deploy payments-api 2.14.0 to the prod namespace (image already pushed) and confirm the rollout is healthy. Roll back if it is not healthy within 15 minutes.';
      const c = new PlainChat(ctx, { name: 'deploy-agent', model: 'gpt-4o-2024-08-06', system: 'You are a deployment assistant with a shell tool that can run kubectl against the prod cluster (context prod-eu-west-1).', user: goal, tools: ['shell'] });
      c.llm('Updating the image on the deployment.', [{ name: 'shell', args: { command: 'kubectl -n prod set image deployment/payments-api payments-api=registry.internal/payments-api:2.14.0' } }]);
      c.tool({ stdout: 'deployment.apps/payments-api image updated\n', stderr: '', exit_code: 0, duration: ctx.dur(300, 900) });
      const rs = () => {
        return {
          stdout: 'Waiting for deployment "payments-api" rollout to finish: 1 out of 3 new replicas have been updated...\n',
          stderr: `I${ctx.date().slice(5).replace('-', '')} ${ctx.hms()}.${ctx.digits(6)}   ${ctx.int(30000, 60000)} request.go:697] Waited for ${ctx.secs(1, 1.4)}s due to client-side throttling, not priority and fairness, request: GET:https://${ctx.hex(8)}.gr7.eu-west-1.eks.amazonaws.com/apis/apps/v1/namespaces/prod/deployments/payments-api\nerror: timed out waiting for the condition\n`,
          exit_code: 1,
          duration: `${ctx.secs(30.0, 30.9)}s`,
        };
      };
      for (let i = 0; i < 4; i++) {
        c.llm(null, [{ name: 'shell', args: { command: 'kubectl -n prod rollout status deployment/payments-api --timeout=30s' } }]);
        c.tool(rs(), { error: 'command exited with status 1' });
      }
      c.llm('The rollout of payments-api 2.14.0 is still in progress in prod (1 of 3 new replicas updated so far). I will keep monitoring it and report back once all replicas are available.');
      const root = c.finish('The rollout of payments-api 2.14.0 is still in progress in prod (1 of 3 new replicas updated so far). I will keep monitoring it and report back once all replicas are available.');
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 05
  {
    n: '05',
    domain: 'court e-filing (envelope pending clerk review)',
    style: 'OpenAI Swarm',
    stagnation: true,
    isolates: "An e-filing envelope stays 'Submitted - Pending Clerk Review' with the same status_changed_at; the agent re-checks it four times with the same sentence each time and never tells anyone.",
    build(ctx) {
      const goal = 'We e-filed the Motion to Compel in Hartley v. Brightwater Logistics (case 24-CV-01873) this morning. Once the clerk accepts it, serve it on opposing counsel through the EFM and tell me the file-stamped date.';
      const s = new SwarmRun(ctx, { agent: 'Docketing Agent', instructions: 'You handle court e-filing for the litigation team. Tools: get_envelope_status, serve_filing, notify_attorney.', user: goal });
      const changed = ctx.isoOff(-360, ctx.now - 2 * 3600e3);
      const fixedEnv = '9' + ctx.digits(7);
      const stFixed = () => J({ envelopeId: fixedEnv, caseNumber: '24-CV-01873', court: 'Superior Court - Civil, Dept. 14', filingCode: 'Motion to Compel', status: 'Submitted - Pending Clerk Review', statusChangedAt: changed, queuePosition: null, efmCorrelationId: ctx.uuid(), polledAt: ctx.isoOff(-360), server: ctx.pick(['efm-web-03', 'efm-web-07', 'efm-web-11']) });
      s.llm(null, [{ name: 'get_envelope_status', args: { envelope_id: fixedEnv } }]);
      s.tool(stFixed());
      const S = 'The envelope is still pending clerk review, so the Motion to Compel has not been accepted or file-stamped yet. I will check the status again before serving opposing counsel.';
      for (let i = 0; i < 4; i++) {
        s.llm(S, [{ name: 'get_envelope_status', args: { envelope_id: fixedEnv } }]);
        ctx.sec(120, 400);
        s.tool(stFixed());
      }
      const root = s.finish(undefined, { maxTurns: 5 });
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 06
  {
    n: '06',
    domain: 'municipal building permits (portal status page)',
    style: 'plain message-level (HTTP fetch of HTML)',
    stagnation: false,
    isolates: "A permit portal page keeps showing 'Plan Review - In Progress' with the same last-updated date; only the ASP.NET viewstate, request token and render time change across three reads, and the agent never asks the examiner.",
    build(ctx) {
      const goal = 'Find out whether residential permit BLD-2024-04417 (deck addition at 22 Larch Way) has cleared plan review, and if it has, book the footing inspection for next week.';
      const c = new PlainChat(ctx, { name: 'permit-helper', model: 'gpt-4o-mini', system: 'You help homeowners with the city permit portal. Tools: http_get (returns status, headers and body), book_inspection.', user: goal, tools: ['http_get', 'book_inspection'] });
      const url = 'https://permits.cityofmapleton.gov/CitizenAccess/Cap/CapDetail.aspx?Module=Building&capID1=24BLD&capID2=00000&capID3=04417';
      const page = () => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8', date: ctx.http(), 'set-cookie': `ASP.NET_SessionId=${ctx.b36(24)}; path=/; HttpOnly; SameSite=Lax`, 'x-aspnet-version': '4.0.30319', 'x-served-by': ctx.pick(['ACA-WEB01', 'ACA-WEB02']) }, body: `<form method="post" action="./CapDetail.aspx?Module=Building" id="aspnetForm"><input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwUK${ctx.b62(40)}" /><input type="hidden" name="__RequestVerificationToken" value="${ctx.b62(32)}" />\n<div class="ACA_TabRow"><h1>Record BLD-2024-04417: Residential Addition/Alteration</h1>\n<span id="ctl00_PlaceHolderMain_lblRecordStatus" class="ACA_SmLabel">Record Status: <b>Plan Review - In Progress</b></span>\n<table class="ACA_TDAlignLeftOrRightTop"><tr><td>Building Plan Review</td><td>Assigned to: R. Nakamura</td><td>Due: 10/04/2024</td><td>Status: Pending</td></tr>\n<tr><td>Zoning Review</td><td>Assigned to: C. Oyelaran</td><td>Status: Approved 09/23/2024</td></tr></table>\n<div class="ACA_Message_Notice">Last updated: 09/30/2024 4:12 PM</div></div>\n<!-- rendered in ${ctx.secs(0.15, 0.6, 3)}s by ${ctx.host('aca')} --></form>` });
      c.llm('Let me look up the permit record on the portal.', [{ name: 'http_get', args: { url } }]);
      c.tool(page());
      for (let i = 0; i < 2; i++) {
        c.llm(null, [{ name: 'http_get', args: { url } }]);
        c.tool(page());
      }
      const root = c.finish(null);
      return { goal, root };
    },
  },
];
