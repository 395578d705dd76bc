import { countOf, formatNumber } from "./format";
import type {
  ConsentText,
  CopyText,
  Dictionary,
  OfflineListText,
  SaveText,
  SearchText,
} from "./schema";

/** Russian. A word after a number takes the form `Intl.PluralRules` chooses (1 статья, 2 статьи, 5 статей). */

const LOCALE = "ru-RU";
const number = (n: number) => formatNumber(LOCALE, n);
const articles = (n: number) =>
  countOf(LOCALE, n, { one: "статья", few: "статьи", many: "статей", other: "статьи" });
const rubrics = (n: number) =>
  countOf(LOCALE, n, { one: "рубрика", few: "рубрики", many: "рубрик", other: "рубрики" });

export const search: SearchText = {
  placeholder: "Поиск",
  label: "Поиск по статьям",
  loading: "Загрузка…",
  unavailable: "Поиск сейчас недоступен. Пожалуйста, попробуйте позже.",
  noResults: (query) => `По запросу «${query}» ничего не найдено.`,
  corrected: "Показаны результаты, ближайшие к вашему запросу.",
  results: "Результаты поиска",
  categories: "Рубрики",
  articles: "Статьи",
  newTab: "(откроется в новой вкладке)",
  announce: {
    unavailable: "Поиск сейчас недоступен.",
    none: "Ничего не найдено.",
    found: (found) => {
      const parts = [
        found.categories > 0 ? rubrics(found.categories) : "",
        found.articles > 0 ? articles(found.articles) : "",
      ]
        .filter(Boolean)
        .join(" и ");
      return `${found.corrected ? "По похожему запросу найдено" : "Найдено"}: ${parts}.`;
    },
  },
};

export const copy: CopyText = {
  copy: "Скопировать адрес почты",
  copied: "Скопировано",
  failed: "Не удалось скопировать",
};

export const save: SaveText = {
  save: "Сохранить для чтения офлайн",
  saving: "Сохранение…",
  remove: "Удалить из сохранённых",
  saved: "Сохранено",
  failed: "Не удалось сохранить",
};

export const offlineList: OfflineListText = {
  empty:
    "На этом устройстве пока нет статей для чтения офлайн. Здесь появятся статьи, которые вы открывали, и те, что вы сохранили кнопкой «Сохранить для чтения офлайн».",
  saved: "Сохранённые статьи",
  visited: "Недавно прочитанные",
};

const consent: ConsentText = {
  title: "Согласие на использование cookie",
  body: {
    before:
      "Чтобы знать, сколько людей нас читает, мы хотели бы использовать счётчик посетителей LiveInternet. Данные счётчика обрабатываются на серверах в ",
    emphasis: "Российской Федерации",
    after:
      ", поэтому мы отдельно просим согласия на работу счётчика и на передачу данных за рубеж. Счётчик работает, только если вы дадите оба согласия; изменить решение можно в любой момент по ссылке «Настройки cookie» внизу страницы.",
  },
  details: "Подробнее:",
  policy: "Политика конфиденциальности и cookie",
  counter: "Я разрешаю использовать счётчик посетителей",
  transfer: "Я даю явное согласие на передачу данных счётчика в Российскую Федерацию",
  save: "Сохранить выбор",
  reject: "Отказаться",
  settings: "Настройки cookie",
};

export const ru: Dictionary = {
  locale: LOCALE,
  timeZone: "Europe/Moscow",
  contactLocalPart: "info",
  other: "Другое",
  shell: {
    skipToContent: "Перейти к содержанию",
    home: (site) => `${site}: главная страница`,
    menu: "Меню рубрик",
    categories: "Рубрики",
    subcategories: (category) => `Подрубрики: ${category}`,
    seeAll: "Вся рубрика",
    darkTheme: "Тёмная тема",
  },
  footer: {
    healthNote:
      "Статьи на сайте носят общий информационный характер; при проблемах со здоровьем обратитесь к дерматологу или к своему врачу.",
    categories: "Рубрики",
    info: "Информация",
    contact: "Контакты",
    social: (site, network) => `${site} в ${network} (откроется в новой вкладке)`,
    copyright: (site, year) => `© ${site} ${year}`,
  },
  infoLinks: {
    authors: "Наши авторы",
    privacyPolicy: "Политика конфиденциальности и cookie",
    terms: "Условия использования",
    aboutUs: "О нас",
    sitemap: "Карта сайта",
  },
  home: {
    topStories: "Главные истории",
    surprising: "Ещё больше интересного",
    popular: "Популярные статьи",
    allInCategory: (category) => `Все статьи рубрики «${category}»`,
    authors: "Наши авторы",
    allAuthors: "Все авторы",
  },
  article: {
    readingTime: (minutes) => `${number(minutes)} мин чтения`,
    updated: "Обновлено:",
    updateNote: (note) => `Что изменилось: ${note}`,
    medicalReview: (reviewer, specialty) => `Медицинская проверка: ${reviewer}, ${specialty}`,
    healthDisclaimer:
      "Эта статья носит общий информационный характер и не заменяет консультацию врача. Если вас беспокоит состояние кожи или здоровье, обратитесь к дерматологу или к своему врачу.",
    related: "Читайте также",
    pager: (listing) => `${listing}: предыдущая и следующая статьи`,
    previous: "← Предыдущая статья",
    next: "Следующая статья →",
    contents: "Содержание",
    sections: (n) =>
      `(${countOf(LOCALE, n, { one: "раздел", few: "раздела", many: "разделов", other: "раздела" })})`,
    aboutAuthor: "Об авторе",
    allByAuthor: (author) => `${author}: все статьи`,
    forms: {
      qa: "Вопросы и ответы",
      routine: "Пошаговый уход",
      "myth-vs-fact": "Миф или правда?",
      seasonal: "Сезонная заметка",
      news: "Коротко",
    },
  },
  listing: {
    category: "Рубрика",
    paged: (title, page) => `${title} — страница ${page}`,
    articleCount: articles,
    all: "Все",
    empty: "В этой рубрике пока нет статей. Скоро здесь появятся новые.",
    otherNote: (category) =>
      `Статьи рубрики «${category}», которые ещё не отнесены ни к одной подрубрике.`,
    categoryArticles: (category) => `Статьи рубрики «${category}»`,
    authorArticles: (author) => `${author}: статьи`,
    authorSection: (author, total) => `${author}: статьи (${number(total)})`,
    allArticles: (sub, n) => `${sub}: все статьи (${number(n)})`,
  },
  pagination: {
    label: (listed) => `${listed}: страницы`,
    previous: "← Назад",
    next: "Вперёд →",
    pageBefore: "Страница ",
    pageAfter: "",
  },
  breadcrumbs: {
    label: "Вы здесь",
    home: "Главная",
    page: (page) => `Страница ${page}`,
  },
  staticPage: {
    updated: "Последнее обновление:",
  },
  notFound: {
    title: "Страница не найдена",
    message:
      "Возможно, страница переехала или её никогда не было. Вернитесь на главную и продолжите поиск: там вы найдёте интересные вам статьи.",
    description:
      "Страница не найдена. Продолжите поиск с главной страницы, чтобы найти интересные вам статьи о красоте и уходе.",
    sitemap: "Карта сайта",
  },
  serverError: {
    title: "Что-то пошло не так",
    message:
      "Сейчас эту страницу не удаётся показать. Это временная проблема на нашей стороне: попробуйте ещё раз чуть позже или продолжите чтение с главной страницы.",
    retry: "Повторить",
  },
  offline: {
    title: "Нет подключения к интернету",
    message:
      "Эта страница ещё не сохранена на устройстве. Обновите её, когда подключение восстановится, а пока можно читать статьи, сохранённые на этом устройстве.",
  },
  backHome: "На главную",
  pages: {
    authors: {
      title: "Наши авторы",
      description: (site) =>
        `Авторы ${site}: визажисты, косметологи, фармацевты и бьюти-редакторы. Познакомьтесь с нашей командой и её статьями.`,
    },
    sitemap: {
      title: "Карта сайта",
      description: (site) =>
        `Все рубрики, подрубрики и статьи ${site} на одной странице: легко найдите нужную статью.`,
    },
    listing: (title, page, description) =>
      `Статьи рубрики «${title}», страница ${page}: ${description}`,
    author: (author, page, description) => `${author}: статьи, страница ${page}: ${description}`,
    authorsPage: (page, description) => `Страница ${page}: ${description}`,
  },
  partnerLinks: "Рекомендуемые сайты",
  consent,
  search,
  copy,
  save,
  offlineList,
  navigation: { loading: "Страница загружается…" },
};
