/**
 * Words that say nothing about a topic, per language. They still count for the all-words rule
 * (every typed word in the title); the stem and category tiers ignore them, and the deep index
 * leaves them out. Folded forms (./fold.ts), as search compares words.
 */

export const TURKISH_STOPWORDS: ReadonlySet<string> = new Set([
  "ve",
  "ile",
  "icin",
  "ya",
  "da",
  "de",
  "mi",
  "mu",
  "bir",
  "bu",
  "ne",
  "neden",
  "nasil",
  "nedir",
  "hangi",
  "hangisi",
  "gibi",
  "daha",
  "en",
  "cok",
  "her",
  "veya",
  "ki",
  "ama",
  "kadar",
  "olan",
  "olarak",
  "sonra",
  "once",
  "icinde",
  "nelere",
  "neler",
  "kim",
  "kimler",
  "benim",
  "bana",
  "sizin",
]);

export const ENGLISH_STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a an the and or but nor of to in on at by for with from into about as is are be was were " +
    "it its this that these those how what why when where which who whom your yours you my our " +
    "we us do does did can should will would vs not no than too very so if then there here all " +
    "any each every some more most much many"
  ).split(" "),
);

/** ё already folded to е. */
export const RUSSIAN_STOPWORDS: ReadonlySet<string> = new Set(
  (
    "и в во на с со к ко о об обо от до за из у по для без при про над под через как что чтобы " +
    "это этот эта эти этих или но а не ни же ли бы то так также ваш ваша ваше ваши вашей вашего " +
    "вашу наш наша наши мой моя мои его ее их чем где когда почему зачем какой какая какое какие " +
    "каких какую сколько все весь вся очень более самый самые"
  ).split(" "),
);

/**
 * Korean attaches its particles to the word, so few words stand alone without a topic: these
 * do (and, or, for, about, how, what, why, more, most).
 */
export const KOREAN_STOPWORDS: ReadonlySet<string> = new Set(
  "및 또는 그리고 위한 대한 어떻게 무엇 왜 더 가장".split(" "),
);
