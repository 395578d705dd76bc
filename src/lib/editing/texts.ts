/**
 * Every word the editors' desk says, in Turkish, in one place: the forms' labels and hints, the
 * desk's own messages, and what `npm run content:check` calls each field. The desk is for the
 * newsroom's Turkish editors whatever the site's language; readers' words are in src/lib/i18n.
 * Hints and messages are sentences: the desk never sets them in capitals (a Turkish upper case
 * would turn the slug example's "i" into "İ").
 */

/** What each field is called on the form, by collection and dotted path. */
export const FIELD_LABELS = {
  articles: {
    title: "Başlık",
    slug: "Adres (slug)",
    description: "Açıklama",
    form: "Yazı biçimi",
    author: "Yazar",
    date: "Yayın tarihi",
    updated: "Güncelleme tarihi",
    updated_note: "Güncelleme notu",
    health: "Sağlık yazısı",
    review: "Tıbbi inceleme",
    "review.reviewer": "Hekim",
    "review.date": "İnceleme tarihi",
    draft: "Taslak",
    cover: "Kapak görseli",
    "cover.src": "Görsel",
    "cover.alt": "Alternatif metin",
    entities: "Kategoriler",
    body: "Metin",
  },
  authors: {
    name: "Ad soyad",
    slug: "Adres (slug)",
    role: "Unvan",
    description: "Biyografi",
    meta_title: "Arama başlığı",
    meta_description: "Arama açıklaması",
    avatar: "Fotoğraf",
    "avatar.src": "Görsel",
    "avatar.alt": "Alternatif metin",
  },
  reviewers: {
    name: "Ad soyad",
    slug: "Adres (slug)",
    title: "Uzmanlık",
    description: "Kısa özgeçmiş",
  },
  categories: {
    slug: "Adres (slug)",
    title: "Ad",
    description: "Açıklama",
    children: "Alt kategoriler",
  },
  pages: { title: "Başlık", description: "Açıklama", updated: "Son güncelleme", body: "Metin" },
} as const;

export type DeskCollection = keyof typeof FIELD_LABELS;

/** Hints under the fields: what the field is for, in a sentence or two. */
export const HINTS = {
  articleSlug:
    "Yazının internet adresi: /articles/adres. Başlıktan önerilir; ilk kayıttan önce değiştirebilirsiniz. Yayımlanmış bir yazının adresini değiştirmeyin: eski adres çalışmaz olur.",
  authorSlug: "Yazar sayfasının adresi: /authors/adres. Makaleler yazarı bu adla anar.",
  reviewerSlug: "Yazılar hekimi bu adla anar.",
  categorySlug: "Kategori adresi. Yayımlandıktan sonra değiştirmeyin ve silmeyin.",
  description:
    "Arama sonuçlarında ve kartlarda görünen bir iki cümle; 110–170 karakter en iyi okunur.",
  form: "Boş bırakırsanız yazı bir rehberdir. Seçtiğiniz biçim başlığın üstünde görünür (content/STYLE.md, Yazı biçimleri).",
  author:
    "Yazmaya başlayın: büyük ya da küçük harf, Türkçe harfli ya da harfsiz (KILIÇ, kilic) aynı yazarı bulur.",
  date: "Bugünden sonraki bir gün seçerseniz yazı planlı olur: o gün sitede görünür.",
  updated: "Yalnızca yayımlanmış bir yazıyı sonradan önemli ölçüde değiştirdiyseniz.",
  updatedNote:
    "Güncelleme tarihi girdiyseniz zorunlu: neyin değiştiğini tek satırda yazın (okur bunu görür).",
  health:
    "Yazı bir ilacı, alerjeni, cilt ya da saç hastalığını veya etken maddeyi anlatıyorsa açın: Altında tıbbi uyarı görünür ve hekim incelemesi zorunlu olur. Sağlık kategorilerindeki yazılar anahtar kapalıyken de sağlık yazısıdır. Masa, sağlık konusu işleyen ama işaretlenmemiş yazıyı kaydetmeden önce bildirir.",
  review:
    "Sağlık yazılarında zorunludur (yukarıdaki anahtar açıksa ya da yazı bir sağlık kategorisindeyse). Tarihi, hekim yazıyı gerçekten incelediğinde girin.",
  draft: "Açıkken yazı sitede yayımlanmaz; yalnızca önizlemede (npm run dev) görünür.",
  cover:
    "İsteğe bağlı; yoksa site yazıya özel bir kapak çizer. Yüklediğiniz görsel yalnızca bu yazının klasörüne kaydedilir, başka bir yazının görselinin yerine geçmez.",
  alt: "Görsel seçtiyseniz zorunlu: görseli göremeyen okura ne gösterdiğini bir cümleyle anlatın (örnek: “Avucuna güneş kremi sıkmış bir el”).",
  entities: "İlk satır yazının ana kategorisidir (içerik haritası ve kartlar onu gösterir).",
  body: "Markdown: ## ara başlık, **kalın**, [bağlantı](/articles/adres), tablolar | ile. Yazının başlığı yukarıdaki alandan gelir.",
  authorDescription: "60–200 kelime; okurun yazara neden güveneceğini anlatın.",
  avatar: "İsteğe bağlı; yoksa baş harfler gösterilir.",
  reviewerTitle: "Okurun göreceği biçimde: “Dermatoloji uzmanı”.",
  pageBody: "Markdown.",
} as const;

/** The desk's own messages. */
export const DESK = {
  title: "Işıltı · Yazı masası",
  openFailed: "Yazı masası açılamadı",
  status: {
    draft: "Taslak",
    scheduled: (day: string) => `Planlı: ${day}`,
    published: "Yayında",
    new: "Yeni yazı",
  },
  statusHint: {
    draft: "Sitede görünmez. Yazı bitince aşağıdaki Taslak düğmesini kapatın.",
    scheduled: (day: string) =>
      `${day} günü sitede görünür (o gün ya da sonraki ilk yayın güncellemesinde).`,
    published: "Kaydettiğiniz değişiklik bir sonraki yayın güncellemesinde okura ulaşır.",
    new: "Henüz kaydedilmedi. Kaydettiğinizde dosya content/articles içine yazılır; yazı bir sonraki yayın güncellemesinde sitede görünür.",
  },
  problemsTitle: (count: number) =>
    `${count} dosyada site derlenmeden önce düzeltilmesi gereken sorun var`,
  problemsIntro:
    "Masa açılıyor, ama site bu dosyalar düzelmeden derlenmez. Bir dosyayı açıp işaretli alanı düzeltin ve kaydedin.",
  problemsOpen: "Aç ve düzelt",
  problemsNoForm: "Bu dosya masada düzenlenmez; işletmeciye (geliştiriciye) iletin.",
  problemsHide: "Gizle",
  slugSuggested: (slug: string) => `Başlıktan önerilen adres: ${slug}`,
  characters: (count: number, min: number, max: number) =>
    count < min
      ? `${count} karakter · en az ${min}`
      : count > max
        ? `${count} karakter · en çok ${max}`
        : `${count} karakter · ${min}–${max}`,
  notSaved: "Kaydedilmedi",
  checkFailed:
    "Kaydetmeden önce denetim yapılamadı: masa sunucusuna ulaşılamıyor. Terminalde npm run edit çalışıyor mu?",
  findingsOutsideForm: "Bu dosyada formda olmayan bir sorun var:",
  renamePublished: (from: string, to: string) =>
    `Bu yazı yayında. Adresini /articles/${from} yerine /articles/${to} yaparsanız eski adres çalışmaz olur: okurların kaydettiği, arama motorlarının ve başka sitelerin verdiği bağlantılar boş bir sayfaya varır.\n\nAdres yine de değişsin mi?`,
  renameCancelled:
    "Adres değişmedi: kaydetmekten vazgeçtiniz. Eski adresi geri yazıp kaydedebilirsiniz.",
  noSite:
    "Site ayarları okunamadığı için önizleme gösterilemiyor; yukarıdaki listede content/site dosyasının sorunu yazıyor.",
  coverStandIn: "Kapak, yayında yazıya özel çizilir",
  noAuthor: "Yazar seçilmedi",
  date: {
    placeholder: "GG.AA.YYYY",
    explain: (day: string) => `${day} · Türkiye saatiyle (İstanbul)`,
    future: "ileri bir gün: yazı o gün yayımlanır (planlı)",
    invalid: "Tarihi GG.AA.YYYY biçiminde yazın ya da takvimden seçin (örnek: 15.12.2025).",
    clear: "Temizle",
    today: "Bugün",
  },
} as const;

/** A field's name for an editor: "Açıklama", "Metin, satır 12", "Tıbbi inceleme › Hekim". */
export function fieldName(collection: string, field: string): string {
  const line = /^line (\d+)$/.exec(field);
  if (line) return `Metin, satır ${line[1]}`;
  if (field === "-" || field === "") return "Dosya";
  const labels: Record<string, string> =
    FIELD_LABELS[collection as DeskCollection] ?? ({} as Record<string, string>);
  const exact = labels[field];
  if (exact) {
    const parent = field.includes(".") ? labels[field.split(".")[0] ?? ""] : undefined;
    return parent ? `${parent} › ${exact}` : exact;
  }
  // `entities.0.subcategories.0.subcategory`: the field the list is under.
  const top = labels[field.split(".")[0] ?? ""];
  return top ?? field;
}

/** The desk collection a content file belongs to, from its path; null for the others. */
export function collectionOf(file: string): DeskCollection | null {
  const match = /(?:^|\/)content\/(articles|authors|reviewers|pages)\/[^/]+\.(?:md|ya?ml)$/.exec(
    file,
  );
  if (match) return match[1] as DeskCollection;
  return /(?:^|\/)content\/categories\.yaml$/.test(file) ? "categories" : null;
}

/** Decap's phrase tree (decap-cms-locales), as far as the desk reads and changes it. */
export interface Phrases {
  [key: string]: string | Phrases;
}

/** The media library of a file with no image yet (each file has a folder of its own). */
const NO_IMAGES =
  "Bu yazının klasöründe henüz görsel yok: Yükle ile bilgisayarınızdan bir görsel ekleyin.";

/**
 * Decap's own words the desk changes; Decap keeps its Turkish for the rest. Our checks'
 * sentences stand alone (no "Girdi devam ettirilemedi: Error:" before them); a pattern's
 * message is ours as written.
 */
const DECAP_PHRASES: Phrases = {
  collection: {
    entries: { noEntries: "Henüz bir şey yok" },
    collectionTop: { newButton: "Yeni: %{collectionLabel}" },
  },
  editor: {
    editorControlPane: {
      widget: {
        required: "Bu alan zorunlu.",
        regexPattern: "%{pattern}",
      },
    },
    editorToolbar: {
      backCollection: "%{collectionLabel}",
      unsavedChanges: "Kaydedilmemiş değişiklikler",
      changesSaved: "Kaydedilmemiş değişiklik yok",
      deleteEntry: "Sil",
      deletePublishedEntry: "Sil",
      deleteUnpublishedEntry: "Sil",
    },
  },
  mediaLibrary: {
    mediaLibraryModal: {
      noImagesFound: NO_IMAGES,
      noAssetsFound: NO_IMAGES,
    },
  },
  ui: {
    toast: {
      onFailToPersist: "Kaydedilmedi. %{details}",
      missingRequiredField:
        "Kaydedilmedi: kırmızıyla işaretli alanlardaki sorunları düzeltip yeniden deneyin.",
      entrySaved: "Kaydedildi.",
    },
  },
};

/** On the local desk a save writes a file and publishes nothing: the buttons say so. */
const LOCAL_PHRASES: Phrases = {
  editor: {
    editorToolbar: {
      publish: "Kaydet",
      publishing: "Kaydediliyor…",
      publishNow: "Şimdi kaydet",
      publishAndCreateNew: "Kaydet ve yeni bir tane aç",
      publishAndDuplicate: "Kaydet ve kopyasını aç",
      published: "Kaydedildi",
    },
  },
};

function merged(base: Phrases, extra: Phrases): Phrases {
  const out: Phrases = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const was = out[key];
    out[key] = typeof value === "object" && typeof was === "object" ? merged(was, value) : value;
  }
  return out;
}

/** "yayınla" (broadcast) → "yayımla" (publish) in every phrase: the house uses one verb. */
function oneVerb(phrases: Phrases): Phrases {
  return Object.fromEntries(
    Object.entries(phrases).map(([key, value]) => [
      key,
      typeof value === "string" ? value.replace(/([Yy])ayınla/gu, "$1ayımla") : oneVerb(value),
    ]),
  );
}

/** Decap's Turkish with the desk's words; `local`: the desk on this checkout (npm run edit). */
export function deskPhrases(base: Phrases, local: boolean): Phrases {
  const desk = merged(oneVerb(base), DECAP_PHRASES);
  return local ? merged(desk, LOCAL_PHRASES) : desk;
}
