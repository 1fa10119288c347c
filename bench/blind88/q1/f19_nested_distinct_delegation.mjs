import { agent, llm, tool, chain, buStep } from './lib.mjs';
export const family = 'nested_distinct_delegation';
export const loop = false;
export const scenarios = [
{
  isolates: 'An orchestrator hands a relocation question to a research agent, which hands a narrower "find rentals" task to a browser agent, which hands a single-page extraction to an extractor; results flow back up and are combined.',
  stagnation: false,
  goal: 'I am moving to Utrecht: give me the median asking rent for a 2-bedroom flat and two concrete listings under that median near Utrecht Centraal.',
  build(R) {
    const extractor = agent('extractor_agent', { task: 'From the open Pararius results page, extract title, price, m², address for each listing.' }, { listings: 5 }, [
      llm('gpt-4o-mini', { messages: [] }, { tool_calls: [{ function: { name: 'extract_content', arguments: '{"schema":"listing"}' } }] }),
      tool('extract_content', { schema: { title: 'str', price_eur: 'int', m2: 'int', address: 'str' } }, { listings: [{ title: 'Apartment Croeselaan', price_eur: 1695, m2: 72, address: 'Croeselaan, 3521 Utrecht' }, { title: 'Apartment Catharijnesingel', price_eur: 1950, m2: 80, address: 'Catharijnesingel, 3511 Utrecht' }, { title: 'Apartment Jaarbeursplein', price_eur: 2150, m2: 86, address: 'Jaarbeursplein, 3521 Utrecht' }, { title: 'Apartment Leidseweg', price_eur: 1725, m2: 68, address: 'Leidseweg, 3531 Utrecht' }, { title: 'Apartment Vleutenseweg', price_eur: 1890, m2: 75, address: 'Vleutenseweg, 3532 Utrecht' }], page_hash: R.hex(12) }),
    ]);
    const browser = agent('browser_agent', { task: 'Search Pararius for 2-bedroom rentals within 1 km of Utrecht Centraal and return the listings.' }, { listings: 5 }, [
      llm('gpt-4o', { messages: [] }, { tool_calls: [{ function: { name: 'go_to_url', arguments: '{"url":"https://www.pararius.com/apartments/utrecht/0-2500/2-bedrooms/radius-1"}' } }] }),
      tool('go_to_url', { url: 'https://www.pararius.com/apartments/utrecht/0-2500/2-bedrooms/radius-1' }, { title: '5 rental apartments in Utrecht | Pararius', url: `https://www.pararius.com/apartments/utrecht/0-2500/2-bedrooms/radius-1?ts=${R.epoch()}`, cookie_banner: 'accepted' }),
      llm('gpt-4o', { messages: [] }, { tool_calls: [{ function: { name: 'delegate', arguments: '{"to":"extractor_agent"}' } }] }),
      tool('delegate', { to: 'extractor_agent', task: 'extract listings' }, { listings: 5 }, { children: [extractor] }),
    ]);
    const statsAgent = agent('browser_agent', { task: 'Find the published median asking rent for 2-bedroom flats in Utrecht (latest quarter).' }, { median_eur: 1875 }, [
      llm('gpt-4o', { messages: [] }, { tool_calls: [{ function: { name: 'go_to_url', arguments: '{"url":"https://www.pararius.com/rental-prices/utrecht"}' } }] }),
      tool('go_to_url', { url: 'https://www.pararius.com/rental-prices/utrecht' }, { title: 'Rental prices Utrecht | Pararius' }),
      tool('extract_content', { goal: 'median/average asking rent for 2-bedroom, latest quarter' }, { quarter: 'Q1 2025', two_bedroom_median_eur: 1875, avg_per_m2: 23.6, source_updated: R.http() }),
    ]);
    const research = agent('research_agent', { task: 'Get the median asking rent for 2-bedroom flats in Utrecht and two listings near Centraal under it.' }, { median: 1875, picks: 2 }, [
      llm('gpt-4o', { messages: [] }, 'Two parts: the city median (statistics page) and current listings. I delegate each to the browser agent with a narrower task.'),
      tool('delegate', { to: 'browser_agent', task: 'median rent' }, { median_eur: 1875 }, { children: [statsAgent] }),
      tool('delegate', { to: 'browser_agent', task: 'listings near Centraal' }, { listings: 5 }, { children: [browser] }),
      llm('gpt-4o', { messages: [] }, 'Median €1,875. Under it: Croeselaan €1,695 (72 m²) and Leidseweg €1,725 (68 m²). Catharijnesingel €1,950 and Jaarbeursplein €2,150 are above; Vleutenseweg €1,890 is just above.'),
    ]);
    return agent('orchestrator', { task: this.goal }, { answer: 'Median €1,875 (Q1 2025). Under median near Centraal: Croeselaan €1,695/72 m²; Leidseweg €1,725/68 m².' }, [
      llm('gpt-4o', { messages: [{ role: 'user', content: this.goal }] }, 'This is a housing research task; hand it to the research agent.'),
      tool('delegate', { to: 'research_agent' }, { median: 1875 }, { children: [research] }),
      llm('gpt-4o', { messages: [] }, 'The median asking rent for a 2-bedroom in Utrecht is €1,875/month (Pararius, Q1 2025). Two listings under it near Utrecht Centraal: Croeselaan (€1,695, 72 m²) and Leidseweg (€1,725, 68 m²).'),
    ], { framework: 'custom multi-agent over browser-use', run_id: R.uuid() });
  },
},
{
  isolates: 'In an OpenAI Agents SDK trace, a triage agent hands off to a travel agent, which calls a hotel-search agent as a tool, which calls a computer-use browsing agent for one specific page; each level narrows the job and the answer comes back up.',
  stagnation: false,
  goal: 'Find me a hotel in Lisbon for 12-14 September under €180/night with free cancellation, walking distance to the LX Factory, and tell me the cancellation deadline.',
  build(R) {
    const cua = agent('Agent(name="browser_operator")', { input: 'On booking.com, open "Hotel Alcântara Rio" for 12-14 Sep 2025 and read the price per night and the cancellation policy of the cheapest free-cancellation room.' }, { final_output: '€164/night, free cancellation until 23:59 on 9 Sep 2025' }, [
      llm('computer-use-preview', {}, { output: [{ type: 'computer_call', action: { type: 'click', x: 640, y: 220 } }] }),
      tool('computer_call', { action: { type: 'click', x: 640, y: 220 } }, { current_url: `https://www.booking.com/hotel/pt/alcantara-rio.html?checkin=2025-09-12&checkout=2025-09-14&aid=${R.int(300000, 399999)}&sid=${R.hex(32)}` }),
      llm('computer-use-preview', {}, { output: [{ type: 'computer_call', action: { type: 'scroll', x: 640, y: 600, scroll_y: 900 } }] }),
      tool('computer_call', { action: { type: 'scroll', scroll_y: 900 } }, { screen_text: 'Standard Double · €328 for 2 nights · Free cancellation before 9 September 2025 · No prepayment needed' }),
      llm('computer-use-preview', {}, { output: [{ type: 'message', content: [{ type: 'output_text', text: '€164/night (€328 total), free cancellation until 9 September 2025.' }] }] }),
    ], { span_id: 'span_' + R.hex(24) });
    const hotel = agent('Agent(name="hotel_search")', { input: 'Hotels within 1 km walk of LX Factory, Lisbon, 12-14 Sep, < €180/night, free cancellation.' }, { final_output: 'Hotel Alcântara Rio, 650 m from LX Factory, €164/night, free cancellation until 9 Sep' }, [
      llm('gpt-4.1', {}, { output: [{ type: 'function_call', name: 'search_hotels_api', arguments: '{"city":"Lisbon","near":"LX Factory","radius_m":1000,"checkin":"2025-09-12","checkout":"2025-09-14","max_price":180,"free_cancellation":true}' }] }),
      tool('search_hotels_api', { near: 'LX Factory', radius_m: 1000, max_price: 180 }, { results: [{ name: 'Hotel Alcântara Rio', dist_m: 650, from_eur: 164 }, { name: 'LX Boutique Annex', dist_m: 900, from_eur: 179 }], request_id: R.reqId() }),
      llm('gpt-4.1', {}, { output: [{ type: 'function_call', name: 'browser_operator', arguments: '{"input":"open Hotel Alcântara Rio on booking.com and read price + cancellation"}' }] }),
      tool('browser_operator', { input: 'Hotel Alcântara Rio details' }, { final_output: '€164/night, free cancellation until 9 Sep 2025' }, { children: [cua] }),
    ]);
    const travel = agent('Agent(name="travel_agent")', { input: this.goal }, { final_output: 'Hotel Alcântara Rio' }, [
      llm('gpt-4.1', {}, { output: [{ type: 'function_call', name: 'hotel_search', arguments: '{"input":"hotels near LX Factory 12-14 Sep under 180 free cancellation"}' }] }),
      tool('hotel_search', { input: 'hotels near LX Factory' }, { final_output: 'Hotel Alcântara Rio €164/night' }, { children: [hotel] }),
      llm('gpt-4.1', {}, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Hotel Alcântara Rio, 650 m (≈8 min walk) from LX Factory, €164/night (€328 for 12-14 Sep), free cancellation until 9 September 2025.' }] }] }),
    ]);
    return agent('Runner.run(triage_agent)', { input: this.goal }, { final_output: 'Hotel Alcântara Rio — €164/night, free cancellation until 9 Sep 2025' }, [
      llm('gpt-4.1-mini', {}, { output: [{ type: 'function_call', name: 'transfer_to_travel_agent', arguments: '{}' }] }),
      chain('handoff', { from: 'triage_agent', to: 'travel_agent' }, { ok: true }, [travel]),
    ], { sdk: 'openai-agents 0.0.19', trace_id: 'trace_' + R.hex(32) });
  },
},
{
  isolates: 'An IT onboarding agent delegates "set up the new hire" to an accounts agent, which delegates "create the Google Workspace user" to a browser agent, which delegates filling one form to a form-filler; each level is a distinct narrower job and all report back.',
  stagnation: false,
  goal: 'Onboard new hire Ines Carvalho (Marketing, starts Monday): create her Google Workspace account ines.carvalho@lumen-coop.org in the Marketing OU and add her to the marketing@ group.',
  build(R) {
    const filler = agent('form_filler', { task: 'Fill the Add new user form: first Ines, last Carvalho, primary email ines.carvalho, OU /Marketing; submit.' }, { created: true }, [
      tool('fill', { selector: 'input[aria-label="First name"]', value: 'Ines' }, { ok: true }),
      tool('fill', { selector: 'input[aria-label="Last name"]', value: 'Carvalho' }, { ok: true }),
      tool('fill', { selector: 'input[aria-label="Primary email"]', value: 'ines.carvalho' }, { ok: true }),
      tool('select', { selector: 'org-unit-picker', value: '/Marketing' }, { ok: true }),
      tool('click', { selector: 'button:has-text("Add new user")' }, { dialog: `ines.carvalho@lumen-coop.org has been added to Lumen Co-op. Temporary password: ${R.b62(12)}`, request_id: R.reqId() }),
    ]);
    const browser = agent('browser_agent', { task: 'In admin.google.com, create the user in OU Marketing and add to group marketing@.' }, { user: 'created', group: 'added' }, [
      llm('claude-3-5-sonnet-20241022', {}, 'Open Users > Add new user and hand the form to the form filler.'),
      tool('goto', { url: 'https://admin.google.com/ac/users' }, { title: 'Users - Admin Console', url: `https://admin.google.com/ac/users?rapt=${R.b62(40)}` }),
      tool('delegate', { to: 'form_filler' }, { created: true }, { children: [filler] }),
      tool('goto', { url: 'https://admin.google.com/ac/groups/marketing%40lumen-coop.org/members' }, { title: 'marketing@ members (17)' }),
      tool('click', { selector: 'text=Add members' }, { ok: true }),
      tool('fill', { selector: 'input[aria-label="Search for users"]', value: 'ines.carvalho@lumen-coop.org' }, { suggestion: 'Ines Carvalho' }),
      tool('click', { selector: 'button:has-text("Add to group")' }, { toast: '1 member added · marketing@ members (18)' }),
    ]);
    const accounts = agent('accounts_agent', { task: 'Create accounts for Ines Carvalho (Marketing).' }, { workspace: 'done' }, [
      llm('claude-3-5-sonnet-20241022', {}, 'Marketing hires need a Workspace account and the marketing@ group; no Slack seat is needed because Slack uses Google SSO. Delegating the admin-console work to the browser agent.'),
      tool('delegate', { to: 'browser_agent' }, { user: 'created', group: 'added' }, { children: [browser] }),
    ]);
    return agent('it_onboarding_agent', { task: this.goal }, { status: 'done' }, [
      llm('claude-3-5-sonnet-20241022', {}, 'Onboarding checklist for Marketing: accounts (Workspace + group). Laptop is handled by facilities. Delegating accounts.'),
      tool('delegate', { to: 'accounts_agent' }, { workspace: 'done' }, { children: [accounts] }),
      llm('claude-3-5-sonnet-20241022', {}, 'Done: ines.carvalho@lumen-coop.org created in /Marketing and added to marketing@ (now 18 members). The temporary password was issued by the console; share it through the usual secure channel.'),
    ], { framework: 'custom Playwright agents', run: R.uuid() });
  },
},
];
