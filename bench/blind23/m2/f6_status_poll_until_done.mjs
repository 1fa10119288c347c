// Healthy: polling a job or status until it changes (queued, queued, running, running, done), with
// volatile noise in every answer, then using the result.
export const family = 'status_poll_until_done';
export const loop = false;
export const stagnation = false;

export const rows = [
  {
    id: '01', domain: 'sled dog kennels', style: 'dify',
    isolates: 'The agent polls a vet-certificate export job through queued (position 3, then 1), running (40%, 85%) and done, then attaches the bundle to the race entry.',
    goal: 'Export the vet health certificates for the 12 dogs in team "Aurora" as one PDF bundle and attach it to our Finnmarksløpet race entry before the deadline.',
    build: (n) => {
      const job = 'exp_' + n.hex(10);
      const st = (o) => ({ name: 'get_export_status', provider: 'kennel_mgmt', args: { job_id: job }, out: { job_id: job, ...o, polled_at: n.isoS(), worker: n.pod('pdfexp'), etag: n.etag(true) } });
      return {
        app: 'Kennel paperwork assistant', nodeTitle: 'Paperwork Agent',
        system: 'You handle race paperwork for Nordlys Sled Dog Kennel. Export documents and attach them to race entries.',
        steps: [
          () => ({ say: 'Starting the certificate export for team Aurora (12 dogs).', calls: [{ name: 'start_export', provider: 'kennel_mgmt', args: { team: 'Aurora', doc_type: 'vet_health_certificate', format: 'pdf_bundle' }, out: { job_id: job, state: 'queued', queue_position: 3, created: n.isoS() } }] }),
          () => ({ wait: 40, say: 'Queued at position 3; checking again shortly.', calls: [st({ state: 'queued', queue_position: 1 })] }),
          () => ({ wait: 35, say: 'Now first in the queue.', calls: [st({ state: 'running', progress: 0.4, pages_done: 5 })] }),
          () => ({ wait: 30, say: 'Running, 5 of 12 certificates rendered.', calls: [st({ state: 'running', progress: 0.85, pages_done: 10 })] }),
          () => ({ wait: 20, say: '10 of 12 done, should finish soon.', calls: [st({ state: 'done', progress: 1, file_url: `https://files.nordlys-kennel.no/exports/${job}/aurora-vet-certs.pdf?sig=${n.alnum(32)}&exp=${n.epoch() + 3600}`, pages: 12, sha256: n.sha(64), size_bytes: n.int(2000000, 4000000) })] }),
          () => ({ say: 'The bundle is ready (12 pages). Attaching it to the race entry.', calls: [{ name: 'attach_to_race_entry', provider: 'race_portal', args: { entry_id: 'FL500-TEAM-' + n.int(10, 99), document: 'vet_certificates', url: 'exports/aurora-vet-certs.pdf' }, out: { status: 'attached', document_id: n.uuid(), received: n.http() } }] }),
        ],
        final: 'Done. The 12 vet health certificates for team Aurora were exported as one PDF and attached to the Finnmarksløpet entry.',
      };
    },
  },
  {
    id: '02', domain: 'turf farms', style: 'helicone',
    isolates: 'A soil-lab order is polled from received to in-analysis (pH done, then nutrients running) to complete; the agent then reads the results and recommends a fertiliser plan.',
    goal: 'Our soil samples from fields 4 and 7 went to the lab on Monday (order SL-20931). Wait for the results and recommend a spring fertiliser plan for the ryegrass sod.',
    build: (n) => {
      const st = (o) => ({ name: 'lab_order_status', args: { order_id: 'SL-20931' }, out: { order_id: 'SL-20931', ...o, lims_ts: n.sqlMs(), x_request_id: n.uuid() } });
      return {
        app: 'greenacre-agronomy', tools: ['lab_order_status', 'lab_results', 'recommend_plan'],
        system: 'You are an agronomy assistant for Greenacre Turf. You read lab results and recommend fertiliser plans.',
        steps: [
          () => ({ say: '', calls: [st({ status: 'RECEIVED', samples: 2, analyses_pending: ['pH', 'P', 'K', 'Mg', 'OM'] })] }),
          () => ({ wait: 600, say: 'Samples received, nothing analysed yet.', calls: [st({ status: 'IN_ANALYSIS', analyses_pending: ['P', 'K', 'Mg', 'OM'], completed: ['pH'] })] }),
          () => ({ wait: 900, say: 'pH is done; nutrients still running.', calls: [st({ status: 'IN_ANALYSIS', analyses_pending: ['OM'], completed: ['pH', 'P', 'K', 'Mg'] })] }),
          () => ({ wait: 900, say: 'Only organic matter left.', calls: [st({ status: 'COMPLETE', report_id: 'RPT-' + n.int(70000, 79999) })] }),
          () => ({ say: 'Results are complete. Reading the report.', calls: [{ name: 'lab_results', args: { order_id: 'SL-20931' }, out: { field_4: { pH: 5.6, P_mg_l: 14, K_mg_l: 96, Mg_mg_l: 48, OM_pct: 4.1 }, field_7: { pH: 6.3, P_mg_l: 27, K_mg_l: 141, Mg_mg_l: 62, OM_pct: 3.6 }, index: { field_4: 'P1 K1', field_7: 'P2 K2-' }, signed_by: 'J. Hale MSc', issued: n.isoS() } }] }),
        ],
        final: 'Field 4 is acidic (pH 5.6) and low in P and K (index 1): lime at about 2.5 t/ha this spring, then a 12-24-24 compound at 300 kg/ha before the first cut. Field 7 is fine (pH 6.3, P2 K2-): a maintenance 20-10-10 at 200 kg/ha is enough.',
      };
    },
  },
  {
    id: '03', domain: 'mountain bike parks', style: 'langsmith',
    isolates: 'An Airflow backfill of trail-counter data is polled from queued to running (2/5, then 4/5 tasks) to success, and the agent then queries the loaded table and reports the busiest trail.',
    goal: 'Backfill last month\'s trail counter data for the Glen Rowan bike park (DAG trail_counts_daily) and tell me which trail had the most riders.',
    build: (n) => {
      const rid = `backfill__${n.day()}T${n.hms().slice(0, 8)}+00:00`;
      const st = (o) => ({ name: 'airflow_get_dag_run', args: { dag_id: 'trail_counts_daily', dag_run_id: rid }, out: { dag_run_id: rid, ...o, last_scheduling_decision: n.isoMicro(), queued_at: n.isoMicro(n.now() - 300000) } });
      return {
        app: 'park_data_agent',
        system: 'You are a data assistant for Glen Rowan bike park. You can trigger and monitor Airflow DAGs and run SQL on the warehouse.',
        steps: [
          () => ({ say: '', calls: [{ name: 'airflow_trigger_dag', args: { dag_id: 'trail_counts_daily', conf: { start: 'last_month_start', end: 'last_month_end' } }, out: { dag_run_id: rid, state: 'queued', logical_date: n.isoMicro() } }] }),
          () => ({ wait: 60, say: 'Backfill queued. Checking its state.', calls: [st({ state: 'queued' })] }),
          () => ({ wait: 120, say: 'Still queued, the scheduler has not picked it up yet.', calls: [st({ state: 'running', tasks: { success: 2, running: 1, scheduled: 2 } })] }),
          () => ({ wait: 180, say: 'Running: 2 of 5 tasks done.', calls: [st({ state: 'running', tasks: { success: 4, running: 1 } })] }),
          () => ({ wait: 90, say: '4 of 5 tasks done; the load task is running.', calls: [st({ state: 'success', end_date: n.isoMicro() })] }),
          () => ({ say: 'Backfill succeeded. Querying the totals per trail.', calls: [{ name: 'run_sql', args: { sql: "SELECT trail, SUM(riders) AS riders FROM marts.trail_counts_daily WHERE day >= date_trunc('month', current_date) - interval '1 month' AND day < date_trunc('month', current_date) GROUP BY 1 ORDER BY 2 DESC LIMIT 3" }, out: { columns: ['trail', 'riders'], rows: [['Widowmaker (black)', 4812], ['Rowan Flow (blue)', 4377], ['Pine Drop (red)', 3016]], query_id: n.uuid(), bytes_scanned: n.int(1e6, 9e6), elapsed: n.dur() } }] }),
        ],
        final: 'The backfill finished. Last month the busiest trail was Widowmaker (black) with 4,812 riders, ahead of Rowan Flow (4,377) and Pine Drop (3,016).',
      };
    },
  },
  {
    id: '04', domain: 'marine salvage', style: 'agno',
    isolates: 'A satellite radar image order for a wreck site moves accepted -> scheduled -> acquired -> processing -> delivered across polls, and the agent then reads the image analysis and reports.',
    goal: 'Order a SAR satellite image of the MV Kelda wreck site (58.712N, 5.448E) and tell me whether there is any visible oil sheen around it.',
    build: (n) => {
      const oid = 'ORD-' + n.upper(10);
      const st = (o) => ({ name: 'get_order', args: { order_id: oid }, out: { order_id: oid, ...o, updated: n.isoS(), api_version: '2024-10-01', request_id: n.reqId('') } });
      return {
        app: 'salvage-intel',
        system: 'You support a marine salvage team. You can order satellite imagery and run detections.',
        steps: [
          () => ({ say: 'Placing a SAR tasking order for the wreck coordinates.', calls: [{ name: 'order_sar_image', args: { lat: 58.712, lon: 5.448, mode: 'stripmap', priority: 'urgent' }, out: { order_id: oid, status: 'ACCEPTED', price_eur: 1450 } }] }),
          () => ({ wait: 300, say: '', calls: [st({ status: 'SCHEDULED', next_pass: n.isoS(n.now() + 3 * 3600000), satellite: 'ICEYE-X' + n.int(10, 40) })] }),
          () => ({ wait: 3 * 3600, say: 'The acquisition is scheduled for the next pass, about 3 hours out.', calls: [st({ status: 'ACQUIRED', acquired_at: n.isoS(n.now() - 600000) })] }),
          () => ({ wait: 1200, say: 'Image acquired; waiting for processing.', calls: [st({ status: 'PROCESSING', stage: 'geocoding' })] }),
          () => ({ wait: 1500, say: 'Processing is at the geocoding stage.', calls: [st({ status: 'DELIVERED', asset: `s3://salvage-imagery/${oid}/SLC.tif`, resolution_m: 3 })] }),
          () => ({ say: 'Delivered. Running the slick detector on the scene.', calls: [{ name: 'detect_oil_slick', args: { asset: `s3://salvage-imagery/${oid}/SLC.tif`, aoi_radius_km: 5 }, out: { detections: [{ type: 'dark_spot', area_km2: 0.31, confidence: 0.82, bearing_from_wreck_deg: 64, distance_m: 420 }], wind_ms: 6.2, model: 'slickdet-' + n.hex(6) } }] }),
        ],
        final: 'Yes: the radar image shows a likely oil sheen (0.31 km2, 82% confidence) about 420 m east-north-east of the MV Kelda wreck. Wind was 6 m/s, enough for a sheen to show on the image.',
      };
    },
  },
  {
    id: '05', domain: 'ferry cafés', style: 'gemini',
    isolates: 'A weekly sales report job for three ferry cafés is polled PENDING, PENDING, RUNNING, SUCCEEDED, then the agent reads it and summarises the top sellers.',
    goal: 'Pull last week\'s sales report for the cafés on our three ferries (MV Solan, MV Skerry, MV Fulmar) and tell me the top three items overall.',
    build: (n) => {
      const rid = n.uuid();
      const st = (s) => ({ name: 'get_report_status', args: { report_id: rid }, out: { report_id: rid, status: s, checked: n.us(), region: 'europe-west2', attempt: 1 } });
      return {
        app: 'ferry-cafe-analyst', tools: ['request_report', 'get_report_status', 'download_report'],
        system: 'You are an analyst for the onboard cafés of a ferry operator. Use the POS reporting API.',
        steps: [
          () => ({ say: '', calls: [{ name: 'request_report', args: { type: 'item_sales', period: 'last_week', outlets: ['SOLAN-CAFE', 'SKERRY-CAFE', 'FULMAR-CAFE'] }, out: { report_id: rid, status: 'PENDING' } }] }),
          () => ({ wait: 20, say: '', calls: [st('PENDING')] }),
          () => ({ wait: 25, say: '', calls: [st('RUNNING')] }),
          () => ({ wait: 30, say: 'The report is running now.', calls: [st('SUCCEEDED')] }),
          () => ({ say: 'It is ready; downloading.', calls: [{ name: 'download_report', args: { report_id: rid }, out: { rows: 3, top_items: [{ item: 'Bacon roll', qty: 1184, outlets: 3 }, { item: 'Filter coffee', qty: 1062, outlets: 3 }, { item: 'Tablet (Scottish)', qty: 611, outlets: 2 }], generated: n.isoS(), currency: 'GBP', gross: n.money(24000, 31000) } }] }),
        ],
        final: 'Last week\'s top three items across the Solan, Skerry and Fulmar cafés were bacon rolls (1,184), filter coffee (1,062) and Scottish tablet (611).',
      };
    },
  },
  {
    id: '06', domain: 'hardwood floor sanding', style: 'traceloop',
    isolates: 'A quote PDF render job goes queued, rendering page 1 of 3, rendering page 3 of 3, then complete; the agent then emails the finished quote to the customer.',
    goal: 'Prepare and email the quote for sanding and oiling 46 m2 of oak parquet at 14 Linden Grove (customer: Ruth Adeyemi) with our standard 3-coat hardwax oil finish.',
    build: (n) => {
      const jid = n.job('render');
      const st = (o) => ({ name: 'get_render_job', args: { job_id: jid }, out: { job_id: jid, ...o, heartbeat: n.epochMs(), renderer: n.host('gotenberg') } });
      return {
        app: 'quote_builder',
        system: 'You produce quotes for Grain & Gleam floor sanding. Use price_quote, render_quote_pdf, get_render_job and send_email.',
        steps: [
          () => ({ say: 'Pricing the job first.', calls: [{ name: 'price_quote', args: { area_m2: 46, wood: 'oak', pattern: 'parquet', finish: 'hardwax_oil_3coat' }, out: { lines: [{ item: 'Sanding (parquet)', qty: 46, unit: 'm2', rate: 24 }, { item: 'Hardwax oil, 3 coats', qty: 46, unit: 'm2', rate: 11 }, { item: 'Edge & corner detail', qty: 1, rate: 120 }], subtotal: 1730, vat: 346, total: 2076, quote_no: 'Q-' + n.int(2000, 2999) } }] }),
          () => ({ say: 'Total GBP 2,076 inc VAT. Rendering the PDF.', calls: [{ name: 'render_quote_pdf', args: { template: 'quote_v4', customer: 'Ruth Adeyemi', address: '14 Linden Grove' }, out: { job_id: jid, state: 'queued' } }] }),
          () => ({ wait: 5, say: '', calls: [st({ state: 'rendering', page: 1, pages: 3 })] }),
          () => ({ wait: 6, say: 'Rendering page 1 of 3.', calls: [st({ state: 'rendering', page: 3, pages: 3 })] }),
          () => ({ wait: 4, say: 'On the last page.', calls: [st({ state: 'complete', url: `https://docs.grainandgleam.co.uk/q/${n.alnum(16)}.pdf`, bytes: n.int(180000, 260000) })] }),
          () => ({ say: 'PDF ready. Emailing Ruth.', calls: [{ name: 'send_email', args: { to: 'ruth.adeyemi@example.com', subject: 'Your floor sanding quote - 14 Linden Grove', attach: 'quote.pdf' }, out: { id: n.reqId('msg_'), status: 'sent', smtp: `250 OK id=${n.alnum(6)}-${n.alnum(6)}-${n.alnum(2)}` } }] }),
        ],
        final: 'Quote sent to Ruth Adeyemi: 46 m2 oak parquet sanded and finished with 3 coats of hardwax oil, GBP 2,076 including VAT.',
      };
    },
  },
];
