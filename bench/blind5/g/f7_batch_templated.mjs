// Family 7 (healthy): batch over 4-8 distinct items, identical acknowledgements, templated sentence per item.
import { agent, llm, tool } from './lib.mjs';

export const family = {
  name: 'batch-items-templated-acks',
  isolates: 'The agent processes four to eight distinct items with the same tool, gets identical acknowledgements, and writes the same templated sentence per item; every item is different and the batch completes.',
  loop: false,
  stagnation: false,
};

// 1. customer support: closing tickets with a macro
function closeTickets(c) {
  const goal = 'Close all tickets tagged "shipping-delay-0412" with the apology macro now that the carrier backlog is cleared.';
  const M = 'gpt-4o-mini';
  const ids = [51207, 51219, 51233, 51240, 51266, 51291];
  const kids = [tool('zendesk.search', { query: 'tags:shipping-delay-0412 status<solved' }, { count: ids.length, results: ids.map((id) => ({ id, status: 'open' })), next_page: null })];
  for (const id of ids) {
    kids.push(tool('zendesk.apply_macro', { ticket_id: id, macro_id: 360011842, submit_as: 'solved' }, { ok: true }));
    kids.push(llm(M, `Closed ticket #${id} with the "Carrier backlog apology" macro.`));
  }
  return { domain: 'customer support', goal, root: agent('support-ops', goal, `Closed ${ids.length} tickets (#${ids.join(', #')}) with the Carrier backlog apology macro.`, kids) };
}

// 2. marketing ops: scheduling social posts
function schedulePosts(c) {
  c.str = true;
  const goal = 'Schedule next week\'s five LinkedIn posts from the content calendar at 09:30 CET on their planned days.';
  const M = 'claude-3-haiku';
  const posts = [
    ['Mon', '2024-09-16', 'Customer story: Brightline Foods cut waste 18%'],
    ['Tue', '2024-09-17', 'Webinar invite: Forecasting for seasonal demand'],
    ['Wed', '2024-09-18', 'Product tip: bulk-edit supplier lead times'],
    ['Thu', '2024-09-19', 'Hiring: Senior Product Designer (Lisbon)'],
    ['Fri', '2024-09-20', 'Weekend read: our 2024 supply chain survey'],
  ];
  const kids = [tool('notion.query_database', c.a({ database: 'Content Calendar', filter: { week: '2024-W38', channel: 'LinkedIn' } }), { results: posts.map((p) => ({ id: c.uuid(), date: p[1], title: p[2], status: 'Approved' })), has_more: false })];
  for (const [day, date, title] of posts) {
    kids.push(tool('buffer.create_update', c.a({ profile: 'linkedin:northwind', text_ref: title, scheduled_at: `${date}T09:30:00+02:00` }), { success: true, message: 'Update scheduled' }));
    kids.push(llm(M, `Scheduled "${title}" for ${day} ${date} at 09:30 CET.`));
  }
  return { domain: 'marketing ops', goal, root: agent('social-scheduler', goal, 'All five LinkedIn posts for week 38 are scheduled at 09:30 CET, Monday to Friday.', kids) };
}

// 3. real estate: sending listing packets to buyers
function listingPackets(c) {
  const goal = 'Send the 22 Elm Court listing packet to the four buyers who asked for it at Sunday\'s open house.';
  const M = 'gpt-4o';
  const buyers = [['Aisha Karim', 'aisha.karim@example.com'], ['Ben Lowry', 'blowry@example.net'], ['Carmen Ortiz', 'c.ortiz@example.org'], ['Dev Patel', 'devp@example.com']];
  const kids = [
    tool('crm.list_contacts', { source: 'open_house', listing: '22-elm-court', date: '2024-04-14', interest: 'packet' }, buyers.map(([n, e]) => ({ name: n, email: e, id: 'ct_' + c.alnum(8) }))),
    tool('docs.get_file', { path: 'Listings/22 Elm Court/packet.pdf' }, { file_id: 'f_' + c.alnum(12), size: '4.1 MB', modified: c.human() }),
  ];
  for (const [name, email] of buyers) {
    kids.push(tool('gmail.send', { to: email, subject: '22 Elm Court – listing packet', attachment: 'packet.pdf', template: 'open_house_followup' }, 'Message sent.'));
    kids.push(llm(M, `Sent the 22 Elm Court packet to ${name}.`));
  }
  return { domain: 'real estate', goal, root: agent('agent-assistant', goal, 'Listing packet sent to Aisha Karim, Ben Lowry, Carmen Ortiz and Dev Patel.', kids) };
}

// 4. insurance: renewing policies in a batch
function renewPolicies(c) {
  const goal = 'Issue renewals for the seven auto policies expiring on July 1 that underwriting already cleared.';
  const M = 'anthropic.claude-3-sonnet';
  const pols = ['AU-4410281', 'AU-4410307', 'AU-4410355', 'AU-4410362', 'AU-4410419', 'AU-4410433', 'AU-4410480'];
  const kids = [tool('pas.list_policies', { line: 'auto', expiring: '2024-07-01', uw_status: 'cleared' }, { policies: pols.map((p) => ({ policy: p, premium: c.int(780, 2400) })), total: pols.length, query_ms: c.ms() })];
  for (const p of pols) {
    kids.push(tool('pas.issue_renewal', { policy: p, effective: '2024-07-01', term_months: 12 }, { status: 'ISSUED' }));
    kids.push(llm(M, `Renewal issued for policy ${p}, effective 2024-07-01.`));
  }
  return { domain: 'insurance', goal, root: agent('renewals-agent', goal, `All ${pols.length} cleared auto policies renewed effective 2024-07-01: ${pols.join(', ')}.`, kids) };
}

// 5. HR: provisioning accounts for new hires (in a nested onboarding sub-agent)
function provisionHires(c) {
  c.str = true;
  const goal = 'Onboarding for Monday: create Okta accounts for the five new hires and add them to their department groups.';
  const M = 'gpt-4-turbo';
  const hires = [['Lena Brooks', 'Finance'], ['Omar Haddad', 'Engineering'], ['Sofia Marin', 'Engineering'], ['Tariq Bello', 'Sales'], ['Yan Li', 'People']];
  const sub = [];
  for (const [n, dept] of hires) {
    const login = n.toLowerCase().replace(' ', '.') + '@northwind.io';
    sub.push(tool('okta.create_user', c.a({ profile: { login, firstName: n.split(' ')[0], lastName: n.split(' ')[1], department: dept }, activate: true, groups: [`dept-${dept.toLowerCase()}`] }), { status: 'ACTIVE' }));
    sub.push(llm(M, `Created Okta account for ${n} and added to dept-${dept.toLowerCase()}.`));
  }
  const kids = [
    tool('bamboohr.new_hires', c.a({ start_date: '2024-09-02' }), { employees: hires.map(([n, d]) => ({ id: c.int(1000, 9999), name: n, department: d })), generated: c.isoOff() }),
    agent('okta-provisioner', 'Create and activate Okta users for the 5 hires starting 2024-09-02 and assign department groups.', 'Done: 5 users active, each in their department group.', sub),
    tool('slack.post', c.a({ channel: '#it-onboarding', text: 'Okta accounts ready for Monday\'s 5 new hires.' }), { ok: true, ts: `${c.epoch()}.00${c.int(1000, 9999)}` }),
  ];
  return { domain: 'HR', goal, root: agent('it-onboarding', goal, 'Five Okta accounts created and grouped (Finance, Engineering x2, Sales, People); #it-onboarding notified.', kids) };
}

// 6. tutoring: posting feedback on graded submissions
function postFeedback(c) {
  const goal = 'Post the feedback I wrote for the six Unit 4 essay submissions to Canvas and release the grades.';
  const M = 'gemini-1.5-flash';
  const subs = [['Ava Chen', 88], ['Bruno Silva', 74], ['Chloe Adeyemi', 91], ['Diego Ruiz', 67], ['Emma Novak', 82], ['Farah Aziz', 95]];
  const kids = [tool('canvas.list_submissions', { course_id: 4182, assignment_id: 99120 }, subs.map(([n]) => ({ user: n, submission_id: c.int(4000000, 4999999), workflow_state: 'submitted' })))];
  for (const [n, score] of subs) {
    kids.push(tool('canvas.grade_submission', { course_id: 4182, assignment_id: 99120, student: n, posted_grade: score, comment_file: `feedback/unit4/${n.split(' ')[0].toLowerCase()}.md` }, { workflow_state: 'graded' }));
    kids.push(llm(M, `Posted feedback and grade for ${n}.`));
  }
  kids.push(tool('canvas.post_grades', { course_id: 4182, assignment_id: 99120 }, { posted: subs.length }));
  return { domain: 'tutoring', goal, root: agent('teaching-assistant', goal, 'Feedback and grades posted for all six Unit 4 essays, and grades released to students.', kids) };
}

export const scenarios = [closeTickets, schedulePosts, listingPackets, renewPolicies, provisionHires, postFeedback];
