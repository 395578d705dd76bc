import { formatNumber } from "./format";
import type {
  ConsentText,
  CopyText,
  Dictionary,
  OfflineListText,
  SaveText,
  SearchText,
} from "./schema";

/** Turkish: the texts of Işıltı. Turkish writes no plural after a number ("5 yazı"). */

const LOCALE = "tr-TR";
const count = (n: number) => formatNumber(LOCALE, n);

export const search: SearchText = {
  placeholder: "Arama",
  label: "Makalelerde ara",
  loading: "Yükleniyor…",
  unavailable: "Arama şu anda kullanılamıyor. Lütfen daha sonra yeniden deneyin.",
  noResults: (query) => `“${query}” için sonuç bulunamadı.`,
  corrected: "Yazdığınıza en yakın sonuçlar gösteriliyor.",
  results: "Arama sonuçları",
  categories: "Kategoriler",
  articles: "Makaleler",
  newTab: "(yeni sekmede açılır)",
  announce: {
    unavailable: "Arama şu anda kullanılamıyor.",
    none: "Sonuç bulunamadı.",
    found: ({ categories, articles, corrected }) => {
      const parts = [
        categories > 0 ? `${count(categories)} kategori` : "",
        articles > 0 ? `${count(articles)} makale` : "",
      ].filter(Boolean);
      return `${corrected ? "Yazdığınıza yakın " : ""}${parts.join(" ve ")} bulundu.`;
    },
  },
};

export const copy: CopyText = {
  copy: "E-posta adresini kopyala",
  copied: "Kopyalandı",
  failed: "Kopyalanamadı",
};

export const save: SaveText = {
  save: "Çevrimdışı okumak için kaydet",
  saving: "Kaydediliyor…",
  remove: "Kaydı kaldır",
  saved: "Kaydedildi",
  failed: "Kaydedilemedi",
};

export const offlineList: OfflineListText = {
  empty:
    "Bu cihazda henüz çevrimdışı okunabilecek bir yazı yok. Açtığınız yazılar ve “Çevrimdışı okumak için kaydet” düğmesiyle kaydettikleriniz burada listelenir.",
  saved: "Kaydettiğiniz yazılar",
  visited: "Son okuduğunuz yazılar",
};

const consent: ConsentText = {
  title: "Çerez tercihiniz",
  body: {
    before:
      "Kaç kişinin okuduğunu ölçmek için LiveInternet’in ziyaretçi sayacını kullanmak istiyoruz. Sayacın verileri ",
    emphasis: "Rusya Federasyonu",
    after:
      "’ndaki sunucularda işlenir; bu yüzden sayaç için ve verilerin yurt dışına aktarılması için ayrı ayrı onayınızı istiyoruz. Sayaç yalnızca ikisine de onay verirseniz çalışır; kararınızı alttaki “Çerez tercihleri” bağlantısından istediğiniz zaman değiştirebilirsiniz.",
  },
  details: "Ayrıntılar:",
  policy: "Gizlilik ve Çerez Politikası",
  counter: "Ziyaretçi sayacına izin veriyorum",
  transfer: "Sayaç verilerinin Rusya Federasyonu’na aktarılmasına açık rıza veriyorum",
  save: "Seçimimi kaydet",
  reject: "Reddet",
  settings: "Çerez tercihleri",
};

export const tr: Dictionary = {
  locale: LOCALE,
  timeZone: "Europe/Istanbul",
  contactLocalPart: "iletisim",
  other: "Diğer",
  shell: {
    skipToContent: "İçeriğe geç",
    home: (site) => `${site} ana sayfa`,
    menu: "Kategori menüsü",
    categories: "Kategoriler",
    subcategories: (category) => `${category} alt kategorileri`,
    seeAll: "Tümünü gör",
    darkTheme: "Koyu tema",
  },
  footer: {
    healthNote:
      "Sitemizdeki yazılar genel bilgilendirme amaçlıdır; sağlık sorunlarında dermatoloğunuza ya da hekiminize danışın.",
    categories: "Kategoriler",
    info: "Bilgi",
    contact: "İletişim",
    social: (site, network) => `${site} ${network} (yeni sekmede açılır)`,
    copyright: (site, year) => `© ${site} ${year}`,
  },
  infoLinks: {
    authors: "Yazarlarımız",
    privacyPolicy: "Gizlilik ve Çerez Politikası",
    terms: "Kullanım Koşulları",
    aboutUs: "Hakkımızda",
    sitemap: "Site Haritası",
  },
  home: {
    topStories: "En Büyük Hikayeler",
    surprising: "Daha Şaşırtıcı Şeyler",
    popular: "Popüler Makaleler",
    allInCategory: (category) => `Tüm ${category} yazıları`,
    authors: "Yazarlarımız",
    allAuthors: "Tüm yazarlar",
  },
  article: {
    readingTime: (minutes) => `${count(minutes)} dk okuma`,
    updated: "Güncelleme:",
    updateNote: (note) => `Son güncellemede: ${note}`,
    medicalReview: (reviewer, specialty) => `Tıbbi inceleme: ${reviewer}, ${specialty}`,
    healthDisclaimer:
      "Bu yazı genel bilgilendirme amaçlıdır ve tıbbi tavsiye yerine geçmez. Cildiniz ya da sağlığınızla ilgili bir sorununuz varsa dermatoloğunuza veya hekiminize danışın.",
    related: "İlgili Yazılar",
    pager: (listing) => `${listing}: önceki ve sonraki yazı`,
    previous: "← Önceki yazı",
    next: "Sonraki yazı →",
    contents: "İçindekiler",
    sections: (n) => `(${count(n)} bölüm)`,
    aboutAuthor: "Yazar hakkında",
    allByAuthor: (author) => `${author} yazılarının tümü`,
    forms: {
      qa: "Soru-cevap",
      routine: "Adım adım rutin",
      "myth-vs-fact": "Doğru mu, yanlış mı?",
      seasonal: "Mevsim notu",
      news: "Kısa haber",
    },
  },
  listing: {
    category: "Kategori",
    paged: (title, page) => `${title} – Sayfa ${page}`,
    articleCount: (n) => `${count(n)} yazı`,
    all: "Tümü",
    empty: "Bu bölümde henüz yazı yok. Yakında yeni yazılarla buradayız.",
    otherNote: (category) => `${category} bölümünde henüz bir alt kategoriye yerleşmemiş yazılar.`,
    categoryArticles: (category) => `${category} yazıları`,
    authorArticles: (author) => `${author} yazıları`,
    authorSection: (author, total) => `${author} yazıları (${count(total)})`,
    allArticles: (sub, n) => `${sub}: tüm ${count(n)} yazı`,
  },
  pagination: {
    label: (listed) => `${listed}: sayfalar`,
    previous: "← Önceki",
    next: "Sonraki →",
    pageBefore: "Sayfa ",
    pageAfter: "",
  },
  breadcrumbs: {
    label: "Konum",
    home: "Ana sayfa",
    page: (page) => `Sayfa ${page}`,
  },
  staticPage: {
    updated: "Son güncelleme:",
  },
  notFound: {
    title: "Sayfa Bulunamadı",
    message:
      "Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir. Ana sayfadan aramaya devam ederek ilgilendiğiniz yazılara ulaşabilirsiniz.",
    description:
      "Aradığınız sayfa bulunamadı. Ana sayfadan aramaya devam ederek ilgilendiğiniz güzellik ve bakım yazılarına ulaşabilirsiniz.",
    sitemap: "Site haritası",
  },
  serverError: {
    title: "Bir Sorun Oluştu",
    message:
      "Sayfa şu anda görüntülenemiyor. Bu bizden kaynaklanan geçici bir sorun; lütfen biraz sonra yeniden deneyin ya da ana sayfadan okumaya devam edin.",
    retry: "Yeniden dene",
  },
  offline: {
    title: "Çevrimdışısınız",
    message:
      "Bu sayfa henüz bu cihaza kaydedilmedi. İnternet bağlantınız geri geldiğinde sayfayı yenileyin; o zamana kadar bu cihazda kayıtlı yazıları okuyabilirsiniz.",
  },
  backHome: "Ana sayfaya dön",
  pages: {
    authors: {
      title: "Yazarlarımız",
      description: (site) =>
        `${site} yazarları: makyaj sanatçıları, estetisyenler, eczacılar ve güzellik editörlerinden oluşan ekibimizi ve yazılarını tanıyın.`,
    },
    sitemap: {
      title: "Site Haritası",
      description: (site) =>
        `${site} sitesindeki tüm kategoriler, alt kategoriler ve makaleler tek sayfada: aradığınız yazıya kolayca ulaşın.`,
    },
    listing: (title, page, description) => `${title} yazıları, ${page}. sayfa: ${description}`,
    author: (author, page, description) => `${author} yazıları, ${page}. sayfa: ${description}`,
    authorsPage: (page, description) => `${page}. sayfa: ${description}`,
  },
  partnerLinks: "Sponsorlu Bağlantılar",
  consent,
  search,
  copy,
  save,
  offlineList,
  navigation: { loading: "Sayfa yükleniyor…" },
};
