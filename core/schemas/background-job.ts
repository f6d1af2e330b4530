// Long work an organiser starts and comes back to (every agenda as PDFs, every badge, large exports):
// a queued job with progress that survives a restart and ends in a file to download
// (docs/architecture.md, One job mechanism).
export const BACKGROUND_JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type BackgroundJobStatus = (typeof BACKGROUND_JOB_STATUSES)[number];
