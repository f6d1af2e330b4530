// Who may call the conversation routes (authorization matrix, ADR 009). In the matrix world, the
// buyer and the seller have a meeting (with the interpreter) and a pending request, and their thread
// holds the seller's message; the buyer's help desk holds a message from the buyer.
import {
  adminOnly,
  BUYERS,
  INTERPRETERS,
  type RouteRules,
  rule,
  SELLERS,
  signedIn,
  VOLUNTEERS,
} from '../access-rules.ts';

const pair = ['buyer', 'seller', 'interpreter'] as const;
const participants = [...BUYERS, ...SELLERS, ...INTERPRETERS, ...VOLUNTEERS].filter((c) => c !== 'outsider');

export const conversationAccess: RouteRules = {
  'GET /api/conversations': signedIn(),
  'GET /api/conversations/unread': signedIn(),
  'GET /api/conversations/search': signedIn(),
  'GET /api/conversations/export': signedIn(),
  // Opening the help desk of the world's project: each participant their own, the admin the buyer's.
  'POST /api/conversations': rule({ ok: ['admin', ...participants] }),
  'GET /api/conversations/:id': rule({ ok: [...pair] }),
  'POST /api/conversations/:id/read': rule({ ok: [...pair] }),
  'GET /api/conversations/:id/messages': rule({ ok: [...pair] }),
  'POST /api/conversations/:id/messages': rule({ ok: [...pair] }),
  'POST /api/conversations/:id/files': rule({ ok: [...pair] }),
  // Blocking is the pair's: their interpreter may read but not block.
  'POST /api/conversations/:id/block': rule({ ok: ['buyer', 'seller'], forbidden: ['interpreter'] }),
  'DELETE /api/conversations/:id/block': rule({ ok: ['buyer', 'seller'], forbidden: ['interpreter'] }),
  // The seller's message: its author edits and deletes it; the others of the pair may read it, and report it.
  'PATCH /api/conversations/messages/:id': rule({ ok: ['seller'], forbidden: ['buyer', 'interpreter'] }),
  'DELETE /api/conversations/messages/:id': rule({ ok: ['seller'], forbidden: ['buyer', 'interpreter'] }),
  'GET /api/conversations/messages/:id/file': rule({ ok: [...pair] }),
  'POST /api/conversations/messages/:id/report': rule({ ok: ['buyer', 'interpreter'], refused: ['seller'] }),
  'GET /api/conversations/reports': adminOnly(),
  'POST /api/conversations/reports/:id/hide': adminOnly(),
  'POST /api/conversations/reports/:id/warn': adminOnly(),
  'POST /api/conversations/reports/:id/dismiss': adminOnly(),
};
