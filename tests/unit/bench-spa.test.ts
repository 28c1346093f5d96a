import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { layoutLazyModules, PAGES, routeModules } from '../../bench/spa.ts';

const src = path.resolve(import.meta.dirname, '../../frontend/src');
const app = readFileSync(path.join(src, 'App.tsx'), 'utf8');

describe("the bench's page weights follow how App.tsx loads each page", () => {
  it('counts the data cache beside a page that reads the API', () => {
    expect(routeModules(app, 'src/routes/Jobs.tsx')).toEqual([
      'src/api/QueryScope.tsx',
      'src/routes/Jobs.tsx',
    ]);
    expect(routeModules(app, 'src/routes/Candidates.tsx')).toEqual([
      'src/api/QueryScope.tsx',
      'src/routes/Candidates.tsx',
    ]);
    expect(routeModules(app, 'src/routes/JobPage.tsx')).toEqual([
      'src/api/QueryScope.tsx',
      'src/routes/JobPage.tsx',
    ]);
  });

  it('counts a page that reads nothing through the cache alone', () => {
    expect(routeModules(app, 'src/routes/Home.tsx')).toEqual(['src/routes/Home.tsx']);
    expect(routeModules(app, 'src/routes/Auth.tsx')).toEqual(['src/routes/Auth.tsx']);
  });

  it('places every measured page, and refuses one App.tsx does not load', () => {
    for (const page of PAGES) expect(routeModules(app, page.module).at(-1)).toBe(page.module);
    expect(() => routeModules(app, 'src/routes/Missing.tsx')).toThrow(/does not load/);
  });

  it("finds the layout's lazily loaded parts", () => {
    const layout = readFileSync(path.join(src, 'components/layout/Layout.tsx'), 'utf8');
    expect(layoutLazyModules(layout)).toEqual([
      'src/components/layout/Toasts.tsx',
      'src/components/layout/ConsentBanner.tsx',
    ]);
    expect(() => layoutLazyModules('export const Layout = () => null;')).toThrow(/nothing lazily/);
  });
});
