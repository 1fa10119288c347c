// Family 1: long-turn-restated (loop: true, stagnation: true)
// A long reasoning step / assistant message (25+ words) is said again near-verbatim
// with nothing new observed in between; the run then stops without success.

export const family = 'long-turn-restated';
export const loop = true;
export const stagnation = true;

export const rows = [
  // 01 ─ veterinary clinic, LangGraph-style graph with ChatOpenAI node
  {
    isolates: 'A long scheduling rationale is restated almost word for word after re-reading an unchanged anesthesia rota, and the booking is never made.',
    goal: 'Book a dental cleaning under anesthesia for Biscuit (canine, patient VC-20931) next week with Dr. Okafor, and make sure a vet tech is on the anesthesia rota for that slot.',
    make(c) {
      const K = [];
      const sys = { role: 'system', content: 'You are the front-desk scheduling assistant for Riverbend Veterinary Hospital. Use the tools to read records and schedules. Never book anesthesia procedures without a monitoring technician.' };
      const user = { role: 'user', content: this.goal };
      K.push(c.llm('ChatOpenAI', [sys, user], 'I will first pull Biscuit\'s record to confirm the pre-anesthetic bloodwork is current, then look at Dr. Okafor\'s procedure slots for next week.'));
      c.tick();
      K.push(c.tool('get_patient', { patient_id: 'VC-20931', include: ['labs', 'alerts'] }, {
        patient_id: 'VC-20931', name: 'Biscuit', species: 'canine', breed: 'Cavalier King Charles Spaniel', sex: 'MN', dob: '2016-03-11',
        weight_kg: 9.4, owner: { id: 'CL-8812', name: 'Hannah Lindqvist', phone: '+1-503-555-0143' },
        alerts: ['MVD grade 2 murmur - cardiology cleared 2024-01'], labs: [{ panel: 'Pre-anesthetic CBC/Chem', collected: c.date(-9), status: 'final', flags: [] }],
        retrieved_at: c.iso(), request_id: c.reqId('vc_'),
      }));
      c.tick();
      const week = c.date(5);
      K.push(c.tool('get_provider_schedule', { provider_id: 'DVM-OKAFOR', week_of: week, min_block_minutes: 90 }, {
        provider_id: 'DVM-OKAFOR', week_of: week, timezone: 'America/Los_Angeles',
        open_blocks: [{ day: 'Thu', start: '09:00', end: '10:30', room: 'Dental 1' }],
        booked_blocks: 14, note: 'Mon-Wed fully booked; Fri is surgical outreach day',
        generated_at: c.iso(),
      }));
      c.tick();
      const rota = () => ({
        date: c.date(8), shift: 'AM', anesthesia_techs: [
          { tech_id: 'T-041', name: 'Priya Raman', status: 'leave', note: 'PTO approved' },
          { tech_id: 'T-057', name: 'Marcus Bell', status: 'assigned', assignment: 'Surgical Suite 2', until: '11:00' },
        ], unassigned_techs: [], generated_at: c.iso(), etag: c.etag(),
      });
      K.push(c.tool('get_anesthesia_rota', { date: c.date(8), shift: 'AM' }, rota()));
      c.tick();
      const r1 = 'Dr. Okafor\'s only 90-minute opening next week is Thursday at 09:00, but the anesthesia rota shows Priya on leave that day and Marcus tied up in Surgical Suite 2 until 11:00, so there is no tech free to monitor Biscuit during induction. I can\'t book a dental under anesthesia without a monitoring tech, so the right move is to check whether another tech can be moved onto the Thursday morning rota before I hold the slot.';
      K.push(c.llm('ChatOpenAI', [sys, user, { role: 'tool', name: 'get_anesthesia_rota', content: '{"anesthesia_techs":[{"name":"Priya Raman","status":"leave"},{"name":"Marcus Bell","status":"assigned","until":"11:00"}]}' }], r1));
      c.tick(2000, 6000);
      K.push(c.tool('get_anesthesia_rota', { date: c.date(8), shift: 'AM' }, rota()));
      c.tick();
      const r2 = 'Dr. Okafor\'s only 90-minute opening next week is Thursday at 09:00, but the anesthesia rota shows Priya on leave that day and Marcus is tied up in Surgical Suite 2 until 11:00, so no tech is free to monitor Biscuit during induction. I can\'t book a dental under anesthesia without a monitoring tech, so the right move is to check whether another tech can be moved onto the Thursday morning rota before holding the slot.';
      K.push(c.llm('ChatOpenAI', [sys, user, { role: 'tool', name: 'get_anesthesia_rota', content: '{"anesthesia_techs":[{"name":"Priya Raman","status":"leave"},{"name":"Marcus Bell","status":"assigned","until":"11:00"}]}' }], r2));
      return c.agent('vet_scheduler_graph', this.goal,
        'I was not able to book Biscuit\'s dental. The only open slot with Dr. Okafor next week (Thu 09:00, Dental 1) has no anesthesia technician available. Please ask the practice manager to adjust the Thursday AM rota and I can book it then.', K);
    },
  },

  // 02 ─ coding, Claude Code transcript (Bash/Read/Grep)
  {
    isolates: 'The agent re-runs an unchanged failing test instead of editing, then repeats its long diagnosis nearly verbatim and runs out of turns.',
    goal: 'test_invoice_rounding in billing/tests started failing after the Decimal refactor. Please fix it.',
    make(c) {
      const K = [];
      const M = 'claude-sonnet-4-20250514';
      const tu = () => 'toolu_01' + c.b62(22);
      K.push(c.llm(M, [{ role: 'user', content: this.goal }], 'I\'ll run the failing test first to see the actual assertion.'));
      const pytest = () => {
        const seed = c.int(1000000000, 4294967295);
        const t = c.secs(0.6, 1.1);
        return `============================= test session starts ==============================\nplatform linux -- Python 3.11.8, pytest-8.1.1, pluggy-1.4.0\nUsing --randomly-seed=${seed}\nrootdir: /home/dev/acme-billing\nconfigfile: pyproject.toml\nplugins: randomly-3.15.0, cov-4.1.0\ncollected 24 items\n\nbilling/tests/test_invoice.py ...........F............                    [100%]\n\n=================================== FAILURES ===================================\n____________________________ test_invoice_rounding _____________________________\n\n    def test_invoice_rounding():\n        inv = Invoice(lines=[Line(qty=3, unit=Decimal("3.348333"))])\n>       assert inv.total() == Decimal("10.05")\nE       AssertionError: assert Decimal('10.04') == Decimal('10.05')\nE        +  where Decimal('10.04') = <bound method Invoice.total of Invoice(id=None, lines=1)>()\n\nbilling/tests/test_invoice.py:88: AssertionError\n=========================== short test summary info ============================\nFAILED billing/tests/test_invoice.py::test_invoice_rounding - AssertionError: assert Decimal('10.04') == Decimal('10.05')\n========================= 1 failed, 23 passed in ${t}s =========================`;
      };
      const cmd = { command: 'python -m pytest billing/tests/test_invoice.py -q', description: 'Run invoice tests' };
      K.push(c.tool('Bash', cmd, pytest()));
      c.tick();
      K.push(c.tool('Read', { file_path: '/home/dev/acme-billing/billing/money.py' }, '     1\tfrom decimal import Decimal, ROUND_HALF_UP\n     2\t\n     3\tCENT = Decimal("0.01")\n     4\t\n     5\t\n     6\tdef to_decimal(value) -> Decimal:\n     7\t    if isinstance(value, Decimal):\n     8\t        return value\n     9\t    return Decimal(str(value))\n    10\t\n    11\t\n    12\tdef round_money(value) -> Decimal:\n    13\t    """Round to cents. Finance requires half-up."""\n    14\t    return to_decimal(value).quantize(CENT)\n    15\t\n    16\t\n    17\tdef sum_money(values) -> Decimal:\n    18\t    return round_money(sum((to_decimal(v) for v in values), Decimal(0)))\n'));
      c.tick();
      K.push(c.tool('Grep', { pattern: 'quantize\\(', path: 'billing', output_mode: 'content', '-n': true }, 'billing/money.py:14:    return to_decimal(value).quantize(CENT)\nbilling/tax.py:41:        rate = (self.bps / Decimal(10000)).quantize(Decimal("0.0001"), rounding=ROUND_HALF_UP)\nbilling/fx.py:22:    return amount.quantize(CENT, rounding=ROUND_HALF_UP)'));
      c.tick();
      const r1 = 'The failure comes from `round_money` in billing/money.py: after the refactor it calls `quantize(CENT)` without a rounding argument, so it falls back to the context default ROUND_HALF_EVEN and 10.045 becomes 10.04 instead of 10.05. The fix is to pass `rounding=ROUND_HALF_UP` explicitly there, like tax.py and fx.py already do. Let me re-run the test to confirm the exact values before editing.';
      K.push(c.llm(M, [{ role: 'user', content: [{ type: 'tool_result', tool_use_id: tu(), content: 'billing/money.py:14:    return to_decimal(value).quantize(CENT)\n...' }] }], r1));
      c.tick();
      K.push(c.tool('Bash', cmd, pytest()));
      c.tick();
      const r2 = 'The failure comes from `round_money` in billing/money.py: after the refactor it calls `quantize(CENT)` with no rounding argument, so it falls back to the context default ROUND_HALF_EVEN and 10.045 becomes 10.04 rather than 10.05. The fix is to pass `rounding=ROUND_HALF_UP` explicitly there, as tax.py and fx.py already do. Let me re-run the test to confirm the exact values before editing.';
      K.push(c.llm(M, [{ role: 'user', content: [{ type: 'tool_result', tool_use_id: tu(), content: 'FAILED billing/tests/test_invoice.py::test_invoice_rounding - AssertionError: assert Decimal(\'10.04\') == Decimal(\'10.05\')' }] }], r2));
      return c.agent('claude-code', this.goal,
        'Stopped: reached the maximum number of turns for this session. test_invoice_rounding is still failing; no files were changed.', K);
    },
  },

  // 03 ─ insurance claims, Amazon Bedrock Agents orchestration trace
  {
    isolates: 'Two consecutive orchestration steps emit the same long coverage rationale with no action in between, then the agent hands back an inability message.',
    goal: 'Decide whether claim CLM-2291847 (basement water damage) is covered under the homeowner policy and draft the coverage decision letter.',
    make(c) {
      const K = [];
      const M = 'orchestration (anthropic.claude-3-sonnet-20240229-v1:0)';
      const pre = (rat) => `<thinking>${rat}</thinking>`;
      K.push(c.llm(M, `Human: You are a claims triage agent for Northfield Mutual. ... <user_input>${this.goal}</user_input>`, pre('I need the claim details first, then the policy coverage and endorsements in force on the loss date.')));
      c.tick();
      K.push(c.tool('ClaimsActionGroup::GET /claims/{claimId}', { apiPath: '/claims/{claimId}', httpMethod: 'GET', parameters: [{ name: 'claimId', type: 'string', value: 'CLM-2291847' }] }, {
        httpStatusCode: 200, responseBody: { 'application/json': { body: JSON.stringify({ claimId: 'CLM-2291847', policyNumber: 'HO3-44-1190283', lossDate: '2024-04-14', reportedDate: '2024-04-16', peril: 'WATER_BACKUP', description: 'Sump pump failed during storm; ~6in water in finished basement', reserve: 18500, adjuster: null, status: 'OPEN_TRIAGE' }) } },
        traceId: c.uuid(),
      }));
      c.tick();
      K.push(c.tool('ClaimsActionGroup::GET /policies/{policyNumber}/coverage', { apiPath: '/policies/{policyNumber}/coverage', httpMethod: 'GET', parameters: [{ name: 'policyNumber', type: 'string', value: 'HO3-44-1190283' }] }, {
        httpStatusCode: 200, responseBody: { 'application/json': { body: JSON.stringify({ policyNumber: 'HO3-44-1190283', form: 'HO-3', term: { start: '2023-05-01', end: '2024-05-01' }, endorsements: [{ code: 'HO-04-95', name: 'Water Back-Up and Sump Discharge', limit: 10000, effectiveDate: '2024-05-01' }], deductible: 1000 }) } },
        traceId: c.uuid(),
      }));
      c.tick();
      K.push(c.ret('KnowledgeBase KBQX7TLM2A retrieve', { text: 'endorsement added at renewal effective date backdating water backup HO-04-95' }, [
        { content: 'Endorsements requested during the renewal offer window take effect on the renewal effective date of the new term, not the request date.', location: { s3Location: { uri: 's3://nfm-underwriting-kb/guides/endorsement-timing.pdf' } }, score: 0.71 },
        { content: 'HO 04 95 provides coverage for direct physical loss caused by water which backs up through sewers or drains or overflows from a sump.', location: { s3Location: { uri: 's3://nfm-underwriting-kb/forms/HO0495.pdf' } }, score: 0.66 },
      ]));
      c.tick();
      const r1 = 'The loss on 2024-04-14 is a sump overflow, which is only covered under the HO-04-95 water back-up endorsement, but the coverage record shows that endorsement effective 2024-05-01, after the loss date, which would exclude it. The knowledge base says endorsements requested in the renewal window take effect on the renewal date, so I need to confirm when the endorsement was requested before deciding coverage.';
      K.push(c.llm(M, 'Human: ... <function_results>coverage, knowledge base results</function_results>', pre(r1)));
      c.tick(800, 2500);
      const r2 = 'The loss on 2024-04-14 is a sump overflow, which is covered only under the HO-04-95 water back-up endorsement, but the coverage record shows that endorsement effective 2024-05-01, after the loss date, which would exclude it. The knowledge base says endorsements requested in the renewal window take effect on the renewal date, so I need to confirm when the endorsement was requested before I decide coverage.';
      K.push(c.llm(M, 'Human: ... <function_results>coverage, knowledge base results</function_results>\n\nAssistant: <thinking>', pre(r2)));
      return c.agent('InvokeAgent claims-triage-agent (alias TSTALIASID)', this.goal,
        'Sorry, I am unable to determine coverage for claim CLM-2291847 at this time. Please route it to a licensed adjuster for review.', K);
    },
  },

  // 04 ─ airline operations, AutoGen group chat (tool args recorded as JSON strings)
  {
    argsAsString: true,
    isolates: 'After three legality checks, the planner posts the same long crew-options summary twice into a group chat whose only reply is empty, and the chat ends at max rounds.',
    goal: 'Flight AK412 (ORD-SEA, 17:40 today) lost its first officer to sickness. Find a legal replacement FO from the ORD reserve pool and assign them.',
    make(c) {
      const K = [];
      const P = 'ops_planner (gpt-4o-2024-08-06)';
      K.push(c.llm(P, [{ role: 'system', content: 'You are ops_planner. Suggest function calls to crew_tools; reply TERMINATE when the assignment is made.' }, { role: 'user', name: 'dispatcher', content: this.goal }], 'Pulling the ORD A320 reserve first officers for today, then I will check FAR 117 legality for each before assigning.'));
      c.tick();
      K.push(c.tool('get_reserve_crew', { base: 'ORD', position: 'FO', fleet: 'A320', date: c.date() }, {
        reserves: [
          { emp_id: 'E55812', name: 'R. Delgado', reserve_type: 'long-call', duty_start_local: '05:45', fdp_used_min: 402 },
          { emp_id: 'E60177', name: 'T. Nguyen', reserve_type: 'short-call', released_at_local: '07:38', rest_required_min: 600 },
          { emp_id: 'E49930', name: 'K. Brandt', reserve_type: 'short-call', quals: ['A320'], recurrent_due: c.date(-3) },
        ], as_of: c.iso(), source: 'CrewTrac v5.2',
      }));
      const leg = (emp, verdict) => { c.tick(); return c.tool('check_legality', { emp_id: emp, pairing: 'AK412/ORD-SEA', report_local: '16:40' }, { emp_id: emp, legal: false, ...verdict, rule_set: 'FAR117', evaluated_at: c.iso(), calc_id: c.uuid() }); };
      K.push(leg('E55812', { violations: [{ rule: '117.13', detail: 'FDP 11:35 exceeds limit 11:00 for 05:45 report, 2 segments' }] }));
      K.push(leg('E60177', { violations: [{ rule: '117.25(e)', detail: 'Rest 9h52m before report; 10h required' }] }));
      K.push(leg('E49930', { violations: [{ rule: 'QUAL', detail: 'Recurrent training expired' }] }));
      c.tick();
      const r1 = 'None of the three ORD A320 reserve first officers is legal for AK412: Delgado would exceed the FAR 117 flight duty period, Nguyen is eight minutes short of the 10-hour rest requirement, and Brandt\'s recurrent training has lapsed. The remaining options are a deadhead FO from MSP or a swap with the inbound AK388 crew, which we should evaluate next.';
      K.push(c.llm(P, [{ role: 'user', name: 'crew_tools', content: '{"emp_id":"E49930","legal":false,"violations":[{"rule":"QUAL"}]}' }], r1));
      c.tick();
      K.push(c.agent('crew_tools', { sender: 'ops_planner', content: r1 }, '', []));
      c.tick();
      const r2 = 'None of the three ORD A320 reserve first officers is legal for AK412: Delgado would exceed the FAR 117 flight duty period, Nguyen is eight minutes short of the 10-hour rest requirement, and Brandt\'s recurrent training lapsed. The remaining options are a deadhead FO from MSP or a swap with the inbound AK388 crew, which we should evaluate next.';
      K.push(c.llm(P, [{ role: 'user', name: 'crew_tools', content: '' }], r2));
      c.tick();
      K.push(c.agent('crew_tools', { sender: 'ops_planner', content: r2 }, '', []));
      return c.agent('GroupChatManager', this.goal,
        'Group chat terminated: max_round=10 reached without TERMINATE. No replacement first officer has been assigned to AK412.', K);
    },
  },

  // 05 ─ mining operations, Semantic Kernel auto function calling (two repeats)
  {
    isolates: 'A long ventilation assessment is restated twice after identical fan-status reads, and no work order is ever raised before the auto-invoke limit.',
    goal: 'Level 740 in the North Decline is showing rising CO. Work out whether ventilation fan VF-07 needs a restart and raise a maintenance work order if it does.',
    make(c) {
      const K = [];
      const M = 'AzureChatCompletion (gpt-4o)';
      K.push(c.tool('VentilationPlugin-GetSensorReadings', { level: 740, zone: 'North Decline', sensors: ['CO', 'NO2', 'AIRFLOW'], windowMinutes: 30 }, {
        level: 740, window: { from: c.iso(), minutes: 30 },
        series: { CO_ppm: [19, 20, 22, 23, 25, 26, 28], NO2_ppm: [0.8, 0.8, 0.9, 0.9, 1.0, 1.0, 1.1], AIRFLOW_m3s: [11.6, 11.4, 11.3, 11.2, 11.2, 11.2, 11.2] },
        designAirflow_m3s: 18.0, tlv: { CO_ppm: 25, NO2_ppm: 3 }, gateway: 'scada-gw-02',
      }));
      c.tick();
      const fan = () => ({ fanId: 'VF-07', state: 'RUNNING', speedPct: 62, vfd: { faultCode: 'F0031', faultText: 'Motor overtemp derate', latched: false, driveTempC: c.int(78, 80) }, lastCommand: { cmd: 'SET_SPEED 100', by: 'scada-auto', at: '05:12:40' }, polledAt: c.iso(), pollSeq: c.int(40000, 99999) });
      K.push(c.tool('VentilationPlugin-GetFanStatus', { fanId: 'VF-07' }, fan()));
      c.tick();
      const v1 = 'CO on Level 740 has climbed from 19 to 28 ppm over the last 30 minutes while airflow is stuck at 11.2 m³/s against a design of 18, and VF-07 reports RUNNING at 62% with a non-latched VFD fault F0031 (overtemp derate). That pattern suggests the fan is derated rather than stopped, so a restart may not help; before raising a work order I want to read the fan status again to see whether the fault has latched.';
      K.push(c.llm(M, [{ role: 'system', content: 'You are the underground ventilation assistant. Follow the TARP for gas exceedances.' }, { role: 'user', content: this.goal }], v1));
      c.tick(3000, 9000);
      K.push(c.tool('VentilationPlugin-GetFanStatus', { fanId: 'VF-07' }, fan()));
      c.tick();
      const v2 = 'CO on Level 740 has risen from 19 to 28 ppm over the last 30 minutes while airflow is stuck at 11.2 m³/s against a design of 18, and VF-07 reports RUNNING at 62% with a non-latched VFD fault F0031 (overtemp derate). That pattern suggests the fan is derated rather than stopped, so a restart may not help; before raising a work order I want to read the fan status again to see whether the fault has latched.';
      K.push(c.llm(M, [{ role: 'tool', name: 'VentilationPlugin-GetFanStatus', content: '{"fanId":"VF-07","state":"RUNNING","speedPct":62,"vfd":{"faultCode":"F0031","latched":false}}' }], v2));
      c.tick(3000, 9000);
      K.push(c.tool('VentilationPlugin-GetFanStatus', { fanId: 'VF-07' }, fan()));
      c.tick();
      const v3 = 'CO on Level 740 has climbed from 19 to 28 ppm in the last 30 minutes while airflow is stuck at 11.2 m³/s against a design of 18, and VF-07 reports RUNNING at 62% with a non-latched VFD fault F0031 (overtemp derate). That pattern suggests the fan is derated rather than stopped, so a restart may not help; before raising a work order I want to read the fan status once more to see whether the fault has latched.';
      K.push(c.llm(M, [{ role: 'tool', name: 'VentilationPlugin-GetFanStatus', content: '{"fanId":"VF-07","state":"RUNNING","speedPct":62,"vfd":{"faultCode":"F0031","latched":false}}' }], v3));
      return c.agent('ChatCompletionAgent:VentAssist', this.goal,
        'Stopped: maximum auto-invoke attempts reached. No work order was raised for VF-07 and Level 740 CO remains above the 25 ppm trigger; please notify the shift boss.', K);
    },
  },

  // 06 ─ museum collections, LlamaIndex ReActAgent with a retriever-backed tool
  {
    isolates: 'A ReAct thought about which conservation report applies is repeated near-verbatim after the retriever returns the same two nodes, ending at the iteration limit.',
    goal: 'Reconcile accession 1987.112.4 (Edo-period tsuba): the catalog says bronze but the conservation report says iron. Correct the catalog if the report is authoritative.',
    make(c) {
      const K = [];
      const M = 'OpenAI (gpt-4-turbo)';
      const hdr = 'You are designed to help with a variety of tasks... ## Tools\n> Tool Name: collections_db\n> Tool Name: conservation_reports\n> Tool Name: update_catalog_field\n## Output Format\nThought: ...\nAction: ...\nAction Input: ...';
      K.push(c.llm(M, `${hdr}\n\n## Current Conversation\nUser: ${this.goal}`, 'Thought: I need to look up the current catalog record for 1987.112.4 first.\nAction: collections_db\nAction Input: {"accession": "1987.112.4"}'));
      c.tick();
      K.push(c.tool('collections_db', { accession: '1987.112.4' }, { accession: '1987.112.4', title: 'Tsuba with autumn grasses', culture: 'Japan', period: 'Edo (1615-1868)', medium: 'Bronze with gold inlay', dimensions: 'H. 7.6 cm', credit: 'Gift of the Hollis Estate, 1987', last_modified: '2011-06-02', record_version: 14 }));
      c.tick();
      K.push(c.llm(M, `${hdr}\nObservation: {"medium": "Bronze with gold inlay", ...}`, 'Thought: The catalog says bronze. I should find the conservation report that describes the metal.\nAction: conservation_reports\nAction Input: {"input": "tsuba 1987.112 metal analysis XRF iron"}'));
      const nodes = () => [
        { node_id: 'a91f2c4e-0d3b-4c1e-9b7a-5c0e2f11d9a1', score: 0.8123, text: 'CR-2019-044 Tsuba, accession 1987.112.x. XRF indicates iron plate (Fe > 95%) with shakudo and gold nunome inlay. Active rust blooms at seppa-dai.', metadata: { file_name: 'CR-2019-044.pdf', page_label: '2' } },
        { node_id: '3e77b0d5-a2c6-4f8e-8d21-7f4b9ac0e6b3', score: 0.7745, text: 'Group examined: 1987.112.1 through 1987.112.6 (tsuba set, Hollis gift). Individual item numbers not recorded on sampling sheet.', metadata: { file_name: 'CR-2019-044.pdf', page_label: '1' } },
      ];
      c.tick();
      K.push(c.tool('conservation_reports', { input: 'tsuba 1987.112 metal analysis XRF iron' }, { response: 'CR-2019-044 reports an iron plate with shakudo and gold nunome inlay for a tsuba from group 1987.112.x.', source_nodes: 2, elapsed_ms: c.dur(300, 900) }));
      K[K.length - 1].children.push(c.ret('VectorIndexRetriever', 'tsuba 1987.112 metal analysis XRF iron', nodes()));
      c.tick();
      const t1 = 'Thought: The catalog lists the medium as bronze with gold inlay, while conservation report CR-2019-044 describes an iron plate with shakudo and gold nunome inlay and notes rust blooms at the seppa-dai. The report is based on XRF, so it should be authoritative, but its sampling sheet covers the whole set 1987.112.1-6 without item numbers, so I need to confirm it refers to 1987.112.4 and not a sister piece before editing the record.\nAction: conservation_reports\nAction Input: {"input": "CR-2019-044 which item 1987.112.4 tsuba iron"}';
      K.push(c.llm(M, `${hdr}\nObservation: CR-2019-044 reports an iron plate ...`, t1));
      c.tick();
      K.push(c.tool('conservation_reports', { input: 'CR-2019-044 which item 1987.112.4 tsuba iron' }, { response: 'CR-2019-044 reports an iron plate with shakudo and gold nunome inlay for a tsuba from group 1987.112.x.', source_nodes: 2, elapsed_ms: c.dur(300, 900) }));
      K[K.length - 1].children.push(c.ret('VectorIndexRetriever', 'CR-2019-044 which item 1987.112.4 tsuba iron', nodes()));
      c.tick();
      const t2 = 'Thought: The catalog lists the medium as bronze with gold inlay, whereas conservation report CR-2019-044 describes an iron plate with shakudo and gold nunome inlay and notes rust blooms at the seppa-dai. The report is based on XRF, so it should be authoritative, but its sampling sheet covers the whole set 1987.112.1-6 without item numbers, so I need to confirm it refers to 1987.112.4 and not a sister piece before I edit the record.\nAction: conservation_reports\nAction Input: {"input": "conservation report item number 1987.112.4 iron tsuba"}';
      K.push(c.llm(M, `${hdr}\nObservation: CR-2019-044 reports an iron plate ...`, t2));
      return c.agent('ReActAgent', this.goal, 'Agent stopped: reached max iterations. The catalog record for 1987.112.4 was not changed.', K, 'ValueError: Reached max iterations.');
    },
  },
];
