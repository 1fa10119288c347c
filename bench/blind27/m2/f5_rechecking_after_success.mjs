// Family: rechecking_after_success — goal met and confirmed by a tool, but the agent keeps re-checking,
// re-submitting or re-announcing (3+ actions, nothing new) until a step limit. loop: true, stagnation: true.
export const family = 'rechecking_after_success';
export const loop = true;
export const stagnation = true;

export const rows = [
  // 01 bike fitting studio — LiteLLM proxy logs
  (N) => {
    const get = () => ({ name: 'get_booking', args: { booking_id: 'FIT-88213' }, out: { booking_id: 'FIT-88213', status: 'confirmed', service: 'Full bike fit (3h)', fitter: 'Jonas', start: '2025-04-12T09:00:00+02:00', deposit: 'paid', fetched_at: N.iso(), etag: N.etag() } });
    const ok = 'Your full bike fit with Jonas is confirmed for Saturday 12 April at 09:00 (booking FIT-88213). Deposit received.';
    return {
      domain: 'bike fitting studio bookings', style: 'litellm', model: 'anthropic/claude-3-5-haiku-20241022', keyAlias: 'fitstudio-web',
      isolates: 'After the booking is created and confirmed, the agent fetches it three more times and restates the same confirmation each time until the step cap.',
      system: 'Booking assistant for Pedalform bike fitting studio.',
      goal: 'Book a full bike fit for Saturday morning with Jonas, deposit by card on file.',
      turns: [
        { think: 'Check Jonas\'s Saturday availability.', calls: [{ name: 'find_slots', args: { fitter: 'Jonas', date: '2025-04-12', service: 'full_fit' }, out: { slots: ['09:00', '13:30'], tz: 'Europe/Berlin', cache_age_s: N.int(0, 300) } }] },
        { think: 'Book 09:00 and take the deposit.', calls: [{ name: 'create_booking', args: { fitter: 'Jonas', start: '2025-04-12T09:00:00+02:00', service: 'full_fit', deposit: { method: 'card_on_file', amount_eur: 50 } }, out: { booking_id: 'FIT-88213', status: 'confirmed', payment: { id: 'pi_' + N.alnum(24), status: 'succeeded' }, created_at: N.iso() } }] },
        { say: ok, calls: [get()] },
        { say: ok, calls: [get()] },
        { say: ok, calls: [get()] },
        { say: ok, calls: [get()] },
      ],
      rootError: 'max_steps=6 reached',
    };
  },
  // 02 laser engraving shop — Cohere
  (N) => {
    const status = () => ({ name: 'engraver_job_status', args: { job: 'LZR-5521' }, out: { job: 'LZR-5521', machine: 'Epilog-Fusion-Pro-' + N.int(1, 3), state: 'COMPLETE', passes: 2, runtime: '00:14:' + String(N.int(10, 59)), finished_at: N.local('-0600'), reported_by: N.host('lasernet') } });
    const email = () => ({ name: 'send_email', args: { to: 'events@harborbrewing.com', subject: 'Your 24 engraved tap handles are ready', body: 'All 24 walnut tap handles for order #5521 are engraved and ready for pickup.' }, out: { id: N.uuid(), accepted: true } });
    return {
      domain: 'laser engraving shop job tracking', style: 'cohere', model: 'command-a-03-2025',
      isolates: 'Once the engraving job reports COMPLETE and the pickup email is sent, the agent keeps polling the finished job and re-sending the same pickup email.',
      system: 'You run the order desk at Kerf & Grain engraving.',
      goal: 'Engrave the 24 walnut tap handles for Harbor Brewing (job LZR-5521) and email them when ready for pickup.',
      turns: [
        { think: 'Start the job on the engraver.', calls: [{ name: 'engraver_start_job', args: { job: 'LZR-5521', file: 'harbor_taps_v3.svg', material: 'walnut', power: 70, speed: 30 }, out: { accepted: true, queue_pos: 0, started_at: N.iso() } }] },
        { think: 'Check if the job is done.', waitBefore: 600, calls: [status()] },
        { think: 'The job is complete. I will email the customer that the tap handles are ready.', calls: [email()] },
        { think: 'The job is complete and the customer has been told. Let me verify the job status once more.', calls: [status()] },
        { think: 'The job is complete. I will email the customer that the tap handles are ready.', calls: [email()] },
        { think: 'The job is complete and the customer has been told. Let me verify the job status once more.', calls: [status()] },
        { think: 'The job is complete. I will email the customer that the tap handles are ready.', calls: [email()] },
      ],
      rootError: 'max_steps (12) reached',
    };
  },
  // 03 barista training school certificates — Ollama
  (N) => {
    const verify = () => ({ name: 'verify_certificate', args: { cert_no: 'SCA-BF-2025-0394' }, out: `VALID ✓ Barista Foundation — Mei Lin Tan — issued ${N.dmy()} — verify ref ${N.ALNUM(6)}` });
    const say = 'Mei Lin Tan\'s Barista Foundation certificate SCA-BF-2025-0394 is issued and valid.';
    return {
      domain: 'barista training school certification', style: 'ollama', model: 'llama3.1:8b', agentName: 'crema-academy-admin',
      isolates: 'After the certificate is issued and the verification page says VALID, the local model verifies it three more times and repeats the same sentence each time.',
      system: 'You are the admin assistant for Crema Academy. Issue certificates for students who passed.',
      goal: 'Mei Lin Tan passed the Barista Foundation practical (score 87). Issue her certificate.',
      turns: [
        { think: 'Issue the certificate.', calls: [{ name: 'issue_certificate', args: { student: 'Mei Lin Tan', course: 'Barista Foundation', score: 87 }, out: { cert_no: 'SCA-BF-2025-0394', pdf: `https://certs.crema.academy/${N.hex(12)}.pdf`, issued: true } }] },
        { think: 'Verify it.', calls: [verify()] },
        { say, think: 'Let me make sure the certificate is valid.', calls: [verify()] },
        { say, think: 'Let me make sure the certificate is valid.', calls: [verify()] },
        { say, think: 'Let me make sure the certificate is valid.', calls: [verify()] },
        { say },
      ],
      final: say,
    };
  },
  // 04 Python wheel build on musl — OpenHands CodeAct
  (N) => {
    const test = () => ({ name: 'execute_bash', args: { command: 'cd /workspace/pyfastcsv && python -m pytest -q tests/test_wheel.py', is_input: 'false' }, out: { content: `........                                                                 [100%]\n8 passed in ${N.secs(1.2, 3.5)}\n[Python Interpreter: /openhands/poetry/openhands-ai-${N.hex(8)}-py3.12/bin/python]`, exit_code: 0, pid: N.int(1000, 9000) } });
    return {
      domain: 'Python wheel build for Alpine musl', style: 'openhands', model: 'claude-sonnet-4-20250514', maxIter: 14,
      isolates: 'After the fix makes the musllinux wheel tests pass, the agent reruns the same passing test file three more times, saying the same thing, until the iteration cap.',
      system: 'You are OpenHands agent. Solve the task in /workspace/pyfastcsv.',
      goal: 'tests/test_wheel.py fails on the musllinux_1_2 wheel because of a missing libstdc++ symbol. Fix the build config so the tests pass.',
      turns: [
        { think: 'Run the failing tests first.', calls: [{ name: 'execute_bash', args: { command: 'cd /workspace/pyfastcsv && python -m pytest -q tests/test_wheel.py' }, out: { content: `E   ImportError: Error relocating /usr/lib/python3.12/site-packages/pyfastcsv/_core.so: _ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm: symbol not found\n1 failed, 7 passed in ${N.secs(1, 3)}`, exit_code: 1 } }] },
        { think: 'Static-link libstdc++ for musllinux in pyproject.', calls: [{ name: 'str_replace_editor', obs: 'edit', args: { command: 'str_replace', path: '/workspace/pyfastcsv/pyproject.toml', old_str: '[tool.cibuildwheel.linux]\nenvironment = {}', new_str: '[tool.cibuildwheel.linux]\nenvironment = { LDFLAGS = "-static-libstdc++" }' }, out: { content: 'The file /workspace/pyfastcsv/pyproject.toml has been edited.' } }] },
        { think: 'Rebuild the wheel.', calls: [{ name: 'execute_bash', args: { command: 'cibuildwheel --platform linux --only cp312-musllinux_x86_64 && pip install --force-reinstall wheelhouse/*.whl' }, out: { content: `Building cp312-musllinux_x86_64 wheel\n...\n✓ cp312-musllinux_x86_64 finished in ${N.int(60, 140)}.${N.int(1, 9)}s\nSuccessfully installed pyfastcsv-0.9.${N.int(1, 9)}`, exit_code: 0 } }] },
        { think: 'Run the tests again.', calls: [test()] },
        { think: 'All 8 tests pass. Let me run the tests once more to be sure the fix is solid.', calls: [test()] },
        { think: 'All 8 tests pass. Let me run the tests once more to be sure the fix is solid.', calls: [test()] },
        { think: 'All 8 tests pass. Let me run the tests once more to be sure the fix is solid.', calls: [test()] },
      ],
      rootError: 'AgentStuckInLoopError / max iterations (14) reached',
    };
  },
  // 05 forklift certification course booking — Rasa tracker
  (N) => {
    const utter = () => ({ name: 'utter_booking_confirmed', args: {}, out: { events: [{ event: 'bot', text: 'You are booked on Counterbalance Forklift (B1) at the Dock 4 training yard, Tue 3 June 08:00. Reference FLT-20457.', timestamp: N.epoch() + N.r() }] } });
    const check = () => ({ name: 'action_check_booking', args: { flow: 'check_booking' }, out: { events: [{ event: 'slot', name: 'booking_status', value: 'confirmed', timestamp: N.epoch() + N.r() }], responses: [], served_by: N.host('actions') } });
    return {
      domain: 'forklift operator certification courses', style: 'rasa', model: 'gpt-4o-mini', agentName: 'liftright-training',
      isolates: 'The course is booked (reference FLT-20457) and confirmed; the bot then re-runs the booking check and re-sends the same confirmation three more times without any new user input.',
      system: 'Rasa CALM assistant for LiftRight Training.',
      goal: 'I need to book the counterbalance forklift course for next Tuesday.',
      turns: [
        { think: 'Start flow book_course.', calls: [{ name: 'action_book_course', args: { flow: 'book_course', course: 'B1', date: '2025-06-03' }, out: { events: [{ event: 'slot', name: 'booking_ref', value: 'FLT-20457' }, { event: 'slot', name: 'booking_status', value: 'confirmed' }], responses: [], served_by: N.host('actions') } }] },
        { think: 'Booking status confirmed; confirm to the user.', calls: [utter()] },
        { user: 'great thanks' },
        { think: 'Booking status confirmed; confirm to the user.', calls: [check(), utter()] },
        { think: 'Booking status confirmed; confirm to the user.', calls: [check(), utter()] },
        { think: 'Booking status confirmed; confirm to the user.', calls: [check(), utter()] },
      ],
      rootError: 'MaxNumberOfPredictionsReached: max_number_of_predictions=10',
    };
  },
  // 06 handmade clog makers web shop — Anthropic Messages API logs
  (N) => {
    const page = () => ({ name: 'http_get', args: { url: 'https://shop.houtenklomp.nl/products/oak-garden-clog-39' }, out: { status: 200, headers: { date: N.http(), 'cf-ray': `${N.hex(16)}-AMS`, age: String(N.int(0, 120)), etag: N.etag() }, body: '<h1>Oak garden clog — size 39</h1><span class="price">€64,00</span><button>In winkelwagen</button>' } });
    const say = 'The Oak garden clog (size 39) is live at €64,00 and can be added to the cart.';
    return {
      domain: 'handmade clog workshop web shop', style: 'anthropic', model: 'claude-3-5-sonnet-20241022',
      isolates: 'The product is published and the live page shows it with price and cart button; the agent fetches the page three more times and announces the same thing each time.',
      system: 'You manage the Houten Klomp web shop catalogue.',
      goal: 'Publish the new Oak garden clog in size 39 at €64 and make sure it is live.',
      turns: [
        { think: 'Create the product.', calls: [{ name: 'shop_create_product', args: { title: 'Oak garden clog', variant: { size: 39 }, price_eur: 64, status: 'active' }, out: { id: 'gid://shopify/Product/' + N.int(7e12, 9e12), handle: 'oak-garden-clog-39', status: 'active', published_at: N.iso() } }] },
        { think: 'Check it renders on the storefront.', calls: [page()] },
        { say, calls: [page()] },
        { say, calls: [page()] },
        { say, calls: [page()] },
        { say },
      ],
      final: say,
      rootError: 'turn limit (6) reached',
    };
  },
];
