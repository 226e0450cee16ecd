/**
 * "Staff pages: loaded only by staff; nothing of the console in a student page's scripts"
 * (DESIGN.md §6), checked on a real build: the staff pages are chunks loaded on demand,
 * and no chunk a student page loads, the first load included, holds a module of the staff
 * room or its operations. A browser test's neighbour: it reads the build the browser suite
 * makes first (scripts/e2e.mjs; CLIENT_DIST, default dist/client), and needs no browser.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loadConfig } from '../../gateway/config.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

const clientDist = loadConfig({}).clientDist;
const manifestFile = path.join(clientDist, '.vite', 'manifest.json');

/**
 * The staff room's sources, as the manifest names them (relative to client/). Its pages' tab
 * titles (content/staff-heads.ts) are the route manifest's, which every page holds.
 */
const STAFF_SOURCE =
  /^src\/(app\/staff-routes\/|app\/staff-room\.ts|features\/staff\/|content\/(hi\/)?staff(-(?!heads)[a-z-]+)?\.ts|gql\/staff\.ts)/;
/** Words only the staff room's code holds: its operations and its own words. */
const STAFF_MARKERS = [
  'StaffAuditLog',
  'staffSignOut',
  'StaffMe',
  'No staff actions yet.',
  'StaffSalesReport',
  'Only owners see sales.',
  // The charting library, which only the staff room's charts use: its wrapper's class name.
  'recharts-wrapper',
];

function readManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
}

/** A chunk and every chunk it imports statically: what loading it loads. */
function loadedWith(manifest: Record<string, ManifestChunk>, key: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of manifest[name]?.imports ?? []) visit(imported);
  };
  visit(key);
  return seen;
}

test.describe(`the built client (${manifestFile})`, () => {
  test('loads the staff pages on demand, each a chunk of its own', () => {
    const manifest = readManifest();
    for (const page of [
      'src/app/staff-room.ts',
      'src/app/staff-routes/staff-sign-in.tsx',
      'src/app/staff-routes/staff.tsx',
      'src/app/staff-routes/staff-students.tsx',
      'src/app/staff-routes/staff-refunds.tsx',
      'src/app/staff-routes/staff-sales.tsx',
      'src/app/staff-routes/staff-coupons.tsx',
      'src/app/staff-routes/staff-quizzes.tsx',
    ]) {
      expect(manifest[page]?.isDynamicEntry, page).toBe(true);
    }
  });

  test('gives no student page, nor the first load, anything of the staff room', () => {
    const manifest = readManifest();
    const studentPages = Object.keys(manifest).filter(
      (key) => key === 'index.html' || key.startsWith('src/app/routes/'),
    );
    expect(studentPages).toContain('index.html');
    expect(studentPages).toContain('src/app/routes/home.tsx');
    for (const page of studentPages) {
      const loaded = [...loadedWith(manifest, page)];
      expect(
        loaded.filter((key) => STAFF_SOURCE.test(key)),
        page,
      ).toEqual([]);
      for (const key of loaded) {
        const file = manifest[key]?.file;
        if (!file?.endsWith('.js')) continue;
        const code = readFileSync(path.join(clientDist, file), 'utf8');
        const found = STAFF_MARKERS.filter((marker) => code.includes(marker));
        expect(found, `${page} loads ${file}`).toEqual([]);
      }
    }
  });
});
