// The shared server's demo site opens a modal popup for every new visitor, which would stand in front
// of what every other test clicks. Global setup switches it off through the owner's own API (sign in,
// read the popup's settings, save them off from their revision); the announcement bar and the mobile
// bar stay as the demo has them. 24-overlays runs a server of its own, where the popup is on.
import { request as httpRequest } from 'node:http';

interface Answer {
  status: number;
  body: string;
  cookies: string[];
}

function call(port: number, host: string, method: string, path: string, cookie: string, body?: unknown) {
  return new Promise<Answer>((done, fail) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host,
          cookie,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, body: text, cookies: res.headers['set-cookie'] ?? [] }),
        );
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}

/** The demo's owner signed in through the API, as the config area is: reads and saves with the crumb. */
export async function ownerApi(port: number, appDomain: string, owner: { email: string; password: string }) {
  const host = `demo.${appDomain}`;
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (answer: Answer) => {
    for (const line of answer.cookies) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return answer;
  };
  const json = (answer: Answer, what: string) => {
    if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${answer.body.slice(0, 300)}`);
    return JSON.parse(answer.body) as Record<string, unknown>;
  };
  const crumb = json(keep(await call(port, host, 'GET', '/api/auth/Crumb', cookie())), 'crumb')
    .crumb as string;
  json(keep(await call(port, host, 'POST', `/api/auth/Login?crumb=${crumb}`, cookie(), owner)), 'sign in');
  return {
    get: async (path: string) => json(keep(await call(port, host, 'GET', path, cookie())), `GET ${path}`),
    put: async (path: string, body: unknown) =>
      json(
        keep(await call(port, host, 'PUT', `${path}?crumb=${jar.get('crumb') ?? crumb}`, cookie(), body)),
        `PUT ${path}`,
      ),
  };
}

export async function switchOffDemoPopup(
  port: number,
  appDomain: string,
  owner: { email: string; password: string },
) {
  const api = await ownerApi(port, appDomain, owner);
  const settings = await api.get('/api/config/popup-overlay');
  await api.put('/api/config/popup-overlay', { ...settings, enabled: false });
}
