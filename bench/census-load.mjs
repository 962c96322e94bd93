// The census's load, in a process of its own as autocannon's CLI is for pages: RecordHit page views
// posted as the runtime sends them, each from one of ADDRESSES visitors (X-Forwarded-For; the server
// runs with TRUST_PROXY=true), so the per-address flood limit that stops one script does not stop a
// crowd. Prints autocannon's figures as JSON.
import autocannon from 'autocannon';

const [url, host, websiteId, connections, seconds, userAgent] = process.argv.slice(2);
if (!url || !host || !websiteId || !userAgent) throw new Error('usage: census-load.mjs URL HOST SITE C S UA');
const ADDRESSES = 20_000;
let sent = 0;

const data = (path) =>
  JSON.stringify({
    userAgent,
    clientDate: Date.now(),
    viewportInnerWidth: 1280,
    viewportInnerHeight: 720,
    screenWidth: 1920,
    screenHeight: 1080,
    websiteId,
    templateId: null,
    website_locale: 'en-US',
    url: `http://${host}${path}`,
    title: 'About',
    itemId: null,
    recordType: null,
    collectionId: null,
    localStorageSupported: true,
    queryString: '',
    referrer: 'https://search.example/',
  });
const PATHS = ['/about', '/journal', '/shop', '/', '/contact'];
const bodies = PATHS.map((path) => new URLSearchParams({ event: '1', data: data(path) }).toString());

const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  requests: [
    {
      method: 'POST',
      path: '/api/census/RecordHit',
      setupRequest: (request) => {
        sent++;
        const n = sent % ADDRESSES;
        return {
          ...request,
          body: bodies[sent % bodies.length],
          headers: {
            host,
            'user-agent': userAgent,
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`,
          },
        };
      },
    },
  ],
});
process.stdout.write(
  JSON.stringify({
    rps: Math.round(result.requests.average),
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }),
);
