// Family 10 (healthy): reading many similar but different records (same tool, same output
// template, different contents), then a summary.
import { styler, span, httpResp } from './lib.mjs';

export const FAMILY = {
  name: 'similar_records_sweep',
  loop: false,
  stagnation: false,
  summary: 'Same tool called over many different records with the same output template but different contents; ends with a summary.',
};

export const rows = [
  {
    n: '01', domain: 'matcha import lab certificates', style: 'openinference', start: '2025-05-12T02:10:00Z',
    isolates: 'The import agent reads 10 certificates of analysis with the same tool and template, each with different lots and residue values, then summarises which two lots exceed EU limits.',
    goal: 'Check the lab certificates for the 10 matcha lots in container MSKU-7781203 against EU pesticide and radiation limits before customs release.',
    build(c) {
      const s = styler('openinference', c, { model: 'gpt-4o' });
      const lots = [
        ['UJ-2501', 'Uji', 0.004, 0.01, '<1.0'], ['UJ-2502', 'Uji', 0.002, 0.00, '<1.0'], ['NS-1107', 'Nishio', 0.031, 0.02, '<1.0'], ['NS-1108', 'Nishio', 0.006, 0.03, '1.2'],
        ['KG-0440', 'Kagoshima', 0.009, 0.07, '<1.0'], ['KG-0441', 'Kagoshima', 0.011, 0.06, '<1.0'], ['SZ-3310', 'Shizuoka', 0.003, 0.01, '2.4'], ['SZ-3311', 'Shizuoka', 0.002, 0.02, '<1.0'],
        ['YM-0902', 'Yame', 0.005, 0.12, '<1.0'], ['YM-0903', 'Yame', 0.004, 0.01, '<1.0'],
      ];
      const ch = [];
      ch.push(s.llm({ msgs: [['system', 'You are the compliance assistant for Kumo Tea Imports.'], ['user', 'Check the 10 CoAs for container MSKU-7781203.']], calls: lots.slice(0, 5).map((l) => ['read_coa', { lot: l[0] }]) }));
      const coa = (l) => ({ lot: l[0], origin: l[1], lab: c.pick(['Japan Food Research Labs', 'SGS Yokohama', 'Eurofins Kobe']), report_no: `R${c.digits(8)}`, issued: c.ymd(), results: { 'clothianidin_mg_kg': l[2], 'anthraquinone_mg_kg': l[3], 'Cs-134+137_Bq_kg': l[4], 'lead_mg_kg': +(c.rand() * 0.3).toFixed(2) }, pdf_pages: c.int(2, 4), ocr_confidence: +(0.9 + c.rand() * 0.09).toFixed(3) });
      lots.slice(0, 5).forEach((l) => ch.push(s.tool('read_coa', { lot: l[0] }, coa(l))));
      ch.push(s.llm({ msgs: [['tool', '5 certificates read']], text: 'NS-1107 clothianidin 0.031 mg/kg is above the EU MRL of 0.02 for tea; KG-0440 anthraquinone 0.07 is above 0.02. Reading the remaining five.', calls: lots.slice(5).map((l) => ['read_coa', { lot: l[0] }]) }));
      lots.slice(5).forEach((l) => ch.push(s.tool('read_coa', { lot: l[0] }, coa(l))));
      ch.push(s.llm({ msgs: [['tool', '5 more certificates']], text: 'Summary for MSKU-7781203 (10 lots):\n- Over EU limits: NS-1107 (clothianidin 0.031 > 0.02 mg/kg), KG-0440 (anthraquinone 0.07 > 0.02), KG-0441 (anthraquinone 0.06 > 0.02), YM-0902 (anthraquinone 0.12 > 0.02).\n- Radiation: all lots ≤ 2.4 Bq/kg Cs, far below 100.\n- Compliant: UJ-2501, UJ-2502, NS-1108, SZ-3310, SZ-3311, YM-0903.\nRecommend holding the 4 non-compliant lots and releasing the other 6.' }));
      return s.agent('ComplianceAgent', { input: 'Check the 10 CoAs for container MSKU-7781203.' }, { output: '4 lots non-compliant, 6 releasable' }, ch, { 'session.id': c.uuid() });
    },
  },

  {
    n: '02', domain: 'denim washing plant batch reports', style: 'langfuse', start: '2025-02-19T06:00:00Z',
    isolates: 'The agent fetches 12 stone-wash batch reports with the same tool and template (different shades, pumice use, water and rejects), then summarises the night shift and flags one off-shade batch.',
    goal: 'Summarise last night\'s 12 stone-wash batches at the denim laundry: shade pass rate, chemical and water use, and any batch needing re-wash.',
    build(c) {
      const s = styler('langfuse', c, { model: 'gpt-4o-mini' });
      const b = [
        [1, 'SW-Mid', 'pass', 180, 14.2, 2], [2, 'SW-Mid', 'pass', 175, 13.8, 0], [3, 'SW-Light', 'pass', 220, 16.9, 1], [4, 'SW-Light', 'pass', 215, 16.4, 3],
        [5, 'Acid-Grey', 'pass', 160, 12.1, 0], [6, 'Acid-Grey', 'fail (ΔE 2.7)', 160, 12.3, 11], [7, 'SW-Dark', 'pass', 140, 10.8, 1], [8, 'SW-Dark', 'pass', 145, 11.0, 0],
        [9, 'SW-Mid', 'pass', 182, 14.0, 2], [10, 'Enzyme-Soft', 'pass', 0, 9.6, 1], [11, 'Enzyme-Soft', 'pass', 0, 9.4, 0], [12, 'SW-Light', 'pass', 218, 16.7, 2],
      ];
      const ch = [];
      ch.push(s.llm({ msgs: [['system', 'You are the laundry shift analyst.'], ['user', 'Summarise the 12 night-shift batches (machines M1-M4).']], calls: [['list_batches', { shift: 'night', date: '2025-02-18' }]] }));
      ch.push(s.tool('list_batches', { shift: 'night', date: '2025-02-18' }, { batches: b.map((x) => `NB-0218-${String(x[0]).padStart(2, '0')}`), cursor: null }));
      b.forEach((x, i) => {
        if (i % 4 === 0) ch.push(s.llm({ msgs: [['tool', 'batch reports']], calls: b.slice(i, i + 4).map((y) => ['get_batch_report', { batch: `NB-0218-${String(y[0]).padStart(2, '0')}` }]) }));
        ch.push(s.tool('get_batch_report', { batch: `NB-0218-${String(x[0]).padStart(2, '0')}` }, { batch: `NB-0218-${String(x[0]).padStart(2, '0')}`, machine: `M${(x[0] % 4) + 1}`, recipe: x[1], garments: 120, pumice_kg: x[3], water_m3: x[4], shade_check: x[2], rejects: x[5], started: c.syslog(), cycle_min: c.int(70, 105), plc_counter: c.int(10000, 99999) }));
      });
      ch.push(s.llm({ msgs: [['tool', 'all 12']], text: 'Night shift 18 Feb — 12 batches, 1,440 garments:\n- Shade: 11/12 pass; NB-0218-06 (Acid-Grey, M3) failed at ΔE 2.7 with 11 rejects → re-wash with 10% shorter bleach step.\n- Pumice: 1,795 kg total (enzyme batches 10-11 used none).\n- Water: 156.2 m³ (10.8 L per garment).\n- Rejects: 23 (1.6%), 11 of them from batch 06.' }));
      return s.agent('shift-summary', { shift: 'night', date: '2025-02-18' }, { summary: '11/12 shade pass; re-wash NB-0218-06' }, ch, { 'langfuse.trace.name': 'laundry-shift-summary', tags: ['denim', 'night'] });
    },
  },

  {
    n: '03', domain: 'sports broadcast graphics templates', style: 'mlflow', start: '2025-08-15T17:30:00Z',
    isolates: 'The agent opens 8 lower-third graphics templates with the same read tool (same JSON shape, different fields and fonts), finds two with a missing sponsor slot, and reports.',
    goal: 'Check that all 8 lower-third templates for Saturday\'s rugby broadcast have the new sponsor slot and the updated team colours.',
    build(c) {
      const s = styler('mlflow', c, { model: 'gpt-4o' });
      const t = [
        ['LT_player_name', true, '#0B2545', 'Barlow Condensed'], ['LT_player_stats', true, '#0B2545', 'Barlow Condensed'], ['LT_sinbin_clock', false, '#0B2545', 'Barlow Condensed'], ['LT_score_bug', true, '#13315C', 'Barlow'],
        ['LT_substitution', true, '#0B2545', 'Barlow Condensed'], ['LT_referee_decision', false, '#8D0801', 'Barlow Condensed'], ['LT_commentator', true, '#0B2545', 'Barlow'], ['LT_weather', true, '#0B2545', 'Barlow'],
      ];
      const ch = [];
      ch.push(s.llm({ msgs: [['user', 'Check the 8 lower-third templates for the sponsor slot and team colours (#0B2545 home).']], calls: [['list_templates', { show: 'rugby-sat' }]] }));
      ch.push(s.tool('list_templates', { show: 'rugby-sat' }, { templates: t.map((x) => x[0] + '.vizrt.json') }));
      ch.push(s.llm({ msgs: [['tool', '8 templates']], calls: t.map((x) => ['read_template', { name: x[0] }]) }));
      t.forEach((x) => ch.push(s.tool('read_template', { name: x[0] }, JSON.stringify({ name: x[0], version: c.int(3, 19), modified: c.isoOff(60), modified_by: c.pick(['gfx-op-2', 'gfx-op-5', 'design-lead']), fields: c.int(3, 9), sponsor_slot: x[1] ? { id: 'spons_' + c.low(6), size: '320x60' } : null, primary_colour: x[2], font: x[3], checksum: c.crc32() }))));
      ch.push(s.llm({ msgs: [['tool', '8 templates read']], text: 'Findings:\n- Missing sponsor slot: LT_sinbin_clock, LT_referee_decision.\n- Wrong colour: LT_score_bug uses #13315C (old navy) and LT_referee_decision uses #8D0801 (red, intentional for decisions? confirm with design).\n- The other 5 templates are correct.' }));
      return s.agent('gfx_checker', { request: 'Check lower thirds' }, { result: '2 missing sponsor slot, 1-2 colour issues' }, ch, { 'mlflow.traceRequestId': 'tr-' + c.hex(32) });
    },
  },

  {
    n: '04', domain: 'hair restoration clinic consent forms', style: 'gemini', start: '2025-09-08T07:45:00Z',
    isolates: 'A Gemini function-calling agent reads 13 patient consent forms one by one (same fields, different patients and procedures), then lists the two forms missing a witness signature.',
    goal: 'Before today\'s FUE surgeries, verify that the 13 scheduled patients\' consent forms are complete (signature, witness, graft count, photo consent).',
    build(c) {
      const s = styler('gemini', c, { model: 'gemini-2.5-flash' });
      const p = [
        ['P-3301', 'FUE 2200 grafts', true, true, true], ['P-3307', 'FUE 1800 grafts', true, false, true], ['P-3312', 'FUE 3000 grafts', true, true, false], ['P-3318', 'Beard FUE 900 grafts', true, true, true],
        ['P-3320', 'FUE 2500 grafts', true, true, true], ['P-3324', 'Eyebrow 350 grafts', true, false, true], ['P-3329', 'FUE 2000 grafts', true, true, true], ['P-3333', 'FUE 1500 grafts + PRP', true, true, true], ['P-3340', 'FUE 2800 grafts', true, true, true],
        ['P-3344', 'FUE 1200 grafts (repair)', true, true, true], ['P-3349', 'FUE 2400 grafts', true, true, true], ['P-3351', 'Crown FUE 1600 grafts', true, true, true], ['P-3356', 'FUE 2100 grafts', true, true, false],
      ];
      const ch = [];
      ch.push(s.llm({ msgs: [['user', 'Verify consent forms for today\'s 13 FUE patients.']], calls: [['list_today_patients', { date: c.ymd() }]] }));
      ch.push(s.tool('list_today_patients', { date: c.ymd() }, { patients: p.map((x) => x[0]) }));
      p.forEach((x, i) => {
        ch.push(s.llm({ msgs: [['tool', i ? `form ${p[i - 1][0]}` : 'patient list']], calls: [['get_consent_form', { patient: x[0] }]] }));
        ch.push(s.tool('get_consent_form', { patient: x[0] }, { patient: x[0], procedure: x[1], patient_signed: x[2], signed_at: c.isoOff(-c.int(1, 30) * 1440), witness_signed: x[3], photo_consent: x[4], form_version: 'HR-CF-v' + c.pick([4, 5]), docusign_envelope: c.uuid() }));
      });
      ch.push(s.llm({ msgs: [['tool', 'all 9 forms']], text: 'Consent check for 13 patients:\n- Missing witness signature: P-3307 (FUE 1800) and P-3324 (eyebrow 350) — get witnessed before surgery.\n- P-3312 and P-3356 declined photo consent: no before/after photos for marketing (clinical photos still OK).\n- The other 9 forms are complete.' }));
      return s.agent('consent-checker', { task: 'Verify consent forms' }, { done: true }, ch);
    },
  },

  {
    n: '05', domain: 'S3 bucket public-access audit', style: 'plain', start: '2025-07-07T12:00:00Z',
    isolates: 'Plain message-level trace: the agent calls get_public_access_block and get_bucket_policy for each of 14 buckets (same JSON shapes, different names, policies and block settings), then reports the three that allow public reads.',
    goal: 'Audit the 14 S3 buckets in the media account for public read access and list any that need fixing.',
    build(c) {
      const s = styler('plain', c, { model: 'gpt-4.1-mini' });
      const bk = [
        ['media-raw-uploads', false, true], ['media-transcodes', false, true], ['media-thumbs-public', true, false], ['media-logs', false, true], ['media-backup-glacier', false, true], ['press-kit-downloads', true, false], ['media-staging', false, true],
        ['media-subtitles', false, true], ['old-website-assets', true, false], ['media-cdn-origin', false, true], ['media-audit-trail', false, true], ['media-ml-features', false, true], ['tmp-editor-exports', false, false], ['media-archive-2019', false, true],
      ];
      const ch = [];
      ch.push(s.llm({ msgs: [['system', 'You are a cloud security assistant with read-only AWS tools.'], ['user', 'Audit the media account buckets for public read access.']], calls: [['list_buckets', {}]] }));
      ch.push(s.tool('list_buckets', {}, { Buckets: bk.map((x) => ({ Name: x[0], CreationDate: c.isoOff(-c.int(100, 2000) * 1440) })), Owner: { ID: c.hex(64) }, ResponseMetadata: { RequestId: c.hex(16).toUpperCase(), HTTPStatusCode: 200 } }));
      for (let i = 0; i < bk.length; i += 5) {
        const part = bk.slice(i, i + 5);
        ch.push(s.llm({ msgs: [['tool', i ? 'policies' : 'bucket list']], calls: part.flatMap((x) => [['get_public_access_block', { bucket: x[0] }], ['get_bucket_policy', { bucket: x[0] }]]) }));
        part.forEach((x) => ch.push(s.tool('get_public_access_block', { bucket: x[0] }, { PublicAccessBlockConfiguration: { BlockPublicAcls: x[2], BlockPublicPolicy: x[2], IgnorePublicAcls: x[2], RestrictPublicBuckets: x[2] }, ResponseMetadata: { RequestId: c.hex(16).toUpperCase(), HostId: c.b62(56), HTTPStatusCode: 200, RetryAttempts: 0 } })));
        part.forEach((x) => ch.push(s.tool('get_bucket_policy', { bucket: x[0] }, { Bucket: x[0], Policy: x[1] ? JSON.stringify({ Version: '2012-10-17', Statement: [{ Sid: 'PublicRead', Effect: 'Allow', Principal: '*', Action: 's3:GetObject', Resource: `arn:aws:s3:::${x[0]}/*` }] }) : null, ResponseMetadata: { RequestId: c.hex(16).toUpperCase(), HostId: c.b62(56), HTTPStatusCode: 200 } })));
      }
      ch.push(s.llm({ msgs: [['tool', 'all policies']], text: 'Public read access found in 3 of 14 buckets:\n1. media-thumbs-public — Principal "*" GetObject; intended? it is the CDN thumbnail bucket, consider serving via CloudFront OAC instead.\n2. press-kit-downloads — public policy; likely intentional, confirm with comms.\n3. old-website-assets — public policy on a legacy bucket; recommend removing.\nAlso: tmp-editor-exports has Block Public Access fully disabled (no policy yet) — turn it on.' }));
      return span('agent', 'agent', { task: 'Audit media account buckets' }, { status: 'completed' }, ch);
    },
  },

  {
    n: '06', domain: 'tea estate plucking round logs', style: 'springai', start: '2025-04-29T03:30:00Z',
    isolates: 'A Spring AI agent reads the plucking logs of 10 estate sections with the same tool (same fields, different yields and leaf quality), then reports the two sections behind their plucking round.',
    goal: 'Review yesterday\'s plucking logs for the 10 sections of the Glenmara tea estate and flag sections falling behind their 7-day round.',
    build(c) {
      const s = styler('springai', c, { model: 'gpt-4o' });
      const sec = [
        ['S01', 412, 78, 6], ['S02', 388, 74, 7], ['S03', 290, 69, 9], ['S04', 455, 81, 7], ['S05', 301, 72, 6],
        ['S06', 366, 77, 7], ['S07', 248, 61, 10], ['S08', 402, 80, 7], ['S09', 377, 76, 6], ['S10', 420, 79, 7],
      ];
      const ch = [];
      ch.push(s.llm({ msgs: [['system', 'You assist the Glenmara estate field manager.'], ['user', 'Review yesterday\'s plucking logs; flag sections behind the 7-day round.']], calls: sec.map((x) => ['plucking_log', { section: x[0], date: '2025-04-28' }]) }));
      sec.forEach((x) => ch.push(s.tool('plucking_log', { section: x[0], date: '2025-04-28' }, `{"section":"${x[0]}","date":"2025-04-28","pluckers":${c.int(14, 32)},"green_leaf_kg":${x[1]},"fine_leaf_pct":${x[2]},"days_since_last_round":${x[3]},"weighed_at":"${c.euro()}","scale":"WS-${c.int(1, 4)}","entry_id":"${c.ulid()}"}`)));
      ch.push(s.llm({ msgs: [['tool', '10 logs']], text: 'Yesterday: 3,659 kg green leaf across 10 sections.\nBehind the 7-day round: S03 (day 9, fine leaf down to 69%) and S07 (day 10, fine leaf 61%, lowest yield 248 kg) — move 8 pluckers from S04/S08 (ahead on quality) to S07 today and S03 tomorrow.\nAll other sections are on day 6-7 with fine leaf 72-81%.' }));
      return s.agent('PluckingReviewAgent', { user: 'field-manager' }, { content: 'S03 and S07 behind round' }, ch, { 'spring.ai.chat.client.advisors': ['SimpleLoggerAdvisor'] });
    },
  },
];
