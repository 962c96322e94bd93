// Form bodies (application/x-www-form-urlencoded), parsed as @fastify/formbody's default parser
// (fast-querystring) parses them: '+' is a space, a pair whose encoding is broken keeps its raw text,
// a repeated name gathers its values in an array, and the object has no prototype. The parser walks
// the body a character at a time in JavaScript; this one splits it and lets the engine's native
// decodeURIComponent decode each part, which on a census hit's body (one 700-byte field) takes about a
// quarter of the time (docs/performance.md, "Smaller cuts to a hit").

export type FormBody = Record<string, string | string[]>;

const decode = (part: string): string => {
  const text = part.includes('+') ? part.replaceAll('+', ' ') : part;
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

export function parseFormBody(body: string): FormBody {
  const form: FormBody = Object.create(null);
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = decode(equals < 0 ? pair : pair.slice(0, equals));
    const value = equals < 0 ? '' : decode(pair.slice(equals + 1));
    const seen = form[name];
    if (seen === undefined) form[name] = value;
    else if (Array.isArray(seen)) seen.push(value);
    else form[name] = [seen, value];
  }
  return form;
}
