// What the server's rendering of a first screen takes and gives (web/ssr/first-screen.tsx, built into
// dist/ssr; server/first-screen.ts calls it; docs/decisions/051-first-screen-on-the-server.md).
import type { SendRequest } from '../lib/api.ts';

export interface FirstScreenInput {
  /** The page's path and query, e.g. '/meetings?status=confirmed'. */
  url: string;
  /** One of the app's languages. */
  language: string;
  /** Sends one GET of the API as the signed-in person whose page is rendered. */
  fetch: SendRequest;
}

export interface FirstScreen {
  /** The screen's markup, to draw where the shell's placeholders are. */
  html: string;
  /** The answers the screen was drawn from, as TanStack Query's dehydrated state, for the app to start from. */
  state: unknown;
}

export type RenderFirstScreen = (input: FirstScreenInput) => Promise<FirstScreen | null>;
