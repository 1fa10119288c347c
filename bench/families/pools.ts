// Vocabulary the families draw from, so instances differ in names, counts
// and wording rather than being copies of one template.

export const FILES = [
  'orders_controller.py',
  'guest_session.py',
  'checkout_serializer.py',
  'cart_totals.py',
  'webhook_retry.py',
  'auth_client.py',
  'session_store.py',
  'middleware.py',
  'token_refresh.py',
  'login_view.py',
  'invoice_pdf.py',
  'tax_rules.py',
  'currency.py',
  'shipping_quote.py',
  'refunds.py',
  'ledger.py',
  'exports.py',
  'reports.py',
  'user_profile.py',
  'notifications.py',
  'rate_limit.py',
  'feature_flags.py',
  'search_index.py',
  'audit_log.py',
]

export const TOPICS = [
  'the guest checkout handler',
  'the nightly export job',
  'the invoice rounding bug',
  'the flaky login test',
  'the slow search endpoint',
  'the webhook retry storm',
  'the currency conversion drift',
  'the refund race',
]

export const GOALS = [
  'Find why /api/orders returns 500 for guest checkout and fix it',
  'Make the nightly export job finish under ten minutes',
  'Migrate the codebase off the deprecated payments client',
  'Fix the flaky login test on CI',
  'Speed up the search endpoint below 200 ms',
  'Stop duplicate webhook deliveries',
]

export const PREAMBLES = [
  'As the release assistant for this repository, following the team checklist and keeping every change small and reviewable, here is my update for this step:',
  'Acting on behalf of the platform team, with the incident runbook open and the customer impact in mind, my next move is described below:',
  'Per the standing instructions for this engagement (be concise, cite files, never touch production data), the current step is:',
]

export const SIGN_OFFS = ['I will report back once this step is complete.', 'Let me know if anything here looks off.', 'Continuing with the plan as agreed.']

export const AGENTS = ['planner', 'researcher', 'coder', 'reviewer', 'writer', 'critic', 'tester', 'summarizer']
