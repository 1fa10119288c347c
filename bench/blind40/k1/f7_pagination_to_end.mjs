import { style, span, http } from './lib.mjs';
export const meta = { family: 'pagination_to_end', loop: false, stagnation: false, behaviour: 'each page brings new items until the source says no more, then a summary' };
const pages = (S, c, name, base, key, data, textFn) => { const k = []; data.forEach((items, i) => { const last = i === data.length - 1; const args = { ...base, [key]: key === 'cursor' ? (i ? `c${i}` : undefined) : i + 1 }; k.push(S.llm({ prompt: 'page', text: textFn(i), calls: [{ name, args }] })); k.push(S.tool(name, args, { items, has_more: !last, ...(key === 'cursor' ? { next_cursor: last ? null : `c${i + 1}` } : { page: i + 1 }), served_at: c.iso() })); }); return k; };
export const scenarios = [
  (c) => { const S = style('oai-agents', c); const goal = 'List all overdue payments of the Oakham hedge-laying competition entrants and total them.';
    const k = pages(S, c, 'list_entries', { status: 'overdue' }, 'page', [[{ id: 'E12', fee: 25 }, { id: 'E19', fee: 25 }], [{ id: 'E33', fee: 40 }], [{ id: 'E41', fee: 25 }]], (i) => i ? `Page ${i} had new entrants; next.` : 'Fetch overdue entrants.');
    k.push(S.llm({ prompt: goal, text: 'Four overdue entrants (E12, E19, E33, E41), total £115.' }));
    return { isolates: 'Three pages each bring different overdue entrants until has_more is false; the agent totals them.', goal, root: S.agent('HedgeComp', { input: goal }, { final_output: '£115' }, k) }; },
  (c) => { const S = style('gemini', c, 'gemini-2.0-flash'); const goal = 'Collect all owl sanctuary adoption renewals due in June.';
    const k = pages(S, c, 'renewals', { month: '2024-06' }, 'cursor', [[{ owl: 'Barnaby (barn)', adopter: 'K. Lee' }, { owl: 'Mabel (tawny)', adopter: 'S. Ode' }], [{ owl: 'Pip (little)', adopter: 'R. Das' }], [{ owl: 'Hoot (eagle)', adopter: 'Year 4 class' }]], (i) => i ? '' : 'Get renewals.');
    k.push(S.llm({ prompt: goal, text: 'Four renewals due in June: Barnaby, Mabel, Pip and Hoot.' }));
    return { isolates: 'A cursor walk returns new owls on every page until next_cursor is null, then a summary.', goal, root: S.agent('owl_sanctuary', { goal }, null, k) }; },
  (c) => { const S = style('langfuse', c); const goal = 'Audit all barley malting germination logs for steeps with out-of-range moisture this week.';
    const k = pages(S, c, 'germination_logs', { week: '2024-W11' }, 'page', [[{ steep: 'S-101', moisture: 44.1 }, { steep: 'S-102', moisture: 47.9 }], [{ steep: 'S-103', moisture: 45.2 }, { steep: 'S-104', moisture: 41.0 }]], (i) => i ? 'More steeps on page 2.' : 'Read logs.');
    k.push(S.llm({ prompt: goal, text: 'Two out of range (target 43-46%): S-102 at 47.9% and S-104 at 41.0%.' }));
    return { isolates: 'Two pages of distinct steeps, the second marked final, then two anomalies are reported.', goal, root: S.agent('maltings-audit', { goal }, { output: 'S-102, S-104' }, k) }; },
  (c) => { const S = style('smolagents', c); const goal = 'Count how many buoy tender maintenance tickets are still open for the Humber buoys.';
    const k = pages(S, c, 'tickets', { area: 'humber', state: 'open' }, 'page', [[{ t: 'BT-1' }, { t: 'BT-4' }, { t: 'BT-9' }], [{ t: 'BT-12' }, { t: 'BT-15' }], [{ t: 'BT-22' }]], (i) => `Fetch page ${i + 1} of open tickets.`);
    k.push(S.llm({ prompt: goal, text: 'There are 6 open tickets: BT-1, BT-4, BT-9, BT-12, BT-15, BT-22.' }));
    return { isolates: 'Three pages with new ticket ids, the last one reporting has_more false, then the count.', goal, root: S.agent('buoy_tender', { task: goal }, { final_answer: 6 }, k) }; },
  (c) => { const S = style('dspy', c); const goal = 'Summarise all shadow theatre puppet loans currently out to schools.';
    const k = pages(S, c, 'loans', { status: 'out' }, 'cursor', [[{ puppet: 'Karagöz', school: 'Elm Primary' }], [{ puppet: 'Wayang Arjuna', school: 'Hill Academy' }, { puppet: 'Chinese lion', school: 'St Mary' }]], (i) => i ? 'One more page indicated by next_cursor.' : 'List loans.');
    k.push(S.llm({ prompt: goal, text: 'Three puppets out: Karagöz (Elm Primary), Wayang Arjuna (Hill Academy), Chinese lion (St Mary).' }));
    return { isolates: 'A cursor yields two pages of different loans and ends with next_cursor null; the agent summarises.', goal, root: S.agent('loans', { question: goal }, null, k) }; },
  (c) => { const S = style('plain', c); const goal = 'Export all haunted-house attraction incident reports from October for the insurer.';
    const k = pages(S, c, 'incident_reports', { month: '2024-10' }, 'page', [[{ id: 'IR-88', kind: 'trip' }, { id: 'IR-91', kind: 'panic attack' }], [{ id: 'IR-97', kind: 'fog machine alarm' }], [{ id: 'IR-102', kind: 'actor sprain' }]], (i) => i ? '' : 'Pull October reports.');
    k.push(S.llm({ prompt: goal, text: 'Exported 4 incidents (IR-88, IR-91, IR-97, IR-102) to october_incidents.csv.' }));
    return { isolates: 'Three pages return distinct incident ids until the last page, then the export is summarised.', goal, root: span('agent', 'insurer-export', { goal }, { file: 'october_incidents.csv' }, k) }; },
];
