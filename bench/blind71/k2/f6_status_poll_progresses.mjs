// Healthy: polling a job until its status changes (queued -> running -> done), noise everywhere, then the result is used.
export const family = 'status_poll_progresses';
const J = (x) => JSON.stringify(x);
export const scenarios = [
  // 01 fossil micro-CT reconstruction -- Vercel AI SDK
  (N) => {
    const st = (s, pct, extra = {}) => ({ job: 'ct-recon-5512', state: s, progress: pct, node: N.host('gpu'), polled_at: N.iso(), ...extra });
    return {
      isolates: 'Polling a CT reconstruction job shows QUEUED, QUEUED, RUNNING 40%, RUNNING 85%, DONE with noise each time; the agent then downloads the volume and reports its size.',
      style: 'vercel',
      run: {
        goal: 'Reconstruct the micro-CT scan of the ichthyosaur skull block NHM-R.1158 and give the curator the volume link.', model: 'gpt-4o-mini', agentName: 'ct-lab',
        system: 'You run the palaeontology CT lab pipeline.',
        steps: [
          { calls: [{ name: 'submit_recon', args: { scan: 'NHM-R.1158', voxel_um: 24 }, out: { job: 'ct-recon-5512', state: 'QUEUED', position: 3 } }] },
          { calls: [{ name: 'job_status', args: { job: 'ct-recon-5512' }, out: st('QUEUED', 0, { position: 2 }) }] },
          { calls: [{ name: 'job_status', args: { job: 'ct-recon-5512' }, out: st('QUEUED', 0, { position: 1 }) }] },
          { calls: [{ name: 'job_status', args: { job: 'ct-recon-5512' }, out: st('RUNNING', 40, { eta_s: 610 }) }] },
          { calls: [{ name: 'job_status', args: { job: 'ct-recon-5512' }, out: st('RUNNING', 85, { eta_s: 140 }) }] },
          { calls: [{ name: 'job_status', args: { job: 'ct-recon-5512' }, out: st('DONE', 100, { output: 's3://ct-lab/recon/NHM-R.1158/vol_24um.tiff', bytes: 18734219264 }) }] },
        ],
        final: 'The reconstruction of NHM-R.1158 is finished: an 18.7 GB 24 µm TIFF volume at s3://ct-lab/recon/NHM-R.1158/vol_24um.tiff.',
      },
    };
  },
  // 02 medieval charter OCR -- LangGraph
  (N) => {
    const s = (state, extra) => ({ batch: 'ocr-charters-77', status: state, updated: N.http(), worker: N.pod('htr'), ...extra });
    return {
      isolates: 'Handwritten-text recognition batch moves from pending to processing (pages 3/12, 9/12) to completed; the agent then reads the transcription and answers.',
      style: 'langgraph',
      run: {
        goal: 'Transcribe the 12 folios of the Kelso Abbey charter scans and tell me which witness names appear.', model: 'gpt-4.1',
        system: 'You help archivists with HTR (handwritten text recognition) jobs.',
        steps: [
          { calls: [{ name: 'htr_status', args: { batch: 'ocr-charters-77' }, out: s('pending', { queue_len: 4 }) }] },
          { calls: [{ name: 'htr_status', args: { batch: 'ocr-charters-77' }, out: s('processing', { pages_done: 3, pages: 12 }) }] },
          { calls: [{ name: 'htr_status', args: { batch: 'ocr-charters-77' }, out: s('processing', { pages_done: 9, pages: 12 }) }] },
          { calls: [{ name: 'htr_status', args: { batch: 'ocr-charters-77' }, out: s('completed', { pages_done: 12, pages: 12, result_id: 'tx-' + N.hex(8) }) }] },
          { calls: [{ name: 'htr_result', args: { batch: 'ocr-charters-77' }, out: { witnesses: ['Willelmus de Morvill', 'Ricardus capellanus', 'Walterus filius Alani'], mean_cer: 0.071 } }] },
        ],
        final: 'All 12 folios are transcribed (character error rate about 7%). Witnesses: Willelmus de Morvill, Ricardus capellanus, Walterus filius Alani.',
      },
    };
  },
  // 03 rare goat breed genome assembly -- OpenAI Agents SDK
  (N) => {
    const s = (phase, extra) => J({ run: 'asm-bagot-03', phase, at: N.sqlts(), slurm_job: N.int(4400000, 4499999), ...extra });
    return {
      isolates: 'A genome assembly pipeline advances through phases (waiting, hifiasm, purge_dups, busco, finished) across polls; the agent then reports the assembly statistics.',
      style: 'oaiagents',
      run: {
        goal: 'Track the Bagot goat genome assembly and report N50 and BUSCO completeness when done.', model: 'gpt-4.1-mini', agentName: 'Genomics Runner',
        system: 'You monitor bioinformatics pipelines on the cluster.',
        steps: [
          { calls: [{ name: 'pipeline_status', args: { run: 'asm-bagot-03' }, out: s('waiting', { reason: 'Priority' }) }] },
          { calls: [{ name: 'pipeline_status', args: { run: 'asm-bagot-03' }, out: s('hifiasm', { elapsed: '2h11m' }) }] },
          { calls: [{ name: 'pipeline_status', args: { run: 'asm-bagot-03' }, out: s('purge_dups', { elapsed: '9h40m' }) }] },
          { calls: [{ name: 'pipeline_status', args: { run: 'asm-bagot-03' }, out: s('busco', { elapsed: '11h02m' }) }] },
          { calls: [{ name: 'pipeline_status', args: { run: 'asm-bagot-03' }, out: s('finished', { n50_mb: 94.2, total_gb: 2.91, busco_complete_pct: 97.8 }) }] },
        ],
        final: 'The Bagot goat assembly finished: 2.91 Gb total, contig N50 94.2 Mb, BUSCO completeness 97.8%.',
      },
    };
  },
  // 04 ice-road GPR survey -- Strands
  (N) => {
    const s = (st, extra) => ({ survey: 'GPR-ICE-0212', status: st, reported: N.epoch(), uplink: 'iridium-' + N.hex(4), ...extra });
    return {
      isolates: 'Ground-penetrating-radar processing for an ice road goes uploading, processing, processing 70%, ready; the agent then uses the minimum thickness to set the load limit.',
      style: 'strands',
      run: {
        goal: 'Set today\'s maximum vehicle weight for the Tibbitt-to-Contwoyto ice road km 80-120 from the GPR survey.', model: 'us.anthropic.claude-3-5-sonnet-20241022-v2:0',
        system: 'You support ice-road safety engineers. Load limit uses Gold\'s formula P = 4 h^2 (h in cm, P in kg).',
        steps: [
          { calls: [{ name: 'survey_status', args: { id: 'GPR-ICE-0212' }, out: s('uploading', { received_mb: 412, total_mb: 960 }) }] },
          { calls: [{ name: 'survey_status', args: { id: 'GPR-ICE-0212' }, out: s('processing', { pct: 20 }) }] },
          { calls: [{ name: 'survey_status', args: { id: 'GPR-ICE-0212' }, out: s('processing', { pct: 70 }) }] },
          { calls: [{ name: 'survey_status', args: { id: 'GPR-ICE-0212' }, out: s('ready', { min_thickness_cm: 96, min_at_km: 104.3, mean_cm: 118 }) }] },
          { text: 'Minimum 96 cm at km 104.3, so P = 4 x 96^2 = 36,864 kg.', calls: [{ name: 'post_load_limit', args: { segment: 'km80-120', max_kg: 36000 }, out: { posted: true, bulletin: 'IR-' + N.int(1000, 9999) } }] },
        ],
        final: 'Posted a 36 t limit for km 80-120 (thinnest ice 96 cm at km 104.3; Gold\'s formula gives 36.9 t, rounded down).',
      },
    };
  },
  // 05 fulldome render farm -- CrewAI
  (N) => {
    const q = (done, state) => `job 88102 "aurora_fulldome_8k" state=${state} frames=${done}/1440 farm=${N.host('rn')} at ${N.syslog()}`;
    return {
      isolates: 'A render-farm job\'s frame count rises on every poll (0, 310, 900, 1440) until it is complete; the agent then assembles the show and reports.',
      style: 'crewai',
      run: {
        goal: 'Get the 8K fulldome aurora sequence rendered and encoded for the planetarium projector.', model: 'gpt-4o', role: 'Render Wrangler',
        system: 'You manage a render farm for planetarium shows.',
        steps: [
          { text: 'Check the job state.', calls: [{ name: 'farm_status', args: { job: 88102 }, out: q(0, 'queued') }] },
          { text: 'Queued; I will check back.', calls: [{ name: 'farm_status', args: { job: 88102 }, out: q(310, 'rendering') }] },
          { text: 'About a fifth done, keep waiting.', calls: [{ name: 'farm_status', args: { job: 88102 }, out: q(900, 'rendering') }] },
          { text: 'Over half done.', calls: [{ name: 'farm_status', args: { job: 88102 }, out: q(1440, 'complete') }] },
          { text: 'All frames are done; encode them.', calls: [{ name: 'encode_dome_master', args: { job: 88102, codec: 'hap', fps: 30 }, out: { file: 'aurora_8k_hap.mov', size_gb: 212.6, duration: '00:00:48' } }] },
        ],
        final: 'The aurora sequence is rendered (1440 frames) and encoded as aurora_8k_hap.mov (212.6 GB, 48 s at 30 fps), ready for the projector.',
      },
    };
  },
  // 06 honey NMR adulteration assay -- Inspect AI
  (N) => {
    const s = (state, extra) => ({ sample: 'HNY-24-0931', state, lab_ref: 'LIMS-' + N.int(100000, 999999), updated: N.isoOff(), ...extra });
    return {
      isolates: 'A honey NMR assay status goes received, in_analysis, in_analysis (review), reported; the agent then gives the lot a pass based on the reported values.',
      style: 'inspect',
      run: {
        goal: 'Find out if the heather honey lot HNY-24-0931 passed the adulteration screen and release or hold it.', model: 'openai/gpt-4o-mini', agentName: 'honey_qc', tools: ['assay_status', 'set_lot_state'], sampleId: 42,
        system: 'You are a QC assistant at a honey packer.',
        steps: [
          { calls: [{ name: 'assay_status', args: { sample: 'HNY-24-0931' }, out: s('received') }] },
          { calls: [{ name: 'assay_status', args: { sample: 'HNY-24-0931' }, out: s('in_analysis', { instrument: '400 MHz NMR' }) }] },
          { calls: [{ name: 'assay_status', args: { sample: 'HNY-24-0931' }, out: s('in_analysis', { stage: 'second-analyst review' }) }] },
          { calls: [{ name: 'assay_status', args: { sample: 'HNY-24-0931' }, out: s('reported', { verdict: 'authentic', added_sugar_syrup: 'not detected', hmf_mg_kg: 8.1 }) }] },
          { calls: [{ name: 'set_lot_state', args: { lot: 'HNY-24-0931', state: 'released' }, out: 'ok' }] },
        ],
        final: 'HNY-24-0931 passed: NMR found no added sugar syrup, HMF 8.1 mg/kg. I released the lot.',
      },
    };
  },
];
