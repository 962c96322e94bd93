// Bytes as they go over the wire: each demo page's HTML and every script it loads, asked for with
// `Accept-Encoding: br, gzip` as a browser does over HTTPS; the body bytes as sent (compressed). A page
// counts as loaded at network idle, so scripts it imports after its load event (the performance
// collector) are counted too.
import { get } from 'node:http';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';

export interface WireRow {
  page: string;
  htmlBytes: number;
  htmlEncoding: string;
  scripts: number;
  scriptBytes: number;
  scriptEncoding: string;
}

/** fetch() drops a Host header; the sites are told apart by Host, so use node:http. */
export function fetchRaw(
  url: string,
  host: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { host, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

const ACCEPT = { 'accept-encoding': 'br, gzip' };

export async function wireSizes(port: number, host: string, paths: readonly string[]): Promise<WireRow[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows: WireRow[] = [];
  for (const path of paths) {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(`http://${host}${path}`, { waitUntil: 'networkidle' });
    await page.close();
    const html = await fetchRaw(`http://127.0.0.1:${port}${path}`, host, ACCEPT);
    const sent = await Promise.all(
      [...scripts].map((script) => fetchRaw(`http://127.0.0.1:${port}${script}`, host, ACCEPT)),
    );
    rows.push({
      page: path,
      htmlBytes: html.body.length,
      htmlEncoding: String(html.headers['content-encoding'] ?? 'none'),
      scripts: sent.length,
      scriptBytes: sent.reduce((sum, s) => sum + s.body.length, 0),
      scriptEncoding: [...new Set(sent.map((s) => String(s.headers['content-encoding'] ?? 'none')))].join(
        ', ',
      ),
    });
  }
  await browser.close();
  return rows;
}
