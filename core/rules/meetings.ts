/** Meeting statuses that count as upcoming / active (SPEC.md section 4). */
export const UPCOMING_MEETING_STATUSES = ['scheduled', 'confirmed'] as const;
