import { script } from "./lib.mjs";
export const family = "same_failure_same_notice", loop = true, stagnation = true;
const rounds = (k, mk) => Array.from({ length: k }, (_, i) => mk(i)).flat();
export const rows = [
  { domain: "yurt rentals", style: "oai_agents", isolates: "Booking agent retries the same card charge, gets the same 'card_declined', and sends the guest the same apology e-mail three times.",
    goal: "Confirm booking YR-2231 for the Birch yurt, 14-16 June, and take the deposit.",
    build: (n) => script("oai_agents", n, { agentName: "YurtBookingAgent", goal: "Confirm booking YR-2231 for the Birch yurt, 14-16 June, and take the deposit.", steps: rounds(3, () => [
      { say: "Charging the deposit.", calls: [{ name: "charge_deposit", args: { booking: "YR-2231", amount_gbp: 80 }, out: { error: { type: "card_error", code: "card_declined", decline_code: "do_not_honor", request_id: n.reqId("req_") } }, err: "card_declined: do_not_honor" }] },
      { say: "The charge failed, I'll let the guest know.", calls: [{ name: "send_email", args: { to: "guest+yr2231@example.com", subject: "Deposit for your Birch yurt booking", body: "Hi, we couldn't take the deposit for YR-2231. We'll try again shortly." }, out: { id: "<" + n.hex(12) + "@mail.yurts.example>", accepted: true } }] },
    ]) }) },
  { domain: "sundial makers", style: "crewai", isolates: "CNC job upload keeps failing with the same file-too-large error and the crew posts the same Slack update each round.",
    goal: "Send the engraving file for sundial order 118 (brass, 30 cm, latitude 52.2N) to the CNC router.",
    build: (n) => script("crewai", n, { agentName: "Workshop Crew", goal: "Send the engraving file for sundial order 118 (brass, 30 cm, latitude 52.2N) to the CNC router.", steps: rounds(3, () => [
      { say: "I will upload the gnomon and dial engraving file.", calls: [{ name: "cnc_upload", args: { file: "orders/118/dial_52.2N.nc", machine: "router-2" }, out: `HTTP/1.1 413 Payload Too Large\nDate: ${n.httpDate()}\nX-Request-Id: ${n.uuid()}\nServer: grbl-bridge/0.9\n\nmax upload 8 MiB`, err: "413 Payload Too Large" }] },
      { say: "The upload failed; I will notify the workshop channel.", calls: [{ name: "slack_post", args: { channel: "#workshop", text: "Upload of sundial 118 to router-2 failed, retrying." }, out: { ok: true, ts: `${n.epoch()}.${n.int(100000, 999999)}` } }] },
    ]) }) },
  { domain: "terrarium shops", style: "plain", isolates: "Support bot tells the customer 'we're having trouble issuing your refund' after each identical 503 from the refunds API, seven rounds.",
    goal: "Refund the customer for a cracked glass cloche (order TR-5520).",
    build: (n) => script("plain", n, { agentName: "terrarium-support", goal: "Refund the customer for a cracked glass cloche (order TR-5520).", steps: rounds(7, () => [
      { say: null, calls: [{ name: "issue_refund", args: { order: "TR-5520", line: 2, reason: "damaged_in_transit" }, out: { status: 503, headers: { "retry-after": "30", "x-served-by": n.host("refunds"), date: n.httpDate() }, body: "upstream connect error or disconnect/reset before headers" }, err: "HTTP 503" }] },
      { say: "I'm sorry, we're having trouble issuing your refund right now. I'll try again in a moment.", calls: [{ name: "reply_to_customer", args: { ticket: "ZD-88120", message: "I'm sorry, we're having trouble issuing your refund right now. I'll try again in a moment." }, out: "ok" }] },
    ]) }) },
  { domain: "hovercraft tours", style: "mastra", isolates: "Agent opens a new maintenance ticket with the same text every time the same skirt-sensor check fails, three rounds.",
    goal: "Clear hovercraft H-3 for the 14:00 tour after the skirt pressure fault.",
    build: (n) => script("mastra", n, { agentName: "fleetOps", goal: "Clear hovercraft H-3 for the 14:00 tour after the skirt pressure fault.", steps: rounds(3, () => [
      { say: "Running the skirt pressure self-test on H-3.", calls: [{ name: "run_selftest", args: { craft: "H-3", test: "skirt_pressure" }, out: { craft: "H-3", result: "FAIL", code: "SKP-07", reading_kpa: 2.1, expected_kpa: "3.0-3.6", run: n.job("st") }, err: "selftest FAIL SKP-07" }] },
      { say: "Self-test failed with SKP-07. Filing a maintenance ticket.", calls: [{ name: "create_ticket", args: { queue: "maintenance", title: "H-3 skirt pressure SKP-07", body: "Skirt pressure self-test failed (SKP-07). Craft not cleared for 14:00." }, out: { key: "MNT-" + n.int(300, 999), created: n.iso() } }] },
    ]) }) },
  { domain: "sleigh rides", style: "pydantic", isolates: "SMS confirmations keep failing on the same invalid-sender error and the agent tells the operator the same sentence each time.",
    goal: "Text all 6 families booked on the 17:30 sleigh ride that the start moves to 18:00.",
    build: (n) => script("pydantic", n, { agentName: "sleigh_notify", goal: "Text all 6 families booked on the 17:30 sleigh ride that the start moves to 18:00.", steps: rounds(3, () => [
      { say: "Sending the batch SMS.", calls: [{ name: "send_sms_batch", args: { list: "ride-1730", text: "Your sleigh ride now starts at 18:00." }, out: JSON.stringify({ code: 21212, message: "The 'From' number SLEIGHS is not a valid phone number or alphanumeric sender ID", more_info: "https://sms.example/errors/21212", sid: "SM" + n.hex(32) }), err: "21212 invalid From" }] },
      { say: "The SMS batch failed because the sender ID was rejected. I'll retry the batch.", calls: [{ name: "notify_operator", args: { text: "The SMS batch failed because the sender ID was rejected. Retrying." }, out: { delivered: true } }] },
    ]) }) },
  { domain: "caviar import", style: "autogen", isolates: "Customs declaration submission is rejected for the same missing CITES number and the agent e-mails the broker an identical status note every round.",
    goal: "Submit the import declaration for 12 kg of Siberian sturgeon caviar arriving on flight LH 8402.",
    build: (n) => script("autogen", n, { agentName: "import_assistant", goal: "Submit the import declaration for 12 kg of Siberian sturgeon caviar arriving on flight LH 8402.", steps: rounds(3, () => [
      { say: "Submitting the declaration.", calls: [{ name: "submit_declaration", args: { awb: "020-" + "48811734", hs_code: "160431", net_kg: 12 }, out: `<?xml version="1.0"?><Response><Status>REJECTED</Status><Code>E-CITES-02</Code><Text>CITES permit number required for Acipenseridae</Text><Ref>${n.alnum(14)}</Ref><Received>${n.isoNoMs()}</Received></Response>`, err: "REJECTED E-CITES-02" }] },
      { say: "Declaration rejected: CITES permit number required. Informing the broker.", calls: [{ name: "email_broker", args: { subject: "LH 8402 caviar declaration", body: "Declaration rejected: CITES permit number required. Will resubmit." }, out: { queued: true, message_id: n.uuid() } }] },
    ]) }) },
];
