import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createPrefetchQueue,
  isCrawler,
  PREFETCH_BATCH_SIZE,
  PREFETCH_INTERVAL_MS,
  prefetchAllowed,
  prefetchPath,
} from "./prefetch-policy";

const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 13; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

const CRAWLERS = [
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36",
  "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)",
  "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)",
  "Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)",
  "DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)",
  "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  "Twitterbot/1.0",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.1; +https://openai.com/gptbot)",
  "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)",
  "ia_archiver (+http://www.alexa.com/site/help/webmasters; crawler@alexa.com)",
  "Mediapartners-Google",
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Mobile Safari/537.36 (compatible; Google-InspectionTool/1.0;) Googlebot",
];

const READERS = [
  CHROME_ANDROID,
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0",
  "Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
  // A phone brand with "bot" in its name is a reader.
  "Mozilla/5.0 (Linux; Android 9; CUBOT P30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
  // The browser tests' headless Chromium is a reader too.
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36",
];

describe("isCrawler", () => {
  it.each(CRAWLERS)("knows %s", (ua) => expect(isCrawler(ua)).toBe(true));
  it.each(READERS)("lets %s read", (ua) => expect(isCrawler(ua)).toBe(false));
});

describe("prefetchAllowed", () => {
  it("allows a reader on a good connection, or when the browser says nothing about it", () => {
    expect(prefetchAllowed(CHROME_ANDROID, { effectiveType: "4g", saveData: false })).toBe(true);
    expect(prefetchAllowed(CHROME_ANDROID, { effectiveType: "3g" })).toBe(true);
    expect(prefetchAllowed(CHROME_ANDROID)).toBe(true);
  });
  it("allows nothing on 2g or slow-2g", () => {
    expect(prefetchAllowed(CHROME_ANDROID, { effectiveType: "2g" })).toBe(false);
    expect(prefetchAllowed(CHROME_ANDROID, { effectiveType: "slow-2g" })).toBe(false);
  });
  it("allows nothing with Save-Data on", () => {
    expect(prefetchAllowed(CHROME_ANDROID, { effectiveType: "4g", saveData: true })).toBe(false);
  });
  it("allows nothing for a crawler", () => {
    for (const ua of CRAWLERS) expect(prefetchAllowed(ua, { effectiveType: "4g" })).toBe(false);
  });
});

describe("prefetchPath", () => {
  it("takes internal pages, without their fragment", () => {
    expect(prefetchPath("/articles/nem", "/")).toBe("/articles/nem");
    expect(prefetchPath("/skin-care/sayfa/2#list", "/")).toBe("/skin-care/sayfa/2");
    expect(prefetchPath("/", "/skin-care")).toBe("/");
  });
  it("skips the current page, files, other sites and missing hrefs", () => {
    expect(prefetchPath("/skin-care", "/skin-care")).toBeNull();
    expect(prefetchPath("/skin-care#top", "/skin-care")).toBeNull();
    expect(prefetchPath("/feed.xml", "/")).toBeNull();
    expect(prefetchPath("/img/a-640.webp", "/")).toBeNull();
    expect(prefetchPath("//evil.example.com/x", "/")).toBeNull();
    expect(prefetchPath("https://example.com/", "/")).toBeNull();
    expect(prefetchPath("mailto:a@b.c", "/")).toBeNull();
    expect(prefetchPath(null, "/")).toBeNull();
  });
});

describe("createPrefetchQueue", () => {
  let fetched: [ms: number, path: string][];
  let start: number;
  const record = (path: string) => fetched.push([Date.now() - start, path]);
  const pages = (n: number, from = 0) =>
    Array.from({ length: n }, (_, i) => `/articles/yazi-${from + i}`);

  beforeEach(() => {
    vi.useFakeTimers();
    start = Date.now();
    fetched = [];
  });
  afterEach(() => vi.useRealTimers());

  it("sends at most 4 at once and the next batch 3 s later", () => {
    const queue = createPrefetchQueue(record, () => true);
    for (const path of pages(10)) queue.add(path);
    vi.advanceTimersByTime(0);
    expect(fetched.map(([, p]) => p)).toEqual(pages(4));
    vi.advanceTimersByTime(PREFETCH_INTERVAL_MS - 1);
    expect(fetched).toHaveLength(4);
    vi.advanceTimersByTime(1);
    expect(fetched.map(([, p]) => p)).toEqual(pages(8));
    vi.advanceTimersByTime(PREFETCH_INTERVAL_MS);
    expect(fetched.map(([, p]) => p)).toEqual(pages(10));
    const times = [...new Set(fetched.map(([ms]) => ms))];
    expect(times).toEqual([0, PREFETCH_INTERVAL_MS, 2 * PREFETCH_INTERVAL_MS]);
    for (const t of times)
      expect(fetched.filter(([ms]) => ms === t).length).toBeLessThanOrEqual(PREFETCH_BATCH_SIZE);
  });

  it("keeps 3 s between batches when links come into view later", () => {
    const queue = createPrefetchQueue(record, () => true);
    queue.add("/a");
    vi.advanceTimersByTime(1000);
    queue.add("/b");
    vi.advanceTimersByTime(1999);
    expect(fetched).toEqual([[0, "/a"]]);
    vi.advanceTimersByTime(1);
    expect(fetched).toEqual([
      [0, "/a"],
      [3000, "/b"],
    ]);
    // Long after the last batch, a new link goes at once.
    vi.advanceTimersByTime(10_000);
    queue.add("/c");
    vi.advanceTimersByTime(0);
    expect(fetched.at(-1)).toEqual([13_000, "/c"]);
  });

  it("fetches each page once, however often its links appear or are hovered", () => {
    const queue = createPrefetchQueue(record, () => true);
    for (let i = 0; i < 3; i++) for (const path of pages(3)) queue.add(path);
    queue.now("/articles/yazi-1");
    queue.now("/articles/yazi-1");
    vi.advanceTimersByTime(20_000);
    for (const path of pages(3)) queue.now(path);
    expect(fetched.map(([, p]) => p).sort()).toEqual(pages(3).sort());
  });

  it("lets a hovered link jump the queue", () => {
    const queue = createPrefetchQueue(record, () => true);
    for (const path of pages(9)) queue.add(path);
    vi.advanceTimersByTime(0);
    expect(fetched).toHaveLength(4);
    queue.now("/articles/yazi-8");
    expect(fetched.at(-1)).toEqual([0, "/articles/yazi-8"]);
    queue.now("/articles/baska");
    expect(fetched.at(-1)).toEqual([0, "/articles/baska"]);
    vi.advanceTimersByTime(PREFETCH_INTERVAL_MS);
    // The next batch goes on as planned, without the page already fetched.
    expect(fetched.slice(6).map(([, p]) => p)).toEqual(pages(4, 4));
    vi.advanceTimersByTime(PREFETCH_INTERVAL_MS);
    expect(fetched).toHaveLength(10);
  });

  it("fetches nothing, queued or hovered, once the policy says no", () => {
    let allowed = true;
    const queue = createPrefetchQueue(record, () => allowed);
    for (const path of pages(8)) queue.add(path);
    vi.advanceTimersByTime(0);
    expect(fetched).toHaveLength(4);
    allowed = false; // e.g. the reader turned Save-Data on
    queue.now("/articles/hover");
    vi.advanceTimersByTime(10 * PREFETCH_INTERVAL_MS);
    expect(fetched).toHaveLength(4);
  });

  it("stops: nothing more after stop()", () => {
    const queue = createPrefetchQueue(record, () => true);
    for (const path of pages(8)) queue.add(path);
    vi.advanceTimersByTime(0);
    queue.stop();
    vi.advanceTimersByTime(10 * PREFETCH_INTERVAL_MS);
    expect(fetched).toHaveLength(4);
  });
});
