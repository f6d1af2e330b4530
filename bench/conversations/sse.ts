// Plain server-sent-event clients for the bench: an http.get per stream through a keep-alive agent
// (no EventSource library), the body cut into events as it arrives. Every event is handed over with
// the time its bytes arrived (performance.now() of this process).
import http from 'node:http';

export interface StreamEvent {
  /** The `event:` field ('message' when absent). */
  name: string;
  data: unknown;
  /** When the chunk that completed the event arrived. */
  at: number;
}

export interface OpenStream {
  close(): void;
  /** Whether the server ended the stream (or it failed) before close(). */
  ended(): boolean;
}

/** A keep-alive agent with room for `sockets` streams to one server. */
export const streamAgent = (sockets: number) => new http.Agent({ keepAlive: true, maxSockets: sockets });

/**
 * Opens GET {base}/api/notifications/stream as the holder of `cookie`; resolves once the server's
 * `: connected` comment arrived, rejects on a status other than 200 or after `timeoutMs`.
 */
export function openStream(
  base: string,
  cookie: string,
  agent: http.Agent,
  onEvent: (event: StreamEvent) => void,
  timeoutMs = 30_000,
): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    let connected = false;
    let closed = false;
    let ended = false;
    const req = http.get(
      `${base}/api/notifications/stream`,
      { agent, headers: { cookie, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          clearTimeout(timer);
          reject(new Error(`stream answered ${res.statusCode}`));
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let cut = buffer.indexOf('\n\n');
          while (cut >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            cut = buffer.indexOf('\n\n');
            let name = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) {
                if (!connected && line.startsWith(': connected')) {
                  connected = true;
                  clearTimeout(timer);
                  resolve({
                    close() {
                      closed = true;
                      req.destroy();
                    },
                    ended: () => ended,
                  });
                }
              } else if (line.startsWith('event:')) name = line.slice(6).trim();
              else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
            }
            if (data.length > 0) onEvent({ name, data: JSON.parse(data.join('\n')), at });
          }
        });
        res.on('end', () => {
          if (!closed) ended = true;
        });
        res.on('error', () => {
          if (!closed) ended = true;
        });
      },
    );
    req.on('error', (err) => {
      if (closed) return;
      ended = true;
      clearTimeout(timer);
      if (!connected) reject(err);
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`stream not connected within ${timeoutMs} ms`));
    }, timeoutMs);
  });
}

/** Runs `task` for each item, at most `limit` at once; results in the items' order. */
export async function inParallel<T, R>(items: T[], limit: number, task: (item: T, i: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
