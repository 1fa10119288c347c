// Family 8 (healthy): same transient error 1-3 times, then success and finish.
const retry = (c, tool, args, fails, err, ok, txt) => { for (let k = 0; k < fails; k++) c.step(k === 0 ? txt : `Transient error again; retrying after ${2 ** (k + 1)}s backoff.`, [[tool, args, { status: 503, retry_after: 2 ** k }, err]]); c.step('Retrying once more.', [[tool, args, ok]]); };
export default {
  family: 'transient_retry_then_success', loop: false, stagnation: false,
  rows: [
    { n: '01', domain: 'shredding services', style: 'plain', isolates: 'Two 503s from a certificate API, then success and the certificate is emailed.', system: 'You run a confidential paper shredding service.', goal: 'Issue the destruction certificate for collection 7731.',
      build(c) { retry(c, 'issue_certificate', { collection: 7731 }, 2, '503 Service Unavailable', { cert: 'DC-7731', pdf: 's3://certs/DC-7731.pdf' }, 'Issuing the certificate.'); c.step('Emailing it.', [['send_email', { to: 'records@client.example', attachment: 's3://certs/DC-7731.pdf' }, 'sent']]); c.final('Certificate DC-7731 issued and emailed.'); return { output: 'done' }; } },
    { n: '02', domain: 'pinhole camera workshops', style: 'vercel', isolates: 'One rate-limit error (429) then a successful booking.', system: 'You book pinhole camera workshops.', goal: 'Book 6 seats on Saturday.',
      build(c) { retry(c, 'bookSeats', { date: '2024-10-05', seats: 6 }, 1, '429 Too Many Requests', { ok: true, ref: 'PH-' + c.int(100, 999) }, 'Booking.'); c.final('6 seats booked.'); return { output: 'booked' }; } },
    { n: '03', domain: 'organic fertilizer pellets', style: 'otel_genai', isolates: 'Three identical DB deadlock errors, then the stock adjustment commits.', system: 'Inventory agent at a pellet plant.', goal: 'Record 12 t of chicken manure pellets moved to silo 3.',
      build(c) { retry(c, 'adjust_stock', { product: 'CMP-4', tonnes: 12, to: 'silo-3' }, 3, 'deadlock detected (SQLSTATE 40P01)', { committed: true, txid: c.int(100000, 999999) }, 'Recording the move.'); c.final('12 t recorded in silo 3.'); return { output: 'ok' }; } },
    { n: '04', domain: 'pipe tobacco blending', style: 'anthropic', isolates: 'A gateway timeout once, then the label batch prints.', system: 'You run labels for a tobacco blender.', goal: 'Print 200 labels for the Latakia blend.',
      build(c) { retry(c, 'print_labels', { blend: 'Latakia No.3', qty: 200 }, 1, '504 Gateway Timeout', 'printed 200 labels on zebra-02', 'Printing.'); c.final('200 labels printed.'); return { output: 'done' }; } },
    { n: '05', domain: 'dry dock scheduling', style: 'openai_agents', isolates: 'Two lock-contention errors, then the dock slot is reserved.', system: 'You schedule a dry dock.', goal: 'Reserve dock 2 for MV Skerry for 10 days from 4 Nov.',
      build(c) { retry(c, 'reserve_dock', { dock: 2, vessel: 'MV Skerry', start: '2024-11-04', days: 10 }, 2, 'resource busy: calendar lock held', { reserved: true, id: 'DD2-' + c.hex(6) }, 'Reserving.'); c.final('Dock 2 reserved for MV Skerry.'); return { output: 'reserved' }; } },
    { n: '06', domain: 'guinea pig breeders', style: 'crewai', role: 'Registry Clerk', isolates: 'A connection reset once, then the litter registration succeeds.', system: 'You are the Registry Clerk of a cavy breeders club.', goal: 'Register the Abyssinian litter born 2 Sept.',
      build(c) { retry(c, 'register_litter', { breed: 'Abyssinian', born: '2024-09-02', pups: 3 }, 1, 'ECONNRESET', 'registered L-2024-211', 'Thought: registering.'); c.final('Final Answer: litter L-2024-211 registered.'); return { output: 'done' }; } },
  ],
};
