// Family 5 (healthy): identical status polls whose results differ only in
// timestamps/counters, then the status changes and the agent acts and finishes.

export default {
  family: 'status-poll-then-change',
  isolates: 'Healthy polling: the same status call repeats with results that differ only in timestamps or counters until the status changes, after which the agent acts on the new status and completes the task.',
  loop: false,
  stagnation: false,
  scenarios: [
    // 01 coding — PR checks pending x3 then success, merge
    {
      domain: 'coding', start: '2024-05-21T15:12:09Z', jsonArgs: false, model: 'gpt-4o',
      build(c, { A, L, T }) {
        const goal = 'Push the fix branch fix/null-currency, wait for CI on PR #1843 and merge it (squash) once everything is green.';
        const started = c.isoS();
        const checks = (state) => ({ pr: 1843, head_sha: '9b1e2f4c07d3a8e65f10c2ab7d94e3316c0a5b28', state, fetched_at: c.isoS(), checks: state === 'pending' ? [
          { name: 'lint', status: 'completed', conclusion: 'success' },
          { name: 'build', status: 'completed', conclusion: 'success' },
          { name: 'test (3.11)', status: 'in_progress', conclusion: null, started_at: started },
          { name: 'test (3.12)', status: 'in_progress', conclusion: null, started_at: started }] : [
          { name: 'lint', status: 'completed', conclusion: 'success' },
          { name: 'build', status: 'completed', conclusion: 'success' },
          { name: 'test (3.11)', status: 'completed', conclusion: 'success' },
          { name: 'test (3.12)', status: 'completed', conclusion: 'success' }] });
        const sleep = (s) => { c.wait(s); return `slept ${s}s`; };
        const children = [
          T('git', { args: ['push', '-u', 'origin', 'fix/null-currency'] }, `Enumerating objects: 9, done.\nCounting objects: 100% (9/9), done.\nDelta compression using up to 10 threads\nCompressing objects: 100% (5/5), done.\nWriting objects: 100% (5/5), 1.21 KiB | 1.21 MiB/s, done.\nTotal 5 (delta 3), reused 0 (delta 0), pack-reused 0\nremote: Resolving deltas: 100% (3/3), completed with 3 local objects.\nTo github.com:finch-labs/pricing.git\n   4d2c9e1..9b1e2f4  fix/null-currency -> fix/null-currency\nbranch 'fix/null-currency' set up to track 'origin/fix/null-currency'.`),
          T('gh_pr_checks', { repo: 'finch-labs/pricing', pr: 1843 }, checks('pending')),
          L('Lint and build passed; the two test jobs are still running. I will check again every 90 seconds.'),
          T('sleep', { seconds: 90 }, sleep(90)),
          T('gh_pr_checks', { repo: 'finch-labs/pricing', pr: 1843 }, checks('pending')),
          T('sleep', { seconds: 90 }, sleep(90)),
          T('gh_pr_checks', { repo: 'finch-labs/pricing', pr: 1843 }, checks('pending')),
          T('sleep', { seconds: 90 }, sleep(90)),
          T('gh_pr_checks', { repo: 'finch-labs/pricing', pr: 1843 }, checks('pending')),
          T('sleep', { seconds: 90 }, sleep(90)),
          T('gh_pr_checks', { repo: 'finch-labs/pricing', pr: 1843 }, checks('pending')),
          T('sleep', { seconds: 90 }, sleep(90)),
          T('gh_pr_checks', { repo: 'finch-labs/pricing', pr: 1843 }, checks('success')),
          L('All four checks are green. Squash-merging.'),
          T('gh_pr_merge', { repo: 'finch-labs/pricing', pr: 1843, method: 'squash', delete_branch: true }, { merged: true, sha: c.hex(40), message: 'Pull Request successfully merged', branch_deleted: true }),
        ];
        return { goal, root: A('dev-agent', goal, 'Pushed fix/null-currency, waited for CI (lint, build, test 3.11, test 3.12 all passed) and squash-merged PR #1843; the branch was deleted.', children) };
      },
    },

    // 02 devops — ACM certificate validation pending, then issued, attach to listener
    {
      domain: 'devops', start: '2024-11-18T09:05:44Z', jsonArgs: true, model: 'claude-3-5-sonnet-20241022',
      build(c, { A, L, T }) {
        const goal = 'Issue a new ACM certificate for api.tallyho.io with DNS validation and attach it to the production ALB HTTPS listener.';
        const arn = `arn:aws:acm:eu-west-1:418295730114:certificate/${c.uuid()}`;
        const created = c.isoS();
        const rr = { Name: '_3c1f0e2d9a8b7c6d5e4f3a2b1c0d9e8f.api.tallyho.io.', Type: 'CNAME', Value: '_7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d.mhbtsbpdnt.acm-validations.aws.' };
        const desc = (status) => ({ Certificate: { CertificateArn: arn, DomainName: 'api.tallyho.io', Status: status, CreatedAt: created, ...(status === 'ISSUED' ? { IssuedAt: c.isoS(), NotAfter: '2025-12-17T23:59:59Z' } : {}), DomainValidationOptions: [{ DomainName: 'api.tallyho.io', ValidationStatus: status === 'ISSUED' ? 'SUCCESS' : 'PENDING_VALIDATION', ResourceRecord: rr }] }, ResponseMetadata: { RequestId: c.uuid(), HTTPStatusCode: 200, RetryAttempts: 0 } });
        const children = [
          T('acm_request_certificate', { DomainName: 'api.tallyho.io', ValidationMethod: 'DNS', IdempotencyToken: 'apitallyho2024' }, { CertificateArn: arn, ResponseMetadata: { RequestId: c.uuid(), HTTPStatusCode: 200 } }),
          T('acm_describe_certificate', { CertificateArn: arn }, desc('PENDING_VALIDATION')),
          T('route53_change_resource_record_sets', { HostedZoneId: 'Z0827361QX4JBM7A2K9E', ChangeBatch: { Changes: [{ Action: 'UPSERT', ResourceRecordSet: { Name: rr.Name, Type: 'CNAME', TTL: 300, ResourceRecords: [{ Value: rr.Value }] } }] } }, { ChangeInfo: { Id: '/change/C0' + c.alnum(18, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), Status: 'PENDING', SubmittedAt: c.isoS() } }),
          L('Validation CNAME is in place. ACM usually takes a few minutes to see it; polling the certificate status.'),
          T('acm_describe_certificate', { CertificateArn: arn }, (c.wait(60), desc('PENDING_VALIDATION'))),
          T('acm_describe_certificate', { CertificateArn: arn }, (c.wait(60), desc('PENDING_VALIDATION'))),
          T('acm_describe_certificate', { CertificateArn: arn }, (c.wait(60), desc('PENDING_VALIDATION'))),
          T('acm_describe_certificate', { CertificateArn: arn }, (c.wait(60), desc('ISSUED'))),
          L('Certificate is ISSUED. Swapping it onto the HTTPS listener.'),
          T('elbv2_modify_listener', { ListenerArn: 'arn:aws:elasticloadbalancing:eu-west-1:418295730114:listener/app/prod-api/5f2c8e1d0b9a7c63/3e9a1b7c5d2f8e04', Certificates: [{ CertificateArn: arn }] }, { Listeners: [{ Port: 443, Protocol: 'HTTPS', SslPolicy: 'ELBSecurityPolicy-TLS13-1-2-2021-06', Certificates: [{ CertificateArn: arn }] }], ResponseMetadata: { RequestId: c.uuid(), HTTPStatusCode: 200 } }),
          T('run_shell', { cmd: 'echo | openssl s_client -connect api.tallyho.io:443 -servername api.tallyho.io 2>/dev/null | openssl x509 -noout -subject -enddate' }, 'subject=CN = api.tallyho.io\nnotAfter=Dec 17 23:59:59 2025 GMT'),
        ];
        return { goal, root: A('infra-agent', goal, `New certificate ${arn} was validated via DNS (took ~4 minutes), is ISSUED and now serves api.tallyho.io on the prod ALB HTTPS listener (expires 2025-12-17).`, children) };
      },
    },

    // 03 data — BigQuery extract job RUNNING x3 then DONE, list files
    {
      domain: 'data', start: '2024-06-03T11:44:20Z', jsonArgs: false, model: 'gemini-1.5-pro-002',
      build(c, { A, L, T }) {
        const goal = 'Export the analytics.events_2024_05 table to gs://acme-exports/events/2024-05/ as Parquet and give me the list of files.';
        const jobId = 'job_' + c.alnum(28, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_');
        const start = c.epochMs();
        const get = (done) => {
          c.wait(45);
          return { jobReference: { projectId: 'acme-analytics', jobId, location: 'EU' }, status: done ? { state: 'DONE' } : { state: 'RUNNING' }, statistics: { creationTime: String(start), startTime: String(start + 812), ...(done ? { endTime: String(c.now) } : {}), extract: done ? { destinationUriFileCounts: ['6'], inputBytes: '8420113954' } : {} }, etag: c.alnum(22, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') + '==' };
        };
        const files = Array.from({ length: 6 }, (_, i) => ({ name: `events/2024-05/part-${String(i).padStart(12, '0')}.parquet`, size: String(c.int(900000000, 1500000000)), updated: c.iso(), md5Hash: c.alnum(22, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') + '==' }));
        const children = [
          T('bq_extract_table', { source: 'acme-analytics.analytics.events_2024_05', destination_uris: ['gs://acme-exports/events/2024-05/part-*.parquet'], format: 'PARQUET', compression: 'SNAPPY' }, { jobReference: { projectId: 'acme-analytics', jobId, location: 'EU' }, status: { state: 'PENDING' } }),
          L('Extract job submitted. An 8 GB table usually takes a couple of minutes; I will poll the job.'),
          T('bq_get_job', { job_id: jobId, location: 'EU' }, get(false)),
          T('bq_get_job', { job_id: jobId, location: 'EU' }, get(false)),
          T('bq_get_job', { job_id: jobId, location: 'EU' }, get(false)),
          T('bq_get_job', { job_id: jobId, location: 'EU' }, get(true)),
          T('gcs_list_objects', { bucket: 'acme-exports', prefix: 'events/2024-05/' }, { items: files, kind: 'storage#objects' }),
        ];
        const list = files.map((f) => `gs://acme-exports/${f.name} (${(Number(f.size) / 1e9).toFixed(2)} GB)`).join('\n');
        return { goal, root: A('data-agent', goal, `The export finished (job ${jobId}). 6 Parquet files were written:\n${list}`, children) };
      },
    },

    // 04 travel — nested booking agent polls PENDING then CONFIRMED; concierge emails guest
    {
      domain: 'travel', start: '2024-04-09T14:31:57Z', jsonArgs: false, model: 'gpt-4o',
      build(c, { A, L, T }) {
        const goal = 'Book the Hotel Arts Barcelona deluxe sea-view offer (offer 7QX2KD91LM) for Mr. Daniel Okafor, 2–5 May, and email him the confirmation.';
        const ref = 'BK-' + c.alnum(8, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789');
        let polls = 0;
        const status = (s) => { c.wait(30); polls += 1; return { booking_ref: ref, status: s, poll: polls, last_checked: c.isoS(), supplier: 'HBD', ...(s === 'CONFIRMED' ? { supplier_confirmation: 'HA' + c.digits(9), hotel_phone: '+34 932 21 10 00' } : {}) }; };
        const booker = A('booking_agent', 'Book offer 7QX2KD91LM for Daniel Okafor and return the supplier confirmation number once confirmed.', null, []);
        booker.children.push(
          T('create_hotel_booking', { offer_id: '7QX2KD91LM', guest: { title: 'MR', first_name: 'Daniel', last_name: 'Okafor', email: 'd.okafor@okaforlaw.ng' }, payment: { method: 'corporate_card', token: 'tok_vault_' + c.hex(12) } }, { booking_ref: ref, status: 'PENDING', message: 'Booking request sent to supplier', created_at: c.isoS() }),
          T('get_booking_status', { booking_ref: ref }, status('PENDING')),
          T('get_booking_status', { booking_ref: ref }, status('PENDING')),
          T('get_booking_status', { booking_ref: ref }, status('PENDING')),
          T('get_booking_status', { booking_ref: ref }, status('CONFIRMED')),
        );
        const conf = booker.children[booker.children.length - 1].output.supplier_confirmation;
        booker.output = `Booking ${ref} CONFIRMED by supplier, confirmation number ${conf}.`;
        const children = [
          T('get_traveler_profile', { traveler: 'Daniel Okafor' }, { traveler_id: 'TRV-20418', title: 'MR', email: 'd.okafor@okaforlaw.ng', loyalty: [{ program: 'Marriott Bonvoy', number: '4182' + c.digits(5), tier: 'Gold Elite' }], cost_center: 'LIT-07' }),
          T('check_travel_policy', { cost_center: 'LIT-07', city: 'Barcelona', nightly_rate_eur: 612, nights: 3 }, { compliant: true, cap_eur: 650, approval_required: false, policy_version: '2024.02' }),
          L('Rate is within the EUR 650 cap for LIT-07 and no approval is needed. Delegating the booking to the booking agent; once it confirms I will email the confirmation.'),
          booker,
          T('send_email', { to: 'd.okafor@okaforlaw.ng', subject: 'Your stay at Hotel Arts Barcelona, 2–5 May', body: `Dear Mr. Okafor,\n\nYour reservation at Hotel Arts Barcelona (Deluxe Sea View, 3 nights, 2–5 May) is confirmed.\nBooking reference: ${ref}\nHotel confirmation: ${conf}\n\nKind regards,\nTravel Desk` }, { id: '<' + c.hex(16) + '@mail.travel-desk.example>', status: 'queued', accepted: ['d.okafor@okaforlaw.ng'] }),
        ];
        return { goal, root: A('travel-concierge', goal, `Booked: Hotel Arts Barcelona, Deluxe Sea View, 2–5 May for Mr. Daniel Okafor. Booking ${ref}, hotel confirmation ${conf}. Confirmation emailed to d.okafor@okaforlaw.ng.`, children) };
      },
    },

    // 05 support — refund pending x2, then succeeded, update ticket
    {
      domain: 'support', start: '2024-08-27T12:03:15Z', jsonArgs: false, model: 'claude-3-haiku-20240307',
      build(c, { A, L, T }) {
        const goal = 'Customer on ticket #77310 asks where the refund for return RMA-30391 is. Check it and update the ticket.';
        const re = 're_3Pq' + c.alnum(21, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789');
        const refund = (s) => ({ id: re, object: 'refund', amount: 12999, currency: 'eur', status: s, charge: 'ch_3Pq' + 'Lk8Vb2eZvK1x0aR4mN7sT9cD', created: 1724760050, ...(s === 'succeeded' ? { destination_details: { type: 'card', card: { reference: c.digits(23), reference_status: 'available', reference_type: 'acquirer_reference_number' } } } : {}), request_id: 'req_' + c.alnum(14, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789') });
        const children = [
          T('get_rma', { rma: 'RMA-30391' }, { rma: 'RMA-30391', order_id: 'ORD-552871', status: 'received', received_at: '2024-08-26T10:41:00Z', refund: { provider: 'stripe', refund_id: re, amount: 129.99, currency: 'EUR' } }),
          T('stripe_get_refund', { refund_id: re }, refund('pending')),
          L("The return was received yesterday and the refund was created but is still pending with the card network. These normally settle within minutes once the batch runs, so I'll check a couple more times before replying."),
          T('stripe_get_refund', { refund_id: re }, (c.wait(120), refund('pending'))),
          T('stripe_get_refund', { refund_id: re }, (c.wait(120), refund('succeeded'))),
          T('zendesk_update_ticket', { ticket_id: 77310, status: 'solved', public_reply: 'Hi Sofia, good news: the refund of €129.99 for your return RMA-30391 has now been processed to your card. Depending on your bank it can take 5–10 business days to appear on your statement. If you need it, your bank can trace it with the acquirer reference number we have on file.' }, { ticket: { id: 77310, status: 'solved', updated_at: c.isoS() } }),
        ];
        return { goal, root: A('support-agent', goal, 'Refund for RMA-30391 (€129.99) moved from pending to succeeded; I replied to the customer with the timeline and solved ticket #77310.', children) };
      },
    },

    // 06 research — Slurm job RUNNING (elapsed counter only) then COMPLETED, read log
    {
      domain: 'research', start: '2024-07-16T20:14:03Z', jsonArgs: false, model: 'gpt-4o-2024-05-13',
      build(c, { A, L, T }) {
        const goal = 'Run the ablation config configs/abl_no_rope.yaml on the cluster and report the final validation perplexity next to the baseline (12.41).';
        const job = c.digits(7);
        let elapsed = 0;
        const sq = () => { c.wait(600); elapsed += 600 + c.int(0, 4); const h = Math.floor(elapsed / 3600), m = Math.floor((elapsed % 3600) / 60), s = elapsed % 60; return `             JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)\n           ${job}       gpu abl_nor  mkhalil  R    ${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}      1 gpu-a100-17`; };
        const children = [
          T('run_shell', { cmd: 'sbatch --job-name=abl_norope --gres=gpu:4 --time=02:00:00 scripts/train.sh configs/abl_no_rope.yaml' }, `Submitted batch job ${job}`),
          L('Job submitted. Training for this config took about 40 minutes last time, so I will check the queue every 10 minutes.'),
          T('run_shell', { cmd: `squeue -j ${job}` }, sq()),
          T('run_shell', { cmd: `squeue -j ${job}` }, sq()),
          T('run_shell', { cmd: `squeue -j ${job}` }, sq()),
          T('run_shell', { cmd: `squeue -j ${job}` }, (c.wait(600), `             JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)`)),
          T('run_shell', { cmd: `sacct -j ${job} --format=JobID,State,Elapsed,ExitCode -n` }, `${job}        COMPLETED   00:41:07      0:0 \n${job}.batch  COMPLETED   00:41:07      0:0 `),
          T('run_shell', { cmd: `tail -n 5 logs/abl_norope-${job}.out` }, `[${c.logts()}] step 19500 | train_loss 2.498 | lr 1.2e-05\n[${c.logts()}] step 20000 | train_loss 2.491 | lr 1.0e-05\n[${c.logts()}] eval | val_loss 2.5843 | val_ppl 13.25\n[${c.logts()}] saved checkpoint to /scratch/mkhalil/ckpt/abl_norope/step_20000.pt\n[${c.logts()}] done in 2467.3s`),
        ];
        return { goal, root: A('research-agent', goal, `Job ${job} completed in 41 min. Without RoPE the final validation perplexity is 13.25 vs 12.41 for the baseline (+0.84, about 6.8% worse).`, children) };
      },
    },
  ],
};
