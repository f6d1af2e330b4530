// Names the server's drawing of a first screen and the web app share
// (docs/decisions/051-first-screen-on-the-server.md).

/** Around the shell's placeholders in web/index.html: the server draws the screen in their place. */
export const SCREEN_START = '<!--screen-->';
export const SCREEN_END = '<!--/screen-->';

/** The id of the script element holding the answers the screen was drawn from. */
export const FIRST_STATE_ID = 'first-screen-state';

/** The cookie the app keeps the chosen language in, so the server draws in it too. */
export const LANGUAGE_COOKIE = 'lang';

/**
 * A path of the web app's router ('/projects/:id/agenda') as a pattern that captures each parameter
 * (ids: letters, digits, dashes), and the parameters' names in order.
 */
export function routePattern(routePath: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = routePath.replace(/:([a-zA-Z]+)/g, (_all, name: string) => {
    names.push(name);
    return '([A-Za-z0-9-]{1,64})';
  });
  return { pattern: new RegExp(`^${source}/?$`), names };
}
