// web/app/first-load.json names, per signed-in page, the module router.tsx loads for it: a page
// renamed or a screen moved in the router must be renamed there too, or the server would name
// scripts the page never runs (docs/decisions/036-first-paint-and-lighthouse.md).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import declared from './first-load.json' with { type: 'json' };

const router = fs.readFileSync(path.join(import.meta.dirname, 'router.tsx'), 'utf8');

describe('first-load.json', () => {
  it('names, for each page, the screen router.tsx loads for that path', () => {
    for (const route of declared.routes) {
      const line = router.split('\n').find((l) => l.includes(`path: '${route.path}',`));
      expect(line, route.path).toContain(`import('../${route.module}')`);
    }
  });

  it('names the same screens as the server draws (web/ssr/first-screen.tsx)', () => {
    const server = fs.readFileSync(path.join(import.meta.dirname, '../ssr/first-screen.tsx'), 'utf8');
    const drawn = [...server.matchAll(/'\.\.\/(screens\/[^']+\.tsx)'/g)].map((m) => m[1]);
    expect(drawn.sort()).toEqual(declared.routes.map((r) => r.module).sort());
  });

  it("names the signed-in frame's module, and data only of the API, with the page's own parameters", () => {
    expect(router).toContain(`import('../${declared.frame.module}')`);
    for (const route of declared.routes) {
      const params = route.path.match(/:[a-zA-Z]+/g) ?? [];
      for (const url of route.data) {
        expect(url, route.path).toMatch(/^\/api\//);
        for (const used of url.match(/:[a-zA-Z]+/g) ?? []) expect(params, url).toContain(used);
      }
    }
  });
});
