import { noise, agent, llm, tool, span, oaiCall, row } from './lib.mjs';
const F = 'deep_distinct_delegation';

// 01 — Dutch DevOps (OpenAI Agents SDK handoffs): incident → database agent → replication sub-agent, each narrower.
function r1() {
  const N = noise(F + '-01', '2026-03-24T12:00:00Z');
  const goal = 'De webshop van Bol-achtige klant "Fietsenwinkel.nl" is traag sinds 13:00. Zoek de oorzaak en los het op.';
  const l3 = agent('replicatie-specialist', { input: 'Controleer de replicatievertraging van replica db-ro-2 en herstel indien > 60 s.' }, { output: 'replica db-ro-2 opnieuw gesynchroniseerd, lag 0 s' }, [
    tool('psql', { host: 'db-ro-2', sql: 'SELECT now() - pg_last_xact_replay_timestamp() AS lag' }, `   lag\n----------\n 00:14:32.118\n(1 rij)`),
    tool('shell', { cmd: 'patronictl reinit fietsen-cluster db-ro-2 --force' }, `Success: reinitialize for member db-ro-2 (${N.log()})`),
    tool('psql', { host: 'db-ro-2', sql: 'SELECT now() - pg_last_xact_replay_timestamp() AS lag' }, `   lag\n----------\n 00:00:00.41\n(1 rij)`),
  ]);
  const l2 = agent('database-agent', { input: 'Onderzoek waarom leesqueries van de webshop sinds 13:00 traag zijn.' }, { output: 'oorzaak: replica-lag op db-ro-2, opgelost' }, [
    tool('prometheus_query', { q: 'histogram_quantile(0.95, rate(pg_query_duration_seconds_bucket[5m]))' }, { status: 'success', data: { result: [{ metric: { instance: 'db-ro-1' }, value: [N.epoch(), '0.041'] }, { metric: { instance: 'db-ro-2' }, value: [N.epoch(), '3.87'] }] } }),
    llm('Generation', { input: ['…'] }, oaiCall(N, 'Alleen db-ro-2 is traag (p95 3,87 s). Ik geef de replicatiecontrole door.', [['transfer_to_replicatie_specialist', {}]])),
    l3,
  ]);
  const l1 = agent('incident-commander', { input: goal }, { output: 'incident opgelost' }, [
    tool('http_check', { url: 'https://www.fietsenwinkel.nl/' }, `HTTP/2 200\nserver-timing: app;dur=${N.int(3200, 4100)}, db;dur=${N.int(2900, 3800)}\nx-served-by: ${N.host('web')}`),
    llm('Generation', { input: ['…'] }, oaiCall(N, 'De vertraging zit in de database (db;dur ≈ 3,5 s). Overdragen aan de database-agent.', [['transfer_to_database_agent', {}]])),
    l2,
    llm('Generation', { input: ['…'] }, { role: 'assistant', content: 'Oorzaak: replica db-ro-2 liep 14 min achter, leesqueries werden traag. Replica opnieuw geïnitialiseerd; p95 weer normaal.' }),
  ]);
  return row(F, 1, {
    isolates: 'A Dutch incident goes three levels deep (commander → database agent → replication specialist), each with a narrower, different task, results coming back up, then resolved.',
    loop: false, stagnation: false, goal,
    root: agent('Agent workflow', { input: goal }, { final_output: 'opgelost' }, [l1], { style: 'openai-agents-sdk', lang: 'nl', trace_id: 'trace_' + N.hex(32) }),
  });
}

// 02 — Hindi legal (CrewAI hierarchical): lease dispute → statute research → specific section lookup.
function r2() {
  const N = noise(F + '-02', '2026-05-04T06:00:00Z');
  const goal = 'मकान मालिक ने दिल्ली में बिना नोटिस के किराया 25% बढ़ा दिया है। किरायेदार के अधिकार बताइए और नोटिस का मसौदा तैयार कीजिए।';
  const l3 = agent('धारा खोजकर्ता', { task: 'दिल्ली किराया नियंत्रण अधिनियम 1958 की धारा 6A और 8 का पाठ लाइए।' }, { raw: 'धारा 6A: हर तीन वर्ष में अधिकतम 10% वृद्धि; धारा 8: वृद्धि के लिए लिखित नोटिस आवश्यक' }, [tool('indiacode_fetch', { act: 'Delhi Rent Control Act, 1958', sections: ['6A', '8'] }, `<section id="6A"><p>...किराया तीन वर्ष में एक बार दस प्रतिशत तक बढ़ाया जा सकेगा...</p></section><section id="8"><p>...लिखित नोटिस...</p></section><!-- fetched ${N.http()} -->`)]);
  const l2 = agent('क़ानूनी शोधकर्ता', { task: 'किराया वृद्धि पर लागू दिल्ली के क़ानून और सीमा पहचानिए।' }, { raw: 'लागू: DRCA 1958 धारा 6A, 8 (यदि किराया ₹3,500 से कम)' }, [llm('LLM call', { messages: ['…'] }, 'Thought: अधिनियम पहचाना, अब धारा का सटीक पाठ चाहिए।\nAction: Delegate work to coworker\nAction Input: {"coworker": "धारा खोजकर्ता", "task": "धारा 6A और 8 का पाठ"}'), l3]);
  const l1 = agent('वरिष्ठ अधिवक्ता', { task: goal }, { raw: 'नोटिस तैयार' }, [llm('LLM call', { messages: ['…'] }, 'Thought: पहले लागू क़ानून तय करना होगा।\nAction: Delegate work to coworker\nAction Input: {"coworker": "क़ानूनी शोधकर्ता", "task": "लागू क़ानून"}'), l2, llm('LLM call', { messages: ['…'] }, 'Final Answer: धारा 6A के अनुसार तीन वर्ष में अधिकतम 10% वृद्धि और धारा 8 के अनुसार लिखित नोटिस आवश्यक है। मसौदा: "सेवा में, श्री ... आपके द्वारा 01/05/2026 से 25% वृद्धि ... अस्वीकार्य है ..."')]);
  return row(F, 2, {
    isolates: 'A Hindi legal question is split down three levels (advocate → researcher → section finder), each a narrower distinct task; results flow back into a notice draft.',
    loop: false, stagnation: false, goal,
    root: agent('Crew: विधि सहायता', { inputs: { प्रश्न: goal } }, { raw: 'पूर्ण' }, [l1], { style: 'crewai', lang: 'hi', crew_id: N.uuid() }),
  });
}

// 03 — Polish healthcare (LangGraph subgraphs): referral → specialist finder → NFZ queue lookup for one clinic.
function r3() {
  const N = noise(F + '-03', '2026-10-12T07:00:00Z');
  const goal = 'Pacjent ma skierowanie do endokrynologa (NFZ) w Poznaniu. Znajdź najbliższy wolny termin i zarezerwuj.';
  const l3 = agent('kolejka_nfz', { zadanie: 'Sprawdź pierwszy wolny termin w Poradni Endokrynologicznej HCP, ul. 28 Czerwca 1956 r. 194' }, { termin: '03.11.2026 08:40' }, [tool('nfz_terminy', { swiadczenie: 'PORADNIA ENDOKRYNOLOGICZNA', placowka: 'HCP Poznań', przypadek: 'stabilny' }, { data: { attributes: { dates: { date: '2026-11-03', 'date-situation-as-at': N.isoNoMs().slice(0, 10) } } }, meta: { 'x-request-id': N.uuid() } })]);
  const l2 = agent('wyszukiwarka_poradni', { zadanie: 'Wskaż poradnie endokrynologiczne w Poznaniu z umową NFZ' }, { poradnie: 3, najlepsza: 'HCP' }, [tool('nfz_placowki', { miasto: 'Poznań', swiadczenie: 'endokrynologia' }, { wyniki: ['HCP, ul. 28 Czerwca 1956 r. 194', 'Szpital Kliniczny im. H. Święcickiego', 'Poradnia Specjalistyczna Rataje'], liczba: 3 }), l3]);
  const l1 = agent('rejestracja', { zadanie: goal }, { status: 'zarezerwowano' }, [llm('ChatOpenAI', { messages: ['…'] }, { content: 'Szukam poradni i terminu przez podgraf wyszukiwania.' }), l2, tool('rezerwuj', { placowka: 'HCP Poznań', termin: '2026-11-03T08:40' }, { numer: 'REZ/' + N.int(10000, 99999), status: 'Potwierdzono' }), llm('ChatOpenAI', { messages: ['…'] }, { content: 'Zarezerwowano wizytę u endokrynologa w HCP (ul. 28 Czerwca 1956 r. 194) na 03.11.2026, godz. 08:40. Proszę zabrać skierowanie i dowód osobisty.' })]);
  return row(F, 3, {
    isolates: 'A Polish referral is handled by three nested LangGraph subgraphs with different tasks (booking → clinic finder → NFZ queue for one clinic), then booked.',
    loop: false, stagnation: false, goal,
    root: agent('LangGraph', { input: goal }, { output: 'ok' }, [l1], { style: 'langgraph-subgraphs', lang: 'pl', thread_id: N.uuid() }),
  });
}
export const rows = [r1(), r2(), r3()];
