// Family 2: the same call retried and failing with the same error (ids/timestamps/attempt numbers differ).
import { agent, llm, tool, toolErr, toolPending } from '../lib.mjs';

// Row 1 - coding: migration keeps failing on a permission error (loop early-middle).
function migration(c) {
  const M = 'gpt-4o-mini';
  const goal = 'Apply the pending Alembic migration for the billing service to the staging database and confirm the new invoice_lines.tax_code column exists.';
  const ch = [];
  ch.push(llm('Checking which migration is pending before running it.', M));
  ch.push(tool('run_shell', { cmd: 'cd services/billing && alembic current && alembic heads', cwd: '/workspace/monorepo' },
    `INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\n7c1e02ab94d3\n9f4d88e1c0a7 (head)`));
  ch.push(tool('read_file', { path: 'services/billing/migrations/versions/9f4d88e1c0a7_add_tax_code.py' },
    '"""add tax_code to invoice_lines\n\nRevision ID: 9f4d88e1c0a7\nRevises: 7c1e02ab94d3\n"""\nfrom alembic import op\nimport sqlalchemy as sa\n\n\ndef upgrade():\n    op.add_column("invoice_lines", sa.Column("tax_code", sa.String(16), nullable=True), schema="billing")\n\n\ndef downgrade():\n    op.drop_column("invoice_lines", "tax_code", schema="billing")\n'));
  ch.push(llm('One additive column. Running the upgrade against staging.', M));
  for (let i = 0; i < 4; i++) {
    c.tick(3, 9);
    const pid = c.int(20000, 65000);
    ch.push(toolErr('run_shell', { cmd: 'cd services/billing && DATABASE_URL=$STAGING_DATABASE_URL alembic upgrade head', cwd: '/workspace/monorepo' },
      `exit status 1\nINFO  [alembic.runtime.migration] Running upgrade 7c1e02ab94d3 -> 9f4d88e1c0a7, add tax_code to invoice_lines\nsqlalchemy.exc.ProgrammingError: (psycopg2.errors.InsufficientPrivilege) must be owner of table invoice_lines\n[SQL: ALTER TABLE billing.invoice_lines ADD COLUMN tax_code VARCHAR(16)]\n(Background on this error at: https://sqlalche.me/e/20/f405)\n${c.logts()} UTC [${pid}] billing_app@billing_staging ERROR:  must be owner of table invoice_lines`));
  }
  ch.push(llm('The staging migration keeps failing with "must be owner of table invoice_lines". I cannot confirm the column exists.', M));
  return { domain: 'coding', goal, root: agent('dev-agent', goal, 'The migration did not apply: every attempt failed with "must be owner of table invoice_lines" for the billing_app role on staging. The tax_code column does not exist yet.', ch) };
}

// Row 2 - browser automation: click intercepted by an overlay every time (loop late).
function clickIntercept(c) {
  const M = 'gpt-4o-2024-05-13';
  const goal = 'Submit the visa-renewal appointment form on the consulate booking site with the details already saved in my profile.';
  const ch = [];
  ch.push(llm('Opening the appointment page.', M));
  c.tick(2, 4);
  ch.push(tool('navigate', { url: 'https://appointments.consulate-booking.example/renewal/new' }, { ok: true, url: 'https://appointments.consulate-booking.example/renewal/new', title: 'Passport & Visa Renewal – Book appointment' }));
  ch.push(tool('click', { selector: 'button#load-profile' }, { ok: true }));
  ch.push(tool('get_form_values', { form: '#renewal-form' }, { full_name: 'Ana Lucía Herrera', passport_no: 'PAB1193072', visa_type: 'D-Residence', preferred_office: 'Munich', slot: '2024-06-18 09:40' }));
  ch.push(llm('The form is populated from the profile and the 18 June 09:40 slot is selected. Submitting.', M));
  for (let i = 1; i <= 5; i++) {
    c.tick(2, 5);
    ch.push(toolErr('click', { selector: 'button#submit-application' },
      `ElementClickInterceptedException: Message: element click intercepted: Element <button id="submit-application" class="btn btn-primary">...</button> is not clickable at point (640, 912). Other element would receive the click: <div class="cc-window cc-banner cc-type-opt-in">...</div>\n  (Session info: chrome=124.0.6367.207)\n[browser-tool] attempt=${i} ts=${c.iso()} req=${c.hex(12)}`));
  }
  ch.push(toolPending('click', { selector: 'button#submit-application' }));
  return { domain: 'browser automation', goal, root: agent('web-operator', goal, 'Max turns exceeded', ch) };
}

// Row 3 - customer support: ticket update rejected because it's closed (loop late, healthy work first).
function closedTicket(c) {
  const M = 'claude-3-haiku-20240307';
  const goal = 'Ticket #88213: the customer says the replacement charger never arrived. Add an internal note with the tracking info and set the ticket to pending.';
  const ch = [];
  ch.push(tool('zendesk_get_ticket', { ticket_id: 88213 }, { id: 88213, subject: 'Replacement charger not received', status: 'closed', requester: 'kofi.mensah@proton.me', updated_at: '2024-04-30T16:02:11Z', tags: ['replacement', 'charger', 'rma-5512'] }));
  ch.push(tool('shipments_lookup', { rma: 'RMA-5512' }, { carrier: 'DHL', tracking: 'JD014600006289147721', status: 'returned_to_sender', last_event: 'Address unknown – returned to sender', last_event_at: '2024-05-03T11:47:00+02:00' }));
  ch.push(llm('The replacement was returned to sender (address unknown). I will add an internal note with the DHL tracking and set the ticket to pending so the customer can confirm their address.', M));
  for (let i = 0; i < 3; i++) {
    c.tick(2, 6);
    ch.push(toolErr('zendesk_update_ticket', { ticket_id: 88213, status: 'pending', comment: { public: false, body: 'Replacement (RMA-5512) shipped via DHL JD014600006289147721 was returned to sender: address unknown. Need to confirm shipping address with customer.' } },
      `HTTP 422 Unprocessable Entity (x-zendesk-request-id: ${c.hex(8)}${c.hex(8)}, date: ${c.http()}): {"error":"RecordInvalid","description":"Record validation errors","details":{"status":[{"description":"Status: closed prevents ticket update"}]}}`));
  }
  return { domain: 'customer support', goal, root: agent('support-copilot', goal, "I couldn't update ticket #88213 — Zendesk rejects every update because the ticket is closed. The replacement charger was returned to sender (address unknown).", ch) };
}

// Row 4 - data/analytics: worker sub-agent retries a query on a missing table.
function missingTable(c) {
  const M = 'claude-3-5-sonnet-20241022';
  const goal = 'What was the median session length on the iOS app last week compared with the week before?';
  const sql = "SELECT DATE_TRUNC('week', session_start) AS wk, MEDIAN(duration_s) AS median_s\nFROM ANALYTICS.PUBLIC.FCT_SESSIONS\nWHERE platform = 'ios' AND session_start >= DATEADD(week, -2, DATE_TRUNC('week', CURRENT_DATE))\nGROUP BY 1 ORDER BY 1";
  const sub = [];
  sub.push(llm('I will compute weekly medians from the sessions fact table.', M));
  for (let i = 0; i < 5; i++) {
    c.tick(1, 4);
    sub.push(toolErr('snowflake_query', { warehouse: 'ANALYST_WH', role: 'ANALYST', sql },
      `snowflake.connector.errors.ProgrammingError: 002003 (42S02): ${c.hex(8)}-0604-${c.hex(4)}-0000-${c.hex(12)}: SQL compilation error:\nObject 'ANALYTICS.PUBLIC.FCT_SESSIONS' does not exist or not authorized.`));
  }
  const ch = [
    llm('Delegating the query to the SQL worker.', M),
    agent('sql_worker', 'Compute the median iOS session length (seconds) for each of the last two complete weeks.', 'Failed: the query against ANALYTICS.PUBLIC.FCT_SESSIONS returned "does not exist or not authorized" every time.', sub),
  ];
  return { domain: 'data/analytics', goal, root: agent('analytics-supervisor', goal, "I couldn't get the numbers: the sessions table ANALYTICS.PUBLIC.FCT_SESSIONS is not accessible with the ANALYST role.", ch) };
}

// Row 5 - travel booking: flight order rejected on passport expiry (short trace, loop right after pricing).
function flightOrder(c) {
  const M = 'gpt-4-turbo';
  const goal = 'Book the 07:05 LH1827 Munich → Barcelona on 21 June for Jonas Becker using his saved passport.';
  const ch = [];
  ch.push(tool('flight_offers_price', { offer_id: '1', carrier: 'LH', flight: 'LH1827', date: '2024-06-21' }, { price: { total: '189.43', currency: 'EUR' }, bookable_seats: 4, last_ticketing_date: '2024-06-20' }));
  const traveler = { id: '1', name: { firstName: 'JONAS', lastName: 'BECKER' }, dateOfBirth: '1987-02-11', documents: [{ documentType: 'PASSPORT', number: 'C01X00T47', expiryDate: '2024-03-31', issuanceCountry: 'DE', nationality: 'DE', holder: true }] };
  for (let i = 0; i < 4; i++) {
    c.tick(1, 3);
    ch.push(toolErr('flight_create_order', { offer_id: '1', travelers: [traveler], ticketing: { option: 'CONFIRM' } },
      `400 Bad Request (ama-request-id: ${c.up(8)}-${c.up(4)}-${c.up(4)}): {"errors":[{"status":400,"code":4926,"title":"INVALID DATA RECEIVED","detail":"travelers[0].documents[0].expiryDate must be a date in the future","source":{"pointer":"/data/travelers[0]/documents[0]/expiryDate"}}]}`));
  }
  ch.push(llm('The order keeps being rejected.', M));
  return { domain: 'travel booking', goal, root: agent('booking-agent', goal, 'Booking failed: the airline system rejected the order each time (INVALID DATA RECEIVED on the passport expiry date).', ch) };
}

// Row 6 - devops/SRE: terraform state lock held, apply retried 6 times (long trace).
function tfLock(c) {
  const M = 'claude-3-opus-20240229';
  const goal = 'Scale the staging EKS node group "general" from 3 to 5 nodes via Terraform and confirm the new nodes join the cluster.';
  const lockId = c.uuid();
  const lockCreated = c.logts().replace(',', '.') + ' +0000 UTC';
  c.tick(600, 900);
  const ch = [];
  ch.push(llm('I will change desired_size in the staging node group module, plan, apply, then check nodes.', M));
  ch.push(agent('preflight', 'Check current node group state and capacity headroom in staging-eu1 before scaling general from 3 to 5.', 'Node group general: ACTIVE, 3/3 Ready (m6i.xlarge), max 8; subnet IPs and EC2 vCPU quota have headroom. Safe to scale to 5.', [
    tool('aws_cli', { args: ['eks', 'describe-nodegroup', '--cluster-name', 'staging-eu1', '--nodegroup-name', 'general', '--query', 'nodegroup.{status:status,scaling:scalingConfig,health:health}'] }, { status: 'ACTIVE', scaling: { minSize: 3, maxSize: 8, desiredSize: 3 }, health: { issues: [] } }),
    tool('kubectl', { args: ['get', 'nodes', '-l', 'eks.amazonaws.com/nodegroup=general', '-o', 'wide'], context: 'staging-eu1' }, 'NAME                                         STATUS   ROLES    AGE   VERSION               INTERNAL-IP\nip-10-40-11-23.eu-west-1.compute.internal    Ready    <none>   18d   v1.29.3-eks-ae9a62a   10.40.11.23\nip-10-40-12-141.eu-west-1.compute.internal   Ready    <none>   18d   v1.29.3-eks-ae9a62a   10.40.12.141\nip-10-40-13-77.eu-west-1.compute.internal    Ready    <none>   4d    v1.29.3-eks-ae9a62a   10.40.13.77'),
    tool('aws_cli', { args: ['ec2', 'describe-subnets', '--filters', 'Name=tag:kubernetes.io/cluster/staging-eu1,Values=shared', '--query', 'Subnets[].{id:SubnetId,free:AvailableIpAddressCount}'] }, [{ id: 'subnet-0a91c2e4', free: 3894 }, { id: 'subnet-0b17f0d2', free: 3911 }, { id: 'subnet-0c66aa19', free: 3870 }]),
    tool('aws_cli', { args: ['service-quotas', 'get-service-quota', '--service-code', 'ec2', '--quota-code', 'L-1216C47A'] }, { Quota: { QuotaName: 'Running On-Demand Standard instances', Value: 512.0, Unit: 'None' }, usage_vcpus: 188 }),
  ]));
  ch.push(tool('read_file', { path: 'infra/envs/staging/eks.tf' }, 'module "eks_nodes_general" {\n  source         = "../../modules/eks-nodegroup"\n  cluster_name   = "staging-eu1"\n  name           = "general"\n  instance_types = ["m6i.xlarge"]\n  min_size       = 3\n  max_size       = 8\n  desired_size   = 3\n}\n'));
  ch.push(tool('edit_file', { path: 'infra/envs/staging/eks.tf', find: '  desired_size   = 3', replace: '  desired_size   = 5' }, 'OK: 1 replacement in infra/envs/staging/eks.tf'));
  ch.push(tool('git_diff', { path: 'infra/envs/staging/eks.tf' }, '@@ -6,5 +6,5 @@ module "eks_nodes_general" {\n   min_size       = 3\n   max_size       = 8\n-  desired_size   = 3\n+  desired_size   = 5\n }'));
  ch.push(tool('terraform', { args: ['fmt', '-check', '-diff'], dir: 'infra/envs/staging' }, ''));
  ch.push(tool('terraform', { args: ['validate'], dir: 'infra/envs/staging' }, 'Success! The configuration is valid.'));
  c.tick(20, 40);
  ch.push(tool('terraform', { args: ['plan', '-out=tfplan', '-input=false'], dir: 'infra/envs/staging' },
    `module.eks_nodes_general.aws_eks_node_group.this: Refreshing state... [id=staging-eu1:general]\n\nTerraform will perform the following actions:\n\n  # module.eks_nodes_general.aws_eks_node_group.this will be updated in-place\n  ~ resource "aws_eks_node_group" "this" {\n        id = "staging-eu1:general"\n      ~ scaling_config {\n          ~ desired_size = 3 -> 5\n            # (2 unchanged attributes hidden)\n        }\n    }\n\nPlan: 0 to add, 1 to change, 0 to destroy.\n\nSaved the plan to: tfplan`));
  ch.push(llm('Plan is a single in-place change, desired_size 3 → 5. Applying the saved plan.', M));
  for (let i = 0; i < 6; i++) {
    c.tick(8, 20);
    ch.push(toolErr('terraform', { args: ['apply', '-input=false', 'tfplan'], dir: 'infra/envs/staging' },
      `exit status 1\n\nError: Error acquiring the state lock\n\nError message: operation error DynamoDB: PutItem, https response error StatusCode: 400, RequestID: ${c.up(20)}AEMVJF66Q9ASUAAJG, ConditionalCheckFailedException: The conditional request failed\nLock Info:\n  ID:        ${lockId}\n  Path:      acme-tfstate-staging/envs/staging/terraform.tfstate\n  Operation: OperationTypeApply\n  Who:       runner@gha-runner-7f9c2\n  Version:   1.8.3\n  Created:   ${lockCreated}\n  Info:      \n\nTerraform acquires a state lock to protect the state from being written\nby multiple users at the same time. Please resolve the issue above and try\nagain. For most commands, you can disable locking with the "-lock=false"\nflag, but this is not recommended.`));
  }
  return { domain: 'devops/SRE', goal, root: agent('infra-agent', goal, 'Max turns exceeded (12). terraform apply could not acquire the state lock.', ch) };
}

export default {
  name: 'identical-error-retry',
  isolates: 'The same call retried 3-6 times and failing with the same error whose text differs only in request ids, timestamps, pids or attempt numbers, with no success afterwards.',
  loop: true,
  stagnation: false,
  kind: 'retry',
  scenarios: [migration, clickIntercept, closedTicket, missingTable, flightOrder, tfLock],
};
