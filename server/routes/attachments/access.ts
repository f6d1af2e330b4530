// Who may call the attachment routes (authorization matrix, ADR 009). The file is the buyer's.
import { BUYERS, type RouteRules, rule, SELLERS, signedIn } from '../access-rules.ts';

export const attachmentAccess: RouteRules = {
  // Only buyers and sellers keep company files.
  'POST /api/attachments': rule({ ok: [...BUYERS, ...SELLERS], otherwise: 403 }),
  // Profiles and their files are shown to other users; the key is unguessable.
  'GET /api/attachments/*': signedIn(),
  // Everyone may see the file, so removing someone else's is a 403.
  'DELETE /api/attachments/*': rule({ ok: ['buyer', 'admin'], otherwise: 403 }),
};
