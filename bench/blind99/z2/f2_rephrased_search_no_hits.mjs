import {ctx,span,llm,tool,fail,agent,asst,row} from './lib.mjs';
const F='rephrased_search_no_hits';
// 01: Amadeus-like flight offers search reworded (OpenInference-ish: llm spans with tool spans nested)
function r01(){const id=F+'-01',c=ctx(id);const ch=[];
  const goal='Find a nonstop business-class fare London to New York on 4 March 2026 under GBP 3,000 for a client and hold it.';
  const tries=[
    [{originLocationCode:'LHR',destinationLocationCode:'JFK',departureDate:'2026-03-04',travelClass:'BUSINESS',nonStop:true,maxPrice:3000,currencyCode:'GBP'},'Searching LHR-JFK nonstop business under 3000.'],
    [{originLocationCode:'LON',destinationLocationCode:'NYC',departureDate:'2026-03-04',travelClass:'BUSINESS',nonStop:true,maxPrice:3000,currencyCode:'GBP'},'Nothing from LHR-JFK. Using metro codes LON-NYC instead.'],
    [{originLocationCode:'LHR',destinationLocationCode:'EWR',departureDate:'2026-03-04',travelClass:'BUSINESS',nonStop:true,maxPrice:3000,currencyCode:'GBP'},'Still nothing; Newark also serves New York, trying LHR-EWR.'],
    [{originLocationCode:'London',destinationLocationCode:'New York',departureDate:'04/03/2026',travelClass:'C',nonStop:'true',maxPrice:'3000'},'Maybe the API wants names; London to New York, 04/03/2026, class C.'],
    [{originLocationCode:'LHR',destinationLocationCode:'JFK',departureDate:'2026-03-04T00:00:00Z',travelClass:'business',nonStop:true,maxPrice:3000},'Trying lowercase class and a full timestamp for 4 March.'],
    [{originLocationCode:'LGW',destinationLocationCode:'JFK',departureDate:'4 March 2026',travelClass:'BUSINESS',nonStop:true,maxPrice:3000},'Gatwick to JFK on 4 March 2026, same limits.'],
  ];
  for(const [args,txt] of tries){const l=llm('openai.chat.completions',{'llm.input_messages':[{role:'user',content:goal}]},asst(c,txt,[['flight_offers_search',args]]),{metadata:c.meta({'llm.model_name':'gpt-4o-2024-08-06'})});
    l.children.push(tool('flight_offers_search',args,{meta:{count:0,links:{self:`https://test.api.amadeus.com/v2/shopping/flight-offers?${Object.entries(args).map(([k,v])=>k+'='+encodeURIComponent(v)).join('&')}`}},data:[],dictionaries:{},'ama-request-id':c.code(12)+'-'+c.hex(8)},{metadata:c.meta()}));ch.push(l);}
  ch.push(llm('openai.chat.completions',{},asst(c,'Let me try once more with the airport codes in the other order of fields.',[['flight_offers_search',{destinationLocationCode:'JFK',originLocationCode:'LHR',departureDate:'2026-03-04',nonStop:true,travelClass:'BUSINESS',maxPrice:3000}]]),{metadata:c.meta()}));
  ch.push(tool('flight_offers_search',{destinationLocationCode:'JFK',originLocationCode:'LHR',departureDate:'2026-03-04',nonStop:true,travelClass:'BUSINESS',maxPrice:3000},{meta:{count:0},data:[]},{metadata:c.meta()}));
  ch.push(span('chain','stop',{reason:'token budget'},{held:false}));
  return row(id,F,'The same no-result business-fare search is retried six times with city codes, airport synonyms, names and date spellings for the same route and day, never relaxing the real constraint, and nothing is held.',true,false,goal,agent('travel-agent',{input:goal},{held:false},ch,{metadata:{'openinference.span.kind':'AGENT'}}));}
// 02: hotel availability reworded, model text verbatim "no results" (CrewAI-ish task spans)
function r02(){const id=F+'-02',c=ctx(id);const ch=[];
  const goal='Book 2 nights (18-20 May) at a hotel within walking distance of Messe Frankfurt with a meeting room, max EUR 240/night.';
  const qs=[{city:'Frankfurt am Main',checkin:'2026-05-18',checkout:'2026-05-20',amenities:['MEETING_ROOM'],max_rate:240,near:'Messe Frankfurt',radius_km:1},
    {city:'FRA',check_in:'18.05.2026',check_out:'20.05.2026',facilities:'meeting room',price_max:'240 EUR',landmark:'Messe'},
    {query:'hotel near Frankfurt trade fair with conference room 18 May 2 nights under 240'},
    {lat:50.1117,lng:8.6441,radius:'1000m',arrival:'2026-05-18',nights:2,amenity_codes:['MEETING_ROOMS'],rate_lte:24000},
    {city:'Frankfurt',checkin:'May 18 2026',checkout:'May 20 2026',amenities:['BUSINESS_CENTER','MEETING_ROOM'],max_rate:240,near:'Festhalle/Messe'}];
  ch.push(span('task','Research hotels',{description:goal,expected_output:'One bookable hotel offer'},null,[],{}));
  const kids=[];
  qs.forEach((q,i)=>{kids.push(llm('crewai.llm.call',{messages:[{role:'system',content:'You are Hotel Scout.'},{role:'user',content:goal}]},{text:`Thought: No results were found for the previous search, so I will search again with a different query.\nAction: hotel_availability\nAction Input: ${JSON.stringify(q)}`},{metadata:c.meta()}));
    kids.push(tool('hotel_availability',q,{status:200,headers:{'x-correlation-id':c.uuid(),'x-cache':c.pick(['MISS','HIT']),age:String(c.int(0,600))},body:{hotels:[],total:0,search_token:c.cursor()}},{metadata:c.meta()}));});
  kids.push(llm('crewai.llm.call',{messages:[]},{text:'Thought: No results were found for the previous search, so I will search again with a different query.\nAction: hotel_availability\nAction Input: {"city":"Frankfurt","near":"Messe","nights":2}'},{metadata:c.meta()}));
  kids.push(tool('hotel_availability',{city:'Frankfurt',near:'Messe',nights:2},{status:200,headers:{'x-correlation-id':c.uuid()},body:{hotels:[],total:0}},{metadata:c.meta()}));
  kids.push(span('event','max_iter_reached',{max_iter:6},{final:'Agent stopped due to iteration limit or time limit.'}));
  ch.push(agent('Hotel Scout',{role:'Hotel Scout'},{final:'Agent stopped due to iteration limit or time limit.'},kids));
  return row(id,F,'A hotel scout re-queries availability near the Frankfurt fairground five ways (field names, date formats, coordinates, free text) with zero hits each time, narrating every retry with the same sentence, until the iteration limit.',true,true,goal,agent('Crew',{inputs:{goal}},{result:null},ch,{metadata:{crew_id:c.uuid()}}));}
// 03: customs HS code lookup reworded, tool calls only (Vercel AI SDK style: ai.generateText > ai.toolCall)
function r03(){const id=F+'-03',c=ctx(id);const ch=[];
  const goal='Prepare the commercial invoice for 40 refurbished espresso machines shipping Milan to Toronto; find the Canadian HS tariff line and duty rate.';
  ch.push(span('ai.generateText.doGenerate','doGenerate',{prompt:goal},{text:'I will look up the tariff classification.',toolCalls:[{toolName:'ca_tariff_search'}]},[],{metadata:c.meta()}));
  const qs=['espresso machines refurbished','coffee makers, used, electric, commercial','8516.71 used','"espresso" machine second-hand','apparatus for making coffee refurbished commercial','machines à café espresso remises à neuf','8419.81 refurbished espresso'];
  for(const q of qs){ch.push(span('ai.generateText.doGenerate','doGenerate',{prompt:'(continued)'},{text:'',toolCalls:[{toolName:'ca_tariff_search',args:{q,section:'refurbished',year:2026}}]},[],{metadata:c.meta()}));
    ch.push(tool('ai.toolCall ca_tariff_search',{q,section:'refurbished',year:2026},`HTTP/1.1 200 OK\nDate: ${c.httpDate(c.tick())}\nX-Request-Id: ${c.uuid()}\nContent-Type: application/json\n\n{"query":${JSON.stringify(q)},"filter":{"section":"refurbished"},"results":[],"took_ms":${c.int(8,90)}}`,{metadata:c.meta()}));}
  ch.push(span('ai.generateText.doGenerate','doGenerate',{},{text:'',finishReason:'length'},[],{error:'maxSteps reached'}));
  return row(id,F,'Tariff lookups for the same espresso machines are rephrased seven times (synonyms, HS headings, quotes, French) under the same bad "refurbished" section filter, always empty, and the invoice is never made.',true,false,goal,agent('ai.generateText',{prompt:goal,maxSteps:9},{text:''},ch,{metadata:{'ai.model.id':'claude-3-5-sonnet','operation.name':'ai.generateText'}}));}
export const rows=[r01,r02,r03];
