/**
 * The visitor counters' requests read back by their providers' documented formats, written from
 * those documents, not from our code that builds them (src/components/consent/consent-script.ts).
 */

/**
 * LiveInternet's hit, as the counter code liveinternet.ru hands out builds it (its snippet,
 * `<!--LiveInternet counter-->`, as published on thousands of sites, e.g. in the code search:
 * `"//counter.yadro.ru/hit?t44.6;r"+escape(d.referrer)+((typeof(s)=="undefined")?"":";s"+
 * s.width+"*"+s.height+"*"+(s.colorDepth?s.colorDepth:s.pixelDepth))+";u"+escape(d.URL)+";h"+
 * escape(d.title.substring(0,150))+";"+Math.random()`):
 *   https://counter.yadro.ru/hit?t<type>;r<referrer>;s<width>*<height>*<colour depth>;u<page URL>;h<title>;<random>
 * `escape()` turns ";" into %3B, so the fields split on ";". Values are returned as sent
 * (escaped) and `unescape`d.
 */
export interface LiveInternetHit {
  type: string;
  referrer: { sent: string; value: string };
  screen: { width: number; height: number; depth: number } | null;
  url: { sent: string; value: string };
  title: { sent: string; value: string };
  random: string;
}

export function parseLiveInternetHit(address: string): LiveInternetHit {
  const prefix = "https://counter.yadro.ru/hit?";
  if (!address.startsWith(prefix)) throw new Error(`not a LiveInternet hit: ${address}`);
  const fields = address.slice(prefix.length).split(";");
  const take = (letter: string) => {
    const field = fields.shift();
    if (field === undefined || !field.startsWith(letter))
      throw new Error(`expected the "${letter}" field in ${address}, found ${field}`);
    return field.slice(letter.length);
  };
  const escaped = (sent: string) => ({ sent, value: unescape(sent) });
  const type = take("t");
  const referrer = escaped(take("r"));
  const size = fields[0]?.startsWith("s") ? take("s").split("*").map(Number) : null;
  const url = escaped(take("u"));
  const title = escaped(take("h"));
  const random = fields.shift() ?? "";
  if (fields.length > 0) throw new Error(`fields after the random part in ${address}`);
  return {
    type,
    referrer,
    screen: size ? { width: size[0] ?? NaN, height: size[1] ?? NaN, depth: size[2] ?? NaN } : null,
    url,
    title,
    random,
  };
}

/**
 * GoatCounter's `/count` request, as its documentation lists the parameters ("Tracking pixel",
 * tpl/help/pixel.md: p, t, r, e, q, s, b, rnd; stable) and its count.js encodes them
 * (encodeURIComponent, `&`-joined, empty values left out).
 */
export const GOATCOUNTER_PARAMETERS = ["p", "t", "r", "e", "q", "s", "b", "rnd"] as const;

export function parseGoatCounterHit(
  address: string,
  endpoint: string,
): Map<(typeof GOATCOUNTER_PARAMETERS)[number], string> {
  const url = new URL(address);
  if (`${url.origin}${url.pathname}` !== endpoint)
    throw new Error(`not a request to ${endpoint}: ${address}`);
  const found = new Map<(typeof GOATCOUNTER_PARAMETERS)[number], string>();
  for (const pair of url.search.slice(1).split("&")) {
    const [name = "", value = ""] = pair.split("=");
    const key = decodeURIComponent(name) as (typeof GOATCOUNTER_PARAMETERS)[number];
    if (!GOATCOUNTER_PARAMETERS.includes(key)) throw new Error(`unknown parameter ${key}`);
    if (found.has(key)) throw new Error(`parameter ${key} twice`);
    found.set(key, decodeURIComponent(value));
  }
  return found;
}
