import { script } from "./lib.mjs";
export const family = "status_polling", loop = false, stagnation = false;
export const rows = [
  { domain: "VHS digitising", style: "vercel", isolates: "Agent polls a transcode job (queued, queued, running 40%, running 85%, done) with fresh ids and timestamps each time, then sends the download link.",
    goal: "Digitise the customer's 'Wedding 1994' VHS capture and e-mail them the MP4 link.",
    build: (n) => { const j = n.job("tx"); const poll = (st, pct) => ({ name: "get_job", args: { id: j }, out: { id: j, state: st, progress: pct, worker: n.host("enc"), checked_at: n.iso(), queue_pos: st === "queued" ? n.int(1, 4) : null } });
      return script("vercel", n, { agentName: "vhs-desk", goal: "Digitise the customer's 'Wedding 1994' VHS capture and e-mail them the MP4 link.", steps: [
        { say: "Submitting the capture for transcoding.", calls: [{ name: "submit_transcode", args: { src: "captures/wedding1994.dv", preset: "h264-576p-deinterlace" }, out: { id: j, state: "queued" } }] },
        { say: "Queued; checking the job.", calls: [poll("queued", 0)] },
        { say: "Still waiting in the queue, one more check.", calls: [poll("queued", 0)] },
        { say: "It has started; 40% done.", calls: [poll("running", 40)] },
        { say: "Now at 85%, nearly there.", calls: [poll("running", 85)] },
        { say: "Finished. Sending the link to the customer.", calls: [{ ...poll("done", 100), out: { id: j, state: "done", output: `https://media.example/dl/${n.hex(20)}/wedding1994.mp4`, size_mb: 2214, checked_at: n.iso() } }, { name: "send_email", args: { to: "customer@example.com", subject: "Your digitised tape is ready" }, out: { accepted: true } }] },
      ], final: "The MP4 of 'Wedding 1994' is ready and the customer has the download link." }); } },
  { domain: "telescope rental", style: "openinference", isolates: "Agent waits for a remote observatory dome to open (CLOSED, OPENING, OPENING, OPEN), with changing sensor noise, then starts the rented exposure.",
    goal: "Start the customer's 300 s exposure of M51 on rented telescope T2 once the dome is open.",
    build: (n) => { const dome = (s) => ({ name: "dome_status", args: { scope: "T2" }, out: `T2 dome=${s} az=${n.int(0, 359)}.${n.int(0, 9)} wind=${n.int(2, 14)}km/h hum=${n.int(40, 80)}% ts=${n.epochMs()}` });
      return script("openinference", n, { agentName: "ScopeRental", goal: "Start the customer's 300 s exposure of M51 on rented telescope T2 once the dome is open.", steps: [
        { say: "Requesting the dome to open.", calls: [{ name: "dome_open", args: { scope: "T2" }, out: { accepted: true, cmd_id: n.uuid() } }, dome("CLOSED")] },
        { say: "The command was accepted but the shutter hasn't moved yet.", calls: [dome("OPENING")] },
        { say: "Shutter is moving; giving it another interval.", calls: [dome("OPENING")] },
        { say: "Dome open. Slewing to M51 and starting the exposure.", calls: [dome("OPEN"), { name: "start_exposure", args: { scope: "T2", target: "M51", seconds: 300, filter: "L" }, out: { exposure_id: "EXP-" + n.int(10000, 99999), started: n.isoNoMs() } }] },
      ], final: "Exposure of M51 started on T2." }); } },
  { domain: "batik studios", style: "crewai", isolates: "Crew waits for a dye-vat temperature to climb (31, 38, 45 °C) before starting the wax-resist dip, then logs the batch.",
    goal: "Dip the 12 wax-resisted cotton panels once indigo vat 2 reaches 45 °C.",
    build: (n) => { const t = (c) => ({ name: "vat_thermometer", args: { vat: 2 }, out: `vat2 ${c}.${n.int(0, 9)}C heater=ON cycle=${n.int(100, 999)} ${n.logTs()}` });
      return script("crewai", n, { agentName: "Dye Room Crew", goal: "Dip the 12 wax-resisted cotton panels once indigo vat 2 reaches 45 °C.", steps: [
        { say: "First reading of vat 2.", calls: [t(31)] },
        { say: "31 °C, heater working; reading again after the interval.", calls: [t(38)] },
        { say: "38 °C, rising about 7 degrees per interval.", calls: [t(45)] },
        { say: "45 °C reached, starting the dip.", calls: [{ name: "log_batch", args: { vat: 2, panels: 12, dip_minutes: 10 }, out: { batch: "BK-" + n.int(100, 999), logged: true } }] },
      ], final: "Vat 2 reached 45 °C and the 12 panels were dipped (batch logged)." }); } },
  { domain: "felt makers", style: "oai_agents", isolates: "Agent polls a supplier's wholesale order through 'pending_payment', 'packing', 'shipped' and uses the tracking number.",
    goal: "Find out when the 20 kg merino roving order will arrive and update the workshop calendar.",
    build: (n) => { const o = (s, extra = {}) => ({ name: "supplier_order", args: { order: "MR-20KG-" + "7731" }, out: { status: s, updated_at: n.httpDate(), x_request_id: n.reqId(""), ...extra } });
      return script("oai_agents", n, { agentName: "FeltStudio", goal: "Find out when the 20 kg merino roving order will arrive and update the workshop calendar.", steps: [
        { say: "Checking the order.", calls: [o("pending_payment")] },
        { say: "Awaiting payment clearance; checking again.", calls: [o("packing")] },
        { say: "Being packed now.", calls: [o("shipped", { carrier: "DPD", tracking: "1550" + n.int(10000000, 99999999), eta: "2025-05-09" })] },
        { say: "Shipped, ETA 9 May. Adding it to the calendar.", calls: [{ name: "calendar_add", args: { date: "2025-05-09", title: "Merino roving delivery (20 kg)" }, out: { id: n.uuid() } }] },
      ], final: "The roving ships via DPD and arrives 9 May; the calendar is updated." }); } },
  { domain: "mule packing trips", style: "autogen", isolates: "Agent polls the trail-closure service until the pass reopens (closed, closed, open), then confirms the trip with the packer.",
    goal: "Confirm Friday's mule packing trip over Kearsarge Pass once the trail reopens after the rockfall.",
    build: (n) => { const tr = (s, note) => ({ name: "trail_status", args: { trail: "kearsarge-pass" }, out: JSON.stringify({ status: s, note, bulletin: "B-" + n.int(1000, 9999), issued: n.isoNoMs() }) });
      return script("autogen", n, { agentName: "trip_planner", goal: "Confirm Friday's mule packing trip over Kearsarge Pass once the trail reopens after the rockfall.", steps: [
        { say: "Checking the trail.", calls: [tr("closed", "rockfall clearing in progress")] },
        { say: "Crews are clearing; next bulletin should say more.", calls: [tr("closed", "crew at mile 3.2, est. reopen Thu")] },
        { say: "They expect Thursday; checking the later bulletin.", calls: [tr("open", "reopened to stock and hikers")] },
        { say: "Open to stock. Confirming with the packer.", calls: [{ name: "message_packer", args: { text: "Kearsarge reopened; Friday trip is on, 4 mules." }, out: "sent" }] },
      ], final: "Trail reopened; Friday's trip is confirmed with the packer." }); } },
  { domain: "abalone farms", style: "griptape", isolates: "Agent polls a lab's water-sample analysis (RECEIVED, IN_ANALYSIS, REPORTED) and then records the vibrio result.",
    goal: "Get the vibrio test result for grow-out tank 14 and record it in the health log.",
    build: (n) => { const s = (st, extra = {}) => ({ name: "LabPortal.sample", args: { sample: "AB-T14-0412" }, out: { state: st, lab_ref: n.alnum(10), last_event: n.euDate(), ...extra } });
      return script("griptape", n, { agentName: "AbaloneHealth", goal: "Get the vibrio test result for grow-out tank 14 and record it in the health log.", steps: [
        { say: "Checking the sample.", calls: [s("RECEIVED")] },
        { say: "Received by the lab, not analysed yet.", calls: [s("IN_ANALYSIS", { bench: "micro-" + n.int(1, 4) })] },
        { say: "On the micro bench now.", calls: [s("REPORTED", { vibrio_cfu_ml: 120, threshold: 1000 })] },
        { say: "120 CFU/mL, under threshold. Logging.", calls: [{ name: "HealthLog.add", args: { tank: 14, vibrio_cfu_ml: 120, verdict: "ok" }, out: "row added" }] },
      ], final: "Tank 14 vibrio is 120 CFU/mL (below 1000); logged." }); } },
];
