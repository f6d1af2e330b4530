// The app's addresses printed as QR codes on agendas and badges (docs/rules.md#agendas-and-badges):
// relative paths, so the web puts its own origin before them and the server PUBLIC_URL.

/** A meeting's check-in link: opening it checks its buyer, seller or interpreter in (docs/rules.md#check-in). */
export function checkInPath(meetingId: string): string {
  return `/meetings/${meetingId}?check-in=qr`;
}

/** The agenda page of a project: the reader's own, or (for admins) the person named. */
export function agendaPath(projectId: string, userId?: string): string {
  return `/projects/${projectId}/agenda${userId ? `?user=${userId}` : ''}`;
}
