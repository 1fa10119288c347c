import { agent, llm, tool, chain, buStep } from './lib.mjs';
export const family = 'supervisor_distinct_subtasks';
export const loop = false;
export const scenarios = [
{
  isolates: 'A LangGraph supervisor sends the same browser worker four different sub-tasks (three shops\' prices, then a spec check), each returning new data, and synthesises a recommendation.',
  stagnation: false,
  goal: 'Find where the Lenovo ThinkPad X1 Carbon Gen 12 (32GB RAM, 1TB) is cheapest among bestbuy.com, bhphotovideo.com and lenovo.com, and confirm it has a 2.8K OLED option.',
  build(R) {
    const kids = [];
    const work = (task, acts, result) => {
      const inner = [llm('gpt-4o-mini', { messages: [{ role: 'user', content: task }] }, { tool_calls: acts.map(a => ({ function: { name: a[0], arguments: JSON.stringify(a[1]) } })) })];
      acts.forEach(a => inner.push(tool(a[0], a[1], a[2])));
      inner.push(llm('gpt-4o-mini', { messages: [] }, result));
      kids.push(llm('gpt-4o', { messages: [{ role: 'system', content: 'You are a supervisor managing: browser_worker. Given the request, respond with the worker to act next or FINISH.' }] }, { next: 'browser_worker', task }));
      kids.push(agent('browser_worker', { task }, { result }, inner, { langgraph_node: 'browser_worker', langgraph_step: kids.length }));
    };
    work('Get the current price of ThinkPad X1 Carbon Gen 12, 32GB, 1TB at bestbuy.com.', [['navigate', { url: 'https://www.bestbuy.com/site/searchpage.jsp?st=x1+carbon+gen+12+32gb+1tb' }, { title: 'x1 carbon gen 12 32gb 1tb - Best Buy', status: 200 }], ['get_text', { selector: '.sku-item' }, `Lenovo - ThinkPad X1 Carbon Gen 12 14" 2.8K OLED - Core Ultra 7 155U - 32GB - 1TB SSD · SKU 6571203 · $2,149.99 (Was $2,399.99) · Sold out nearby, ships in 3-5 days · ${R.ago()}`]], 'Best Buy: $2,149.99 (sale from $2,399.99), 2.8K OLED, Core Ultra 7 155U, ships 3-5 days.');
    work('Get the price of the same configuration at bhphotovideo.com.', [['navigate', { url: 'https://www.bhphotovideo.com/c/search?q=x1%20carbon%20gen%2012%2032gb%201tb' }, { title: 'B&H Search', status: 200 }], ['get_text', { selector: '[data-selenium="miniProductPage"]' }, `Lenovo 14" ThinkPad X1 Carbon Gen 12 (21KC00B3US) Core Ultra 7 165U 32GB 1TB WUXGA · $2,279.00 · In Stock · B&H # LEX1C12165 · req ${R.hex(10)}`]], 'B&H: $2,279.00, but that SKU is WUXGA IPS (not OLED) with Core Ultra 7 165U, in stock.');
    work('Get the price of the 32GB/1TB configuration on lenovo.com, including any eCoupon.', [['navigate', { url: 'https://www.lenovo.com/us/en/p/laptops/thinkpad/thinkpadx1/thinkpad-x1-carbon-gen-12-14-inch-intel/21kccto1wwus1' }, { title: 'ThinkPad X1 Carbon Gen 12 | Lenovo US', status: 200 }], ['click', { text: '32GB / 1TB' }, { ok: true }], ['get_text', { selector: '.price-summary' }, `Web price $3,099.00 · eCoupon THINKPADDEAL −$1,022.67 · Final $2,076.33 · Ships in 5-7 business days · pid=${R.hex(8)}`]], 'Lenovo.com: $2,076.33 after eCoupon THINKPADDEAL (list $3,099), ships 5-7 business days.');
    work('On lenovo.com, check whether the 2.8K OLED display can be chosen with 32GB/1TB and what it adds to the price.', [['click', { text: 'Display' }, { ok: true }], ['get_text', { selector: '#display-options' }, 'Display: 14" WUXGA IPS 400 nits (included) · 14" 2.8K OLED 400 nits, 120Hz (+$128.00 after discount) · 14" WUXGA touch (+$64.00)']], 'Yes: 2.8K OLED 120Hz is available for +$128.00, making Lenovo.com $2,204.33 with OLED.');
    kids.push(llm('gpt-4o', { messages: [{ role: 'system', content: 'Respond FINISH with a final answer.' }] }, { next: 'FINISH', answer: 'With the 2.8K OLED panel, Best Buy is cheapest at $2,149.99 (Core Ultra 7 155U, ships 3-5 days). Lenovo.com is $2,204.33 with OLED ($2,076.33 without). B&H\'s $2,279 unit has no OLED. Recommendation: Best Buy.' }));
    return agent('LangGraph', { messages: [{ role: 'user', content: this.goal }] }, { final: 'Best Buy $2,149.99' }, kids, { graph: 'supervisor', thread_id: R.uuid(), recursion_limit: 25 });
  },
},
{
  isolates: 'A Magentic-One style orchestrator directs the WebSurfer to three different lookups (paper, author affiliation, citation count) updating its progress ledger with new facts each time, then answers.',
  stagnation: false,
  goal: 'For the 2023 paper that introduced "Mind2Web", report the first author\'s current affiliation and the paper\'s Semantic Scholar citation count.',
  build(R) {
    const kids = []; const cites = R.int(640, 700);
    const ledger = (facts, next, instr) => kids.push(llm('gpt-4o-2024-08-06 (orchestrator)', { ledger_prompt: 'Recall we are working on the following request... answer in JSON' }, JSON.stringify({ is_request_satisfied: { reason: facts, answer: false }, is_in_loop: { reason: 'Each step has produced new information.', answer: false }, is_progress_being_made: { reason: 'New fact acquired.', answer: true }, next_speaker: { reason: 'Web lookup needed', answer: next }, instruction_or_question: { reason: '', answer: instr } })));
    const surf = (actions) => { const inner = []; actions.forEach(([nm, a, o]) => { inner.push(llm('gpt-4o-2024-08-06 (websurfer)', { messages: ['<screenshot>', 'set-of-marks ids'] }, { tool_calls: [{ function: { name: nm, arguments: JSON.stringify(a) } }] })); inner.push(tool(nm, a, o)); }); kids.push(agent('WebSurfer', { instruction: kids[kids.length - 1].output }, { summary: actions[actions.length - 1][2] }, inner)); };
    kids.push(llm('gpt-4o-2024-08-06 (orchestrator)', { prompt: 'facts and plan' }, 'GIVEN OR VERIFIED FACTS: the paper is titled Mind2Web, 2023. FACTS TO LOOK UP: first author, affiliation now, citation count. PLAN: WebSurfer finds the paper → author page → Semantic Scholar.'));
    ledger('Paper not yet identified.', 'WebSurfer', 'Search for the Mind2Web paper (2023) and report the full title, venue and author list.');
    surf([['web_search', { query: 'Mind2Web generalist agent for the web 2023 paper' }, `I typed 'Mind2Web generalist agent for the web 2023 paper' into the search bar. Top result: "Mind2Web: Towards a Generalist Agent for the Web" — arXiv:2306.06070 · NeurIPS 2023 Datasets and Benchmarks (Spotlight). Viewport ${R.int(0, 3)}/${R.int(4, 9)}`], ['click', { target_id: R.int(20, 90) }, 'arxiv.org/abs/2306.06070 · Authors: Xiang Deng, Yu Gu, Boyuan Zheng, Shijie Chen, Samuel Stevens, Boshi Wang, Huan Sun, Yu Su']]);
    ledger('Paper found: Mind2Web, NeurIPS 2023, first author Xiang Deng.', 'WebSurfer', "Find Xiang Deng's current affiliation from his personal homepage or Google Scholar profile.");
    surf([['web_search', { query: 'Xiang Deng Mind2Web homepage' }, 'Result: xiang-deng.github.io — "Xiang Deng · Research Scientist at Scale AI · PhD, The Ohio State University (advisor Huan Sun)"'], ['visit_url', { url: 'https://xiang-deng.github.io/' }, 'Page text: "I am a research scientist at Scale AI... previously PhD at OSU NLP group." Last updated ' + R.ago()]]);
    ledger('First author Xiang Deng is now at Scale AI (PhD OSU).', 'WebSurfer', 'Open Semantic Scholar for arXiv:2306.06070 and read the citation count.');
    surf([['visit_url', { url: 'https://www.semanticscholar.org/arxiv/2306.06070' }, `Mind2Web: Towards a Generalist Agent for the Web · ${cites} Citations · ${R.int(90, 140)} Highly Influential Citations · page served by ${R.host('s2')}`]]);
    kids.push(llm('gpt-4o-2024-08-06 (orchestrator)', { prompt: 'final answer' }, `Mind2Web (Deng et al., NeurIPS 2023): first author Xiang Deng is now a Research Scientist at Scale AI (PhD from The Ohio State University). Semantic Scholar lists ${cites} citations for the paper.`));
    return agent('MagenticOneGroupChat', { task: this.goal }, { stop_reason: 'final answer' }, kids, { autogen: '0.4.7', max_turns: 20 });
  },
},
{
  isolates: 'A CrewAI manager gives one desktop-operator worker three distinct tasks in turn (read the sales workbook, total it per region, draw a chart) and each returns new results before the manager reports.',
  stagnation: false,
  goal: 'From ~/Reports/sales_h1_2025.xlsx, produce per-region H1 totals and a bar chart saved as ~/Reports/h1_by_region.png.',
  build(R) {
    const kids = [];
    const delegate = (task, ctx, steps, result) => {
      kids.push(llm('gpt-4o (manager)', { messages: [{ role: 'system', content: 'You are Sales Ops Manager. Delegate work to coworker.' }] }, `Thought: ${ctx}\nAction: Delegate work to coworker\nAction Input: {"task": "${task}", "coworker": "Desktop Operator"}`));
      const inner = [];
      steps.forEach(([thought, nm, a, o]) => { inner.push(llm('gpt-4o-mini (Desktop Operator)', { messages: [] }, `Thought: ${thought}\nAction: ${nm}\nAction Input: ${JSON.stringify(a)}`)); inner.push(tool(nm, a, o)); });
      inner.push(llm('gpt-4o-mini (Desktop Operator)', { messages: [] }, `Thought: I now know the final answer\nFinal Answer: ${result}`));
      kids.push(agent('Desktop Operator', { task }, result, inner, { crew_task_id: R.uuid() }));
    };
    delegate('Open ~/Reports/sales_h1_2025.xlsx and describe its sheets and columns.', 'First I need to know the layout of the workbook.', [['Open the workbook in the spreadsheet app.', 'desktop_open', { path: '~/Reports/sales_h1_2025.xlsx' }, { window: 'sales_h1_2025.xlsx - LibreOffice Calc', pid: R.int(4000, 9000) }], ['Read the sheet tabs and header row.', 'screen_ocr', { region: 'full' }, { text: 'Tabs: Jan Feb Mar Apr May Jun Summary(empty) · Header: Date | Region | Rep | SKU | Units | Revenue', ms: R.ms(200, 900) }]], 'Six monthly sheets Jan–Jun with columns Date, Region, Rep, SKU, Units, Revenue; an empty Summary sheet.');
    delegate('On the Summary sheet, compute total Revenue per Region across the six monthly sheets.', 'Layout known; now totals.', [['Use SUMIF over each month sheet.', 'type_in_cell', { sheet: 'Summary', cell: 'B2', text: "=SUMIF($Jan.B:B;A2;$Jan.F:F)+SUMIF($Feb.B:B;A2;$Feb.F:F)+SUMIF($Mar.B:B;A2;$Mar.F:F)+SUMIF($Apr.B:B;A2;$Apr.F:F)+SUMIF($May.B:B;A2;$May.F:F)+SUMIF($Jun.B:B;A2;$Jun.F:F)" }, { ok: true }], ['Fill down for the four regions and read values.', 'screen_ocr', { region: 'Summary!A1:B5' }, { text: 'Region | H1 Revenue\nNorth | 1,284,510\nSouth | 962,033\nEast | 1,107,880\nWest | 1,431,275' }]], 'H1 revenue: West 1,431,275; North 1,284,510; East 1,107,880; South 962,033 (total 4,785,698).');
    delegate('Create a bar chart of the Summary totals and export it as ~/Reports/h1_by_region.png.', 'Totals exist; chart last.', [['Insert a chart from Summary!A1:B5.', 'desktop_hotkey', { keys: ['alt', 'i'], then_menu: 'Chart…' }, { dialog: 'Chart Wizard' }], ['Finish the wizard with Bar type.', 'click', { x: 812, y: 604 }, { ok: true }], ['Export the chart as PNG.', 'export_chart_png', { path: '~/Reports/h1_by_region.png' }, { written: '~/Reports/h1_by_region.png', bytes: R.int(30000, 60000), sha1: R.hex(40) }]], 'Bar chart exported to ~/Reports/h1_by_region.png.');
    kids.push(llm('gpt-4o (manager)', { messages: [] }, 'Thought: I now know the final answer\nFinal Answer: H1 2025 revenue by region — West 1,431,275; North 1,284,510; East 1,107,880; South 962,033 (total 4,785,698). Chart saved at ~/Reports/h1_by_region.png.'));
    return agent('Crew.kickoff', { inputs: { goal: this.goal } }, { raw: 'West 1,431,275; North 1,284,510; East 1,107,880; South 962,033' }, kids, { crewai: '0.86.0', process: 'hierarchical' });
  },
},
];
