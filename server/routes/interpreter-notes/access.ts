// Who may call the interpreter note routes (authorization matrix, ADR 009). The meeting's notes
// are its interpreter's; admins read them; its buyer and seller do not learn they exist.
import { type RouteRules, rule, signedIn } from '../access-rules.ts';

export const interpreterNoteAccess: RouteRules = {
  'GET /api/interpreter-notes': signedIn(),
  'GET /api/interpreter-notes/meetings/:id': rule({ ok: ['admin', 'interpreter'] }),
  'PUT /api/interpreter-notes/meetings/:id': rule({ ok: ['interpreter'], forbidden: ['admin'] }),
};
