// Who manages a project's webhooks (docs/decisions/049-webhooks.md): its organisers, the admins.
// A subscription holds a signing secret and sends the project's data elsewhere, so nobody else
// sees one, not even that it exists.
import type { CurrentUser } from '../types.ts';

export const mayManageWebhooks = (user: CurrentUser) => user.role === 'admin';
