// The cheapest agenda server there could be, for bench/agendas/ceiling.ts: every reader's agenda
// ready in memory, compressed once, found by the session cookie in a Map; nothing else (no session
// store, no policy, no database). `node ceiling-server.ts <port> <readers> <fastify|http>`.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';

const [port, readers, kind] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4]];

/** About the size of a participant's agenda of one three-day event (decision 047): 20 meetings. */
function agendaOf(reader: number): Buffer {
  const meetings = Array.from({ length: 20 }, (_, i) => ({
    id: randomBytes(16).toString('hex'),
    meeting_date: `2030-05-0${1 + (i % 3)}`,
    start_time: `${String(9 + (i % 8)).padStart(2, '0')}:00`,
    counterpart: { full_name: `Person ${reader}-${i}`, company_name: `Company ${i}`, country: 'KR' },
    table: { name: `A-${i}` },
    status: 'confirmed',
  }));
  return brotliCompressSync(JSON.stringify({ person: { id: reader }, meetings }));
}

const agendas = new Map<string, Buffer>();
for (let r = 0; r < readers; r++) agendas.set(`session-${r}`, agendaOf(r));

if (kind === 'http') {
  http
    .createServer((req, res) => {
      const sid = /(?:^|;\s*)sid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1] ?? '';
      const body = agendas.get(sid);
      if (!body) return res.writeHead(401).end();
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'br' }).end(body);
    })
    .listen(port, '127.0.0.1', () => process.send?.('ready'));
} else {
  const app = Fastify();
  await app.register(fastifyCookie);
  app.get('/api/agenda', (request, reply) => {
    const body = agendas.get(request.cookies.sid ?? '');
    if (!body) return reply.status(401).send();
    return reply.header('content-type', 'application/json').header('content-encoding', 'br').send(body);
  });
  await app.listen({ port, host: '127.0.0.1' });
  process.send?.('ready');
}
