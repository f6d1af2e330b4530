// A signed-in participant's first screen drawn here, so a phone shows its agenda or meeting before
// the app's scripts have run (docs/decisions/051-first-screen-on-the-server.md). The drawing is the
// web app's own screen, built for Node into dist/ssr (web/ssr/first-screen.tsx); its requests go
// through this server's own routes as the person whose page it is (`inject`: the same checks, the
// same answers, no network), so it shows exactly what the person may read. Without that build, or
// when anything fails, the page goes out as before and the browser draws the screen itself.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FirstScreen, RenderFirstScreen } from '../web/ssr/contract.ts';

export interface FirstScreens {
  /** The screen for this page and person, or null when it is not drawn here. */
  render(request: FastifyRequest, language: string): Promise<FirstScreen | null>;
}

const NONE: FirstScreens = { render: async () => null };

export function loadFirstScreens(app: FastifyInstance, ssrDir: string | undefined): FirstScreens {
  const file = ssrDir && path.join(ssrDir, 'first-screen.js');
  if (!file || !fs.existsSync(file)) return NONE;
  // Loaded on the first page it draws, not at start: an idle server stays small (decision 045).
  let renderer: Promise<RenderFirstScreen> | undefined;
  const load = () =>
    import(pathToFileURL(file).href).then((m: { renderFirstScreen: RenderFirstScreen }) => m.renderFirstScreen);
  return {
    async render(request, language) {
      const cookie = request.headers.cookie;
      if (!cookie) return null;
      try {
        renderer ??= load();
        const renderFirstScreen = await renderer;
        return await renderFirstScreen({
          url: request.url,
          language,
          fetch: async (url, init) => {
            if (init.method && init.method !== 'GET') throw new Error('A first screen only reads');
            const answer = await app.inject({
              method: 'GET',
              url,
              headers: { cookie, 'accept-language': request.headers['accept-language'] ?? '' },
            });
            const headers = Object.entries(answer.headers).flatMap(([name, value]) =>
              typeof value === 'string' ? [[name, value] as [string, string]] : [],
            );
            return new Response(answer.statusCode === 204 ? null : answer.payload, {
              status: answer.statusCode,
              headers,
            });
          },
        });
      } catch (err) {
        // The browser draws the screen itself, as it does for every other page.
        request.log.warn({ err }, 'first screen not drawn on the server');
        return null;
      }
    },
  };
}
