// Which list routes answer every row, and why (docs/api-lists.md, docs/decisions/041-bounded-lists.md).
// Every other GET route whose answer holds a list takes a `limit` of at most LIST_PAGE_MAX;
// server/test/lists/list-routes.test.ts holds the API to both.

/** Lists bounded by what they are: the answer cannot grow with the size of the event. */
export const BOUNDED_LISTS: Record<string, string> = {
  'GET /api/auth/demo': 'the demo-login accounts: four',
  'GET /api/profile':
    "one person's own fields (categories, attachments, languages, markets: each capped by its schema)",
  'GET /api/profile/categories': "the categories the person's projects offer",
  'GET /api/people/:id': "one person's fields",
  'GET /api/people/:id/categories': "the categories the person's projects offer",
  'GET /api/projects/:id': 'one project and the categories it offers',
  'GET /api/projects/:id/schedule':
    "the organiser's day grid: one day, windowed by its own query (docs/api-lists.md#the-day-grid)",
  'GET /api/projects/:id/agenda': "one person's meetings on the project's days: at most one per slot",
  'GET /api/projects/:id/availability': "one person's slots on the project's days",
  'GET /api/projects/:id/report': 'aggregates; each named list is capped by the report query (top sellers, no-shows)',
  'GET /api/projects/:id/auto-schedule/improve/:runId': "one run's steps: one per round of a run capped at a minute",
  'GET /api/projects/:id/plan-constraints': "the organiser's own asks (fixed meetings, orders), made one by one",
  'GET /api/dashboard': 'each section capped by the dashboard query (DASHBOARD_LIST_LIMIT)',
  'GET /api/dashboard/request-health': 'one row per active project',
  'GET /api/meetings/:id': "one meeting's people and attendances",
  'GET /api/meetings/:id/feedback': "one meeting's two answers",
  'GET /api/feedback/pending': "the caller's unrated meetings, capped by the query (PENDING_LIMIT)",
  'GET /api/interpreter-notes/meetings/:id': "one meeting's notes",
  'GET /api/voice-notes': "one meeting's recordings (meeting_id is required)",
  'GET /api/conversations/:id': "one thread's people: its two or three parties and the organisers' desk",
  'GET /api/admin/outbox/:id': "one message's links",
  'GET /api/currency-rates': 'one rate per currency the platform knows',
  'GET /api/transactions/summary': 'one rate per currency the platform knows',
  'GET /api/transactions/options': 'the projects the caller takes part in',
  'GET /api/meeting-requests/projects': 'the projects the caller takes part in',
  'GET /api/wishes/options': 'the projects the caller shares with one counterpart',
  'GET /api/projects': 'one row per event the platform has run, not per person of an event',
};
