import { formatNumber } from "./format";
import type {
  ConsentText,
  CopyText,
  Dictionary,
  OfflineListText,
  SaveText,
  SearchText,
} from "./schema";

/**
 * Korean, in the polite 합니다체 a magazine writes in; articles are 기사, counted in 건. Korean
 * has no plural: a count is the number and its counter word ("기사 5건", "카테고리 2개").
 */

const LOCALE = "ko-KR";
const number = (n: number) => formatNumber(LOCALE, n);
const articles = (n: number) => `기사 ${number(n)}건`;
const categories = (n: number) => `카테고리 ${number(n)}개`;

export const search: SearchText = {
  placeholder: "검색",
  label: "기사 검색",
  loading: "불러오는 중…",
  unavailable: "지금은 검색을 사용할 수 없습니다. 잠시 후 다시 시도해 주세요.",
  noResults: (query) => `“${query}”에 대한 검색 결과가 없습니다.`,
  corrected: "입력하신 내용과 가장 가까운 결과를 보여 드립니다.",
  results: "검색 결과",
  categories: "카테고리",
  articles: "기사",
  newTab: "(새 탭에서 열림)",
  announce: {
    unavailable: "지금은 검색을 사용할 수 없습니다.",
    none: "검색 결과가 없습니다.",
    found: (found) => {
      // 개 ends in a vowel (와, 를), 건 in a consonant (을): the particles follow the last word.
      const parts = [
        found.categories > 0 ? categories(found.categories) : "",
        found.articles > 0 ? articles(found.articles) : "",
      ].filter(Boolean);
      const object = found.articles > 0 ? "을" : "를";
      return `${found.corrected ? "입력하신 내용과 비슷한 " : ""}${parts.join("와 ")}${object} 찾았습니다.`;
    },
  },
};

export const copy: CopyText = {
  copy: "이메일 주소 복사",
  copied: "복사했습니다",
  failed: "복사하지 못했습니다",
};

export const save: SaveText = {
  save: "오프라인에서 읽도록 저장",
  saving: "저장하는 중…",
  remove: "저장 취소",
  saved: "저장했습니다",
  failed: "저장하지 못했습니다",
};

export const offlineList: OfflineListText = {
  empty:
    "이 기기에는 아직 오프라인으로 읽을 수 있는 기사가 없습니다. 열어 본 기사와 ‘오프라인에서 읽도록 저장’ 버튼으로 저장한 기사가 여기에 표시됩니다.",
  saved: "저장한 기사",
  visited: "최근에 읽은 기사",
};

const consent: ConsentText = {
  title: "쿠키 사용 동의",
  body: {
    before:
      "얼마나 많은 분이 기사를 읽는지 알아보기 위해 LiveInternet의 방문자 카운터를 사용하고자 합니다. 카운터 데이터는 ",
    emphasis: "러시아 연방",
    after:
      "에 있는 서버에서 처리되므로, 카운터 사용과 데이터의 국외 이전에 대해 각각 동의를 받고 있습니다. 두 가지 모두 동의하신 경우에만 카운터가 작동하며, 아래의 ‘쿠키 설정’ 링크에서 언제든지 선택을 바꾸실 수 있습니다.",
  },
  details: "자세히 보기:",
  policy: "개인정보 및 쿠키 정책",
  counter: "방문자 카운터 사용에 동의합니다",
  transfer: "카운터 데이터를 러시아 연방으로 이전하는 데 명시적으로 동의합니다",
  save: "선택 저장",
  reject: "거부",
  settings: "쿠키 설정",
};

export const ko: Dictionary = {
  locale: LOCALE,
  timeZone: "Asia/Seoul",
  contactLocalPart: "contact",
  other: "기타",
  shell: {
    skipToContent: "본문 바로가기",
    home: (site) => `${site} 홈`,
    menu: "카테고리 메뉴",
    categories: "카테고리",
    subcategories: (category) => `${category} 하위 카테고리`,
    seeAll: "전체 보기",
    darkTheme: "어두운 테마",
  },
  footer: {
    healthNote:
      "이 사이트의 기사는 일반적인 정보를 제공하기 위한 것입니다. 건강에 문제가 있다면 피부과 전문의나 담당 의사와 상담하시기 바랍니다.",
    categories: "카테고리",
    info: "안내",
    contact: "연락처",
    social: (site, network) => `${site} ${network} (새 탭에서 열림)`,
    copyright: (site, year) => `© ${site} ${year}`,
  },
  infoLinks: {
    authors: "필진 소개",
    privacyPolicy: "개인정보 및 쿠키 정책",
    terms: "이용약관",
    aboutUs: "매거진 소개",
    sitemap: "사이트맵",
  },
  home: {
    topStories: "주요 기사",
    surprising: "더 놀라운 이야기",
    popular: "인기 기사",
    allInCategory: (category) => `${category} 기사 모두 보기`,
    authors: "필진",
    allAuthors: "필진 모두 보기",
  },
  article: {
    readingTime: (minutes) => `읽는 데 ${number(minutes)}분`,
    updated: "업데이트:",
    updateNote: (note) => `업데이트 내용: ${note}`,
    medicalReview: (reviewer, specialty) => `의학 감수: ${reviewer}, ${specialty}`,
    healthDisclaimer:
      "이 기사는 일반적인 정보를 제공하기 위한 것으로, 의학적 조언을 대신하지 않습니다. 피부나 건강에 문제가 있다면 피부과 전문의나 담당 의사와 상담하시기 바랍니다.",
    related: "관련 기사",
    pager: (listing) => `${listing}: 이전 기사와 다음 기사`,
    previous: "← 이전 기사",
    next: "다음 기사 →",
    contents: "목차",
    sections: (n) => `(섹션 ${number(n)}개)`,
    aboutAuthor: "필자 소개",
    allByAuthor: (author) => `${author}의 기사 모두 보기`,
    forms: {
      qa: "문답",
      routine: "단계별 루틴",
      "myth-vs-fact": "사실일까, 오해일까?",
      seasonal: "계절 노트",
      news: "짧은 소식",
    },
  },
  listing: {
    category: "카테고리",
    paged: (title, page) => `${title} – ${page}페이지`,
    articleCount: articles,
    all: "전체",
    empty: "이 섹션에는 아직 기사가 없습니다. 곧 새 기사로 찾아뵙겠습니다.",
    otherNote: (category) =>
      `${category} 카테고리에 속하지만 아직 하위 카테고리가 정해지지 않은 기사입니다.`,
    categoryArticles: (category) => `${category} 기사`,
    authorArticles: (author) => `${author}의 기사`,
    authorSection: (author, total) => `${author}의 기사 (${number(total)})`,
    allArticles: (sub, n) => `${sub}: ${articles(n)} 모두 보기`,
  },
  pagination: {
    label: (listed) => `${listed}: 페이지`,
    previous: "← 이전",
    next: "다음 →",
    pageBefore: "",
    pageAfter: "페이지",
  },
  breadcrumbs: {
    label: "현재 위치",
    home: "홈",
    page: (page) => `${page}페이지`,
  },
  staticPage: {
    updated: "최종 수정일:",
  },
  notFound: {
    title: "페이지를 찾을 수 없습니다",
    message:
      "찾으시는 페이지가 옮겨졌거나 처음부터 없었던 페이지일 수 있습니다. 홈에서 다시 검색해 관심 있는 기사를 찾아보세요.",
    description:
      "찾으시는 페이지가 없습니다. 홈에서 다시 검색해 관심 있는 뷰티·케어 기사를 찾아보세요.",
    sitemap: "사이트맵",
  },
  serverError: {
    title: "문제가 발생했습니다",
    message:
      "지금은 이 페이지를 표시할 수 없습니다. 저희 쪽의 일시적인 문제이니 잠시 후 다시 시도하시거나 홈에서 계속 읽어 주세요.",
    retry: "다시 시도",
  },
  offline: {
    title: "오프라인 상태입니다",
    message:
      "이 페이지는 아직 이 기기에 저장되지 않았습니다. 인터넷 연결이 돌아오면 페이지를 새로 고쳐 주세요. 그때까지는 이 기기에 저장된 기사를 읽으실 수 있습니다.",
  },
  backHome: "홈으로 돌아가기",
  pages: {
    authors: {
      title: "필진",
      description: (site) =>
        `${site} 필진: 메이크업 아티스트, 에스테티션, 약사, 뷰티 에디터로 이루어진 저희 팀과 그들의 기사를 만나 보세요.`,
    },
    sitemap: {
      title: "사이트맵",
      description: (site) =>
        `${site}의 모든 카테고리와 하위 카테고리, 기사를 한 페이지에 모았습니다. 찾으시는 기사를 쉽게 찾아보세요.`,
    },
    listing: (title, page, description) => `${title} 기사, ${page}페이지: ${description}`,
    author: (author, page, description) => `${author}의 기사, ${page}페이지: ${description}`,
    authorsPage: (page, description) => `${page}페이지: ${description}`,
  },
  partnerLinks: "관련 자료",
  consent,
  search,
  copy,
  save,
  offlineList,
  navigation: { loading: "페이지를 불러오는 중입니다…" },
};
