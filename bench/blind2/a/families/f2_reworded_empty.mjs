// Family 2: same lookup tool called 3-6 times with the same intent reworded;
// every result empty; no success afterwards. Model text changes each step.

export default {
  family: 'reworded-lookup-no-hits',
  isolates: 'The same search/lookup tool is called 3-6 times with one intent expressed in different words, field names or formats, every result is empty, and the run never finds anything.',
  loop: true,
  stagnation: false,
  scenarios: [
    // 01 coding — code search, 5 rewordings, gives up
    {
      domain: 'coding', start: '2024-04-17T11:02:09Z', jsonArgs: true, model: 'gpt-4o-2024-05-13',
      build(c, { A, L, T }) {
        const goal = 'Where is the per-tenant API rate limit configured in the platform monorepo? I need to raise it for tenant acme-eu.';
        const empty = () => ({ total_count: 0, incomplete_results: false, items: [], took_ms: c.int(40, 260) });
        const children = [
          L("I'll search the repository for the rate limit configuration tied to tenants."),
          T('search_code', { repo: 'acme/platform', query: 'rateLimit tenant' }, empty()),
          L("Nothing for 'rateLimit tenant'. Some codebases call this throttling, so I'll try that vocabulary."),
          T('search_code', { repo: 'acme/platform', query: 'throttle per tenant' }, empty()),
          T('search_code', { repo: 'acme/platform', query: 'requestsPerMinute' }, empty()),
          L('Still no hits. If the value lives in YAML or env files it would use snake_case keys rather than camelCase.'),
          T('search_code', { repo: 'acme/platform', query: 'requests_per_minute tenant_id' }, empty()),
          T('search_code', { repo: 'acme/platform', query: 'TenantQuota limiter' }, empty()),
        ];
        return { goal, root: A('code-assistant', goal, "I couldn't find where the per-tenant rate limit is configured. Searches for 'rateLimit tenant', 'throttle per tenant', 'requestsPerMinute', 'requests_per_minute tenant_id' and 'TenantQuota limiter' in acme/platform all returned no matches.", children) };
      },
    },

    // 02 support — CRM contact lookup by email / name variants, asks the human agent
    {
      domain: 'support', start: '2024-07-08T15:47:20Z', jsonArgs: false, model: 'claude-3-5-sonnet-20240620',
      build(c, { A, L, T }) {
        const goal = "A caller says her replacement router never arrived. Find her account and the replacement shipment. Caller: Julienne Moreau-Petit, email jmoreau.petit@orange.fr";
        const none = () => ({ results: [], total: 0, request_id: 'req_' + c.alnum(22, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789') });
        const children = [
          T('crm_search_contacts', { email: 'jmoreau.petit@orange.fr' }, none()),
          L('No contact with that email address. The account may have been opened under a different email, so I will look her up by full name.'),
          T('crm_search_contacts', { name: 'Julienne Moreau-Petit' }, none()),
          T('crm_search_contacts', { name: 'Moreau Petit Julienne' }, none()),
          L('Hyphenated surnames are sometimes split across fields in the CRM. Trying first and last name as separate fields.'),
          T('crm_search_contacts', { first_name: 'Julienne', last_name: 'Moreau' }, none()),
          T('crm_search_contacts', { query: 'jmoreau' }, none()),
          L("I wasn't able to locate this caller. Could you ask her for her account number or the phone number on the account? None of the email or name lookups returned a contact."),
        ];
        return { goal, root: A('support-copilot', goal, "I wasn't able to locate this caller. Could you ask her for her account number or the phone number on the account? None of the email or name lookups returned a contact.", children) };
      },
    },

    // 03 data — event query with 6 date/field formats, framework stop
    {
      domain: 'data', start: '2024-03-11T08:12:44Z', jsonArgs: true, model: 'gpt-4-0125-preview',
      build(c, { A, L, T }) {
        const goal = 'How many checkout_failed events did we log on March 5th 2024 for the EU region?';
        const empty = () => ({ rows: [], row_count: 0, query_id: c.uuid(), elapsed_ms: c.int(180, 2400), truncated: false });
        const children = [
          L('Querying the events API for checkout_failed on 2024-03-05, EU region.'),
          T('query_events', { event: 'checkout_failed', date: '2024-03-05', region: 'EU' }, empty()),
          L('Zero rows for an entire day is implausible for checkout failures. The date parameter may expect US format.'),
          T('query_events', { event: 'checkout_failed', date: '03/05/2024', region: 'EU' }, empty()),
          T('query_events', { event: 'checkout_failed', start: '2024-03-05T00:00:00Z', end: '2024-03-05T23:59:59Z', region: 'eu' }, empty()),
          L('Maybe the event is stored in PascalCase and the region as an AWS-style code.'),
          T('query_events', { event_name: 'CheckoutFailed', day: '2024-03-05', region: 'eu-west-1' }, empty()),
          T('query_events', { event: 'checkout_failed', date: 1709596800, region: 'EU' }, empty()),
          L("Epoch seconds didn't work either; one more attempt with a long-form date and the full region name."),
          T('query_events', { event: 'checkout_failed', date: '5 Mar 2024', region: 'Europe' }, empty()),
        ];
        return { goal, root: A('analytics-agent', goal, 'Agent stopped: max iterations reached', children) };
      },
    },

    // 04 travel — hotel search with landmark synonyms, asks user to relax constraints
    {
      domain: 'travel', start: '2024-10-02T21:18:03Z', jsonArgs: false, model: 'gpt-4o-mini',
      build(c, { A, L, T }) {
        const goal = 'Find me a hotel in Kyoto within walking distance of Gion for 3 nights from Nov 22, under ¥30,000 per night.';
        const base = { checkin: '2024-11-22', checkout: '2024-11-25', guests: 1, max_price_per_night: 30000, currency: 'JPY' };
        const none = () => ({ search_id: 'hs_' + c.hex(16), hotels: [], total: 0, filters_applied: ['price', 'availability'], generated_at: c.isoS() });
        const children = [
          T('hotel_search', { city: 'Kyoto', near: 'Gion', radius_km: 1, ...base }, none()),
          L("No results near 'Gion'. The provider may not recognise Gion as a landmark, so I'll try the district name."),
          T('hotel_search', { city: 'Kyoto', neighborhood: 'Gion-machi', ...base }, none()),
          T('hotel_search', { city: 'Kyoto', near: 'Yasaka Shrine', radius_km: 1, ...base }, none()),
          L('Gion sits inside Higashiyama ward; the address-style location might match better.'),
          T('hotel_search', { location: 'Higashiyama-ku, Kyoto', ...base }, none()),
        ];
        return { goal, root: A('trip-planner', goal, "Sorry — I couldn't find any available hotels near Gion for Nov 22–25 under ¥30,000/night. Would you like me to raise the budget or look at different dates?", children) };
      },
    },

    // 05 devops — nested log investigator with 5 reworded LogQL queries
    {
      domain: 'devops', start: '2024-02-27T07:41:16Z', jsonArgs: false, model: 'gpt-4o',
      build(c, { A, L, T }) {
        const goal = 'billing-worker pods in the billing namespace restarted 14 times overnight. Find out why and propose a fix.';
        const win = { start: '2024-02-27T00:00:00Z', end: '2024-02-27T07:00:00Z', limit: 200, direction: 'backward' };
        const empty = () => ({ status: 'success', data: { resultType: 'streams', result: [], stats: { summary: { bytesProcessedPerSecond: c.int(2e6, 9e7), linesProcessedPerSecond: c.int(1e4, 6e5), totalBytesProcessed: c.int(4e6, 9e8), execTime: c.secs(0.2, 3.5, 6) } } } });
        const inv = A('log_investigator', 'Search Loki for the reason billing-worker containers were killed between 00:00 and 07:00 UTC on 2024-02-27.',
          'No log lines mentioning OOM, out-of-memory, exit code 137 or a kill signal were found for billing-worker in the window. Could not determine the restart cause from logs.', [
            T('loki_query_range', { query: '{app="billing-worker"} |= "OOMKilled"', ...win }, empty()),
            T('loki_query_range', { query: '{app="billing-worker"} |~ "(?i)out of memory"', ...win }, empty()),
            L('Neither OOMKilled nor out-of-memory appears. The streams might be labelled by service instead of app.', 'gpt-4o-mini'),
            T('loki_query_range', { query: '{service="billing-worker"} |= "OOM"', ...win }, empty()),
            T('loki_query_range', { query: '{app="billing-worker"} |= "exit code 137"', ...win }, empty()),
            L('Exit code 137 is not logged either; trying the container label with a generic kill pattern.', 'gpt-4o-mini'),
            T('loki_query_range', { query: '{container="billing-worker"} |~ "killed|SIGKILL"', ...win }, empty()),
          ]);
        const children = [
          L("First I'll confirm the restart counts, then have the log investigator look for the kill reason."),
          T('kubectl', { args: ['get', 'pods', '-n', 'billing', '-l', 'app=billing-worker', '-o', 'wide'] },
            `NAME                              READY   STATUS    RESTARTS       AGE   IP            NODE\nbilling-worker-6d9c7b8f5-2kq8d    1/1     Running   14 (38m ago)   3d    10.42.3.17    ip-10-0-41-12.ec2.internal\nbilling-worker-6d9c7b8f5-h7wzn    1/1     Running   13 (51m ago)   3d    10.42.5.201   ip-10-0-43-88.ec2.internal\nbilling-worker-6d9c7b8f5-x4mfl    1/1     Running   14 (22m ago)   3d    10.42.1.96    ip-10-0-40-7.ec2.internal`),
          T('kubectl', { args: ['describe', 'pod', 'billing-worker-6d9c7b8f5-2kq8d', '-n', 'billing'] }, `Name:             billing-worker-6d9c7b8f5-2kq8d\nNamespace:        billing\nNode:             ip-10-0-41-12.ec2.internal/10.0.41.12\nStatus:           Running\nContainers:\n  worker:\n    Image:          604213887190.dkr.ecr.eu-west-1.amazonaws.com/billing-worker:3.8.1\n    State:          Running\n      Started:      Tue, 27 Feb 2024 07:03:11 +0000\n    Last State:     Terminated\n      Reason:       Error\n      Exit Code:    137\n      Started:      Tue, 27 Feb 2024 06:21:48 +0000\n      Finished:     Tue, 27 Feb 2024 07:03:09 +0000\n    Ready:          True\n    Restart Count:  14\n    Limits:\n      memory:  2Gi\n    Requests:\n      cpu:     500m\n      memory:  1Gi\n    Liveness:   http-get http://:8080/healthz delay=10s timeout=1s period=10s #success=1 #failure=3\nEvents:\n  Type     Reason     Age                  From     Message\n  ----     ------     ----                 ----     -------\n  Normal   Pulled     38m (x15 over 3d)    kubelet  Container image "604213887190.dkr.ecr.eu-west-1.amazonaws.com/billing-worker:3.8.1" already present on machine\n  Warning  BackOff    37m (x9 over 6h)     kubelet  Back-off restarting failed container worker in pod billing-worker-6d9c7b8f5-2kq8d_billing(${c.uuid()})`),
          T('prometheus_query', { query: 'max_over_time(container_memory_working_set_bytes{namespace="billing",container="worker"}[7h])', time: '2024-02-27T07:00:00Z' }, { status: 'success', data: { resultType: 'vector', result: [
            { metric: { pod: 'billing-worker-6d9c7b8f5-2kq8d' }, value: [1709017200, '1183014912'] },
            { metric: { pod: 'billing-worker-6d9c7b8f5-h7wzn' }, value: [1709017200, '1129512960'] },
            { metric: { pod: 'billing-worker-6d9c7b8f5-x4mfl' }, value: [1709017200, '1201758208'] }] } }),
          L('Exit code 137 means the container was SIGKILLed. Working-set memory peaked around 1.1–1.2 GiB against a 2 GiB limit, so this may still be an OOM kill; asking the log investigator to confirm from the application logs.'),
          inv,
        ];
        return { goal, root: A('sre-oncall', goal, 'I could not determine why billing-worker restarted: the log search found nothing related to OOM or kills in the overnight window. Suggest checking the node and kubelet side separately.', children) };
      },
    },

    // 06 research — ELN vector retriever, 4 paraphrased queries, empty
    {
      domain: 'research', start: '2024-01-22T16:05:37Z', jsonArgs: false, model: 'claude-3-sonnet-20240229',
      build(c, { A, L, R }) {
        const goal = "Find in our lab's ELN the protocol we used in 2022 for the CRISPR knock-in of GFP at the AAVS1 locus in HEK293T (donor design and HDR enhancer).";
        const filt = { year: 2022, notebook: 'genome-editing' };
        const children = [
          L('Searching the electronic lab notebook index for the 2022 AAVS1 GFP knock-in entry.'),
          R('eln_vector_search', { query: 'AAVS1 GFP knock-in HEK293T protocol', top_k: 5, filter: filt }, []),
          L("No matches. Knock-ins at AAVS1 are often written up as 'safe harbor' integrations, so I'll phrase it that way."),
          R('eln_vector_search', { query: 'safe harbor locus GFP integration HEK293T', top_k: 5, filter: filt }, []),
          R('eln_vector_search', { query: 'HDR donor plasmid AAVS1 homology arms EGFP', top_k: 5, filter: filt }, []),
          L('AAVS1 lies in intron 1 of PPP1R12C; maybe the entry names the gene rather than the locus.'),
          R('eln_vector_search', { query: 'PPP1R12C intron 1 knock-in eGFP 293T cells', top_k: 5, filter: filt }, []),
        ];
        return { goal, root: A('lab-assistant', goal, "I couldn't find the protocol in the ELN — none of the searches (AAVS1 / safe harbor / HDR donor / PPP1R12C phrasing, restricted to 2022 genome-editing entries) returned any entries.", children) };
      },
    },
  ],
};
