import { recorder } from './lib.mjs';

export const family = 'transient_retry_then_ok';
export const loop = false;
export const stagnation = false;
export const minSameTool = 2;

export const scenarios = [
  {
    id: '01', domain: 'harmonica repair shop parts ordering', style: 'langfuse',
    isolates: 'A supplier API returns 503 twice with Retry-After, then accepts the reed-plate order; the agent confirms the order number.',
    run(c) {
      const goal = 'Order two replacement reed plates (key of C, blow and draw) for a Hohner Marine Band 1896 repair and confirm the order reference to the customer ticket HR-3391.';
      const rec = recorder(c, 'langfuse', { agent: 'repair-desk', traceName: 'parts-order', goal, model: 'gpt-4o-mini' });
      const body = { sku: ['MB1896-C-BLOW', 'MB1896-C-DRAW'], qty: 1, ship_to: 'workshop' };
      rec.think('Placing the parts order.', [{ name: 'supplier_order', args: body }]);
      rec.tool('supplier_order', body, { status: 503, headers: { 'retry-after': '4', date: c.http(), 'x-amzn-requestid': c.uuid() }, body: 'Service Temporarily Unavailable' }, { error: 'HTTP 503 Service Unavailable' });
      c.adv(4000, 5000);
      rec.think('Supplier returned 503 with Retry-After 4s; retrying once.', [{ name: 'supplier_order', args: body }]);
      rec.tool('supplier_order', body, { status: 503, headers: { 'retry-after': '8', date: c.http(), 'x-amzn-requestid': c.uuid() }, body: 'Service Temporarily Unavailable' }, { error: 'HTTP 503 Service Unavailable' });
      c.adv(8000, 9000);
      rec.think('', [{ name: 'supplier_order', args: body }]);
      rec.tool('supplier_order', body, { status: 201, headers: { date: c.http(), location: '/orders/SO-7781204' }, body: { order: 'SO-7781204', eta: c.day(4), total_eur: 38.9 } });
      rec.think('', [{ name: 'update_ticket', args: { ticket: 'HR-3391', note: 'Reed plates ordered: SO-7781204, ETA ' + c.day(4) } }]);
      rec.tool('update_ticket', { ticket: 'HR-3391' }, { ok: true });
      rec.finish(`Ordered both C reed plates (SO-7781204, €38.90, ETA ${c.day(4)}) after two transient 503s; ticket HR-3391 updated.`);
      return { goal, root: rec.root };
    },
  },
  {
    id: '02', domain: 'mangrove planting NGO field uploads', style: 'plain',
    isolates: 'A GPS survey upload times out once with the same gateway error, succeeds on the second try, and the agent reports the planting counts.',
    run(c) {
      const goal = 'Upload the seedling GPS points from the Ca Mau planting day (file plots_0917.geojson) to the monitoring database and report how many seedlings were registered per plot.';
      const rec = recorder(c, 'plain', { agent: 'field-data-bot', goal, model: 'gpt-4o' });
      const a = { file: 'plots_0917.geojson', dataset: 'camau-2025' };
      rec.think('Uploading the GeoJSON.', [{ name: 'upload_points', args: a }]);
      rec.tool('upload_points', a, { error: { code: 504, message: 'Gateway Timeout', upstream: c.host('ingest'), trace: c.traceparent() } }, { error: '504 Gateway Timeout' });
      rec.think('A 504 from the ingest gateway is usually transient on the satellite link; retrying with the same file.', [{ name: 'upload_points', args: a }]);
      rec.tool('upload_points', a, { accepted: 1840, rejected: 6, by_plot: { 'CM-A': 612, 'CM-B': 598, 'CM-C': 630 }, import_id: c.uuid(), took: c.dur() });
      rec.finish('Upload succeeded on the second attempt: 1,840 seedlings registered (CM-A 612, CM-B 598, CM-C 630); 6 points were rejected for being outside plot boundaries.');
      return { goal, root: rec.root };
    },
  },
  {
    id: '03', domain: 'OCI image push to a private registry', style: 'openhands',
    isolates: 'docker push fails twice with the same "blob upload unknown / connection reset" error and succeeds on the third attempt; the agent then updates the deployment tag.',
    run(c) {
      const goal = 'Build and push the image for the invoice-renderer service (tag 2.7.1) to registry.internal and bump the tag in deploy/values.yaml.';
      const rec = recorder(c, 'openhands', { agent: 'CodeActAgent', goal, model: 'gpt-4o' });
      rec.think('Building the image.', [{ name: 'execute_bash', args: { command: 'docker build -t registry.internal/billing/invoice-renderer:2.7.1 .' } }]);
      rec.tool('execute_bash', {}, { exit_code: 0, content: `#12 exporting to image\n#12 writing image sha256:${c.sha256()} done\n#12 naming to registry.internal/billing/invoice-renderer:2.7.1 done` });
      const fail = () => ({ exit_code: 1, content: `The push refers to repository [registry.internal/billing/invoice-renderer]\n${c.hex(12)}: Pushed\n${c.hex(12)}: Retrying in 5 seconds\nread tcp 10.0.3.14:${c.int(40000, 60000)}->10.0.9.2:443: read: connection reset by peer` });
      rec.think('Pushing.', [{ name: 'execute_bash', args: { command: 'docker push registry.internal/billing/invoice-renderer:2.7.1' } }]);
      rec.tool('execute_bash', {}, fail(), { error: 'exit code 1' });
      rec.think('Connection reset by the registry load balancer; that is transient. Retrying the push.', [{ name: 'execute_bash', args: { command: 'docker push registry.internal/billing/invoice-renderer:2.7.1' } }]);
      rec.tool('execute_bash', {}, fail(), { error: 'exit code 1' });
      rec.think('Same reset. Waiting 20 seconds before the next attempt.', [{ name: 'execute_bash', args: { command: 'sleep 20 && docker push registry.internal/billing/invoice-renderer:2.7.1' } }]);
      rec.tool('execute_bash', {}, { exit_code: 0, content: `2.7.1: digest: sha256:${c.sha256()} size: 2416` });
      rec.think('Pushed. Bumping the tag in values.yaml.', [{ name: 'str_replace_editor', args: { command: 'str_replace', path: '/workspace/deploy/values.yaml', old_str: 'tag: "2.7.0"', new_str: 'tag: "2.7.1"' } }]);
      rec.tool('str_replace_editor', {}, { content: 'The file /workspace/deploy/values.yaml has been edited.' }, { action: 'FileEditAction', obs: 'FileEditObservation' });
      rec.finish('Image invoice-renderer:2.7.1 pushed on the third attempt (two transient connection resets) and deploy/values.yaml now points at 2.7.1.');
      return { goal, root: rec.root };
    },
  },
  {
    id: '04', domain: 'lapidary club equipment loans', style: 'autogen',
    isolates: 'A booking database reports "database is locked" once, succeeds on retry, and the agent confirms the cabochon machine loan.',
    run(c) {
      const goal = 'Book the club\'s Genie cabochon machine for member Priya Raman for Saturday 10:00-14:00 and send her the confirmation.';
      const rec = recorder(c, 'autogen', { agent: 'club_assistant', goal, model: 'gpt-4o-mini', participants: ['club_assistant', 'executor'] });
      const a = { equipment: 'genie-cab-1', member: 'M-0412', start: `${c.day(3)}T10:00`, end: `${c.day(3)}T14:00` };
      rec.think('Creating the equipment booking.', [{ name: 'book_equipment', args: a }]);
      rec.tool('book_equipment', a, `sqlite3.OperationalError: database is locked (waited ${c.ms()} ms, pid ${c.int(1000, 9000)})`, { error: 'OperationalError: database is locked' });
      rec.think('The booking DB was briefly locked by the nightly backup; trying again.', [{ name: 'book_equipment', args: a }]);
      rec.tool('book_equipment', a, JSON.stringify({ booking_id: 'EQ-2291', status: 'confirmed' }));
      rec.think('', [{ name: 'send_email', args: { to: 'priya.raman@example.org', subject: 'Genie booking confirmed', body: `Saturday 10:00-14:00, booking EQ-2291.` } }]);
      rec.tool('send_email', {}, JSON.stringify({ queued: true, message_id: `<${c.hex(20)}@mail.lapidary.example>` }));
      rec.finish('Booked the Genie cabochon machine for Priya Raman on Saturday 10:00–14:00 (EQ-2291) and emailed her the confirmation. TERMINATE');
      return { goal, root: rec.root };
    },
  },
  {
    id: '05', domain: 'camel dairy cold-chain certificates', style: 'pydantic',
    isolates: 'The certificate service rate-limits the agent with 429 three times (same body, changing reset times), then issues the certificate, which the agent attaches to the shipment.',
    run(c) {
      const goal = 'Issue the cold-chain certificate for tonight\'s camel milk shipment (batch CM-0823, 1,200 L, 3.1 °C at loading) and attach it to the export record.';
      const rec = recorder(c, 'pydantic', { agent: 'dairy-export', goal, model: 'gpt-4o' });
      const a = { batch: 'CM-0823', volume_l: 1200, loading_temp_c: 3.1 };
      rec.think('Requesting the certificate.', [{ name: 'issue_certificate', args: a }]);
      for (let i = 0; i < 3; i++) {
        rec.tool('issue_certificate', a, { status: 429, body: { error: 'rate_limited', message: 'Too many requests' }, headers: { 'retry-after': String(2 ** (i + 1)), 'x-ratelimit-reset': String(c.epoch() + 2 ** (i + 1)) } }, { error: 'HTTP 429 Too Many Requests' });
        c.adv(2000 * 2 ** i, 2500 * 2 ** i);
        rec.think(i === 0 ? 'Rate limited; backing off 2 s.' : i === 1 ? 'Still 429, backing off 4 s.' : 'One more attempt after 8 s.', [{ name: 'issue_certificate', args: a }]);
      }
      rec.tool('issue_certificate', a, { status: 201, body: { certificate: 'CC-2025-118804', pdf: `https://certs.example/CC-2025-118804.pdf`, valid_until: c.isoSec() } });
      rec.think('', [{ name: 'attach_document', args: { export_record: 'EXP-CM-0823', url: 'https://certs.example/CC-2025-118804.pdf' } }]);
      rec.tool('attach_document', {}, { attached: true });
      rec.finish('Certificate CC-2025-118804 issued for batch CM-0823 (after three rate-limit backoffs) and attached to export record EXP-CM-0823.');
      return { goal, root: rec.root };
    },
  },
  {
    id: '06', domain: 'jacquard loom card cutting', style: 'claude_sdk',
    isolates: 'A serial write to the card-punch controller fails once with a device-busy error, then succeeds; the agent verifies the card count and finishes.',
    run(c) {
      const goal = 'Convert the "Paisley 2" design (design/paisley2.png, 1344 hooks) into a punch file and send it to the card punch on /dev/ttyUSB0.';
      const rec = recorder(c, 'claude_sdk', { agent: 'claude-code', goal, cwd: '/home/weaver/jacquard', model: 'claude-sonnet-4-20250514' });
      rec.think('Converting the design to a punch file.', [{ name: 'Bash', args: { command: 'python tools/png2punch.py design/paisley2.png --hooks 1344 -o out/paisley2.jc5', description: 'Convert design' } }]);
      rec.tool('Bash', {}, `read 1344x2210 image\nwrote out/paisley2.jc5: 2210 picks -> 2210 cards (${c.dur()})`);
      rec.think('Sending to the punch controller.', [{ name: 'Bash', args: { command: 'python tools/send_punch.py out/paisley2.jc5 --port /dev/ttyUSB0 --baud 115200', description: 'Send to punch' } }]);
      rec.tool('Bash', {}, `serial.serialutil.SerialException: [Errno 16] could not open port /dev/ttyUSB0: [Errno 16] Device or resource busy: '/dev/ttyUSB0'`, { error: 'Exit code 1' });
      rec.think('The port was busy, probably the controller finishing its homing cycle. Retrying after a few seconds.', [{ name: 'Bash', args: { command: 'sleep 5 && python tools/send_punch.py out/paisley2.jc5 --port /dev/ttyUSB0 --baud 115200', description: 'Retry send' } }]);
      rec.tool('Bash', {}, `connected /dev/ttyUSB0 fw=PX-3.2\nsent 2210 cards, controller ack 2210, checksum ${c.hex(8)}\n`);
      rec.finish('Paisley 2 converted to 2,210 cards and sent to the punch; the controller acknowledged all 2,210 after one transient "device busy" retry.');
      return { goal, root: rec.root };
    },
  },
];
