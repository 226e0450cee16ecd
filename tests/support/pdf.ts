/**
 * Reading PDFs back as a reader would, with Debian's poppler-utils: `pdfinfo` parses the
 * file (a broken one fails) and tells its pages and their size; `pdftotext -raw` gives the
 * text in the order it was written, Devanagari in its logical order (poppler reads the
 * ActualText the PDFs carry). When poppler-utils is missing and we run as root with apt-get
 * (CI on a fresh machine), the package is installed first.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { installDebianPackage, isRoot } from './local-servers.ts';

const HAS_POPPLER = 'command -v pdftotext >/dev/null && command -v pdfinfo >/dev/null';

function ensurePoppler(): void {
  if (spawnSync('sh', ['-c', HAS_POPPLER]).status === 0) return;
  const canLock = spawnSync('sh', ['-c', 'command -v flock && command -v apt-get']).status === 0;
  if (!isRoot() || !canLock) {
    installDebianPackage('poppler-utils'); // says what to install
    return;
  }
  // Test files run in parallel: one installs while the others wait for it, and apt waits for
  // dpkg's lock when another test's install (Redis, PostgreSQL) holds it.
  const install = `${HAS_POPPLER} || { apt-get update -qq && apt-get install -y -qq -o DPkg::Lock::Timeout=300 poppler-utils; }`;
  const result = spawnSync(
    'flock',
    [path.join(tmpdir(), 'academy-poppler.lock'), 'sh', '-c', install],
    {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    },
  );
  if (result.status !== 0) throw new Error('apt-get install poppler-utils failed');
}

interface ReadPdf {
  pages: number;
  /** pdfinfo's page size line of the first page, such as "595.28 x 841.89 pts (A4)". */
  pageSize: string;
  /** The text, every run of white space one space. */
  text: string;
  bytes: number;
}

export function readPdf(pdf: Buffer): ReadPdf {
  ensurePoppler();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'pdf-read-')), 'document.pdf');
  writeFileSync(file, pdf);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const text = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], {
    encoding: 'utf8',
  });
  return {
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0),
    pageSize: /^Page size:\s+(.+)$/m.exec(info)?.[1]?.trim() ?? '',
    text: text.replace(/\s+/g, ' ').trim(),
    bytes: pdf.length,
  };
}

/** The page sizes pdfinfo gives for A4. */
export const A4 = {
  portrait: '595.28 x 841.89 pts (A4)',
  landscape: '841.89 x 595.28 pts (A4)',
};

/**
 * A PDF as a reader gets it: under 300 KB, with `pages` pages of `size` where they are
 * given, and each of `lines` in its text.
 */
export function expectPdf(
  pdf: ReadPdf,
  expected: { pages?: number; size?: string; lines: string[] },
): void {
  if (expected.pages !== undefined) expect(pdf.pages).toBe(expected.pages);
  if (expected.size !== undefined) expect(pdf.pageSize).toBe(expected.size);
  expect(pdf.bytes).toBeLessThan(300_000);
  for (const line of expected.lines) expect(pdf.text).toContain(line);
}

/**
 * Text without its white space, for papers that mix Latin and Devanagari: pdftotext spaces
 * out the punctuation between their runs ("लिए ;").
 */
export const unspaced = (text: string) => text.replace(/\s+/g, '').normalize('NFC');

/** Each of `lines` in the PDF's text, white space aside (unspaced). */
export function expectLinesUnspaced(text: string, lines: readonly string[]): void {
  for (const line of lines) expect(unspaced(text), line).toContain(unspaced(line));
}
