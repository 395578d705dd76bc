import type { Site } from "@/lib/content/types";

/** Search-engine titles and descriptions of the pages that are not built from content files. */
export function pageTexts(site: Site) {
  return {
    home: {
      title: `${site.title}: ${site.tagline}`,
      description: site.description,
    },
    authors: {
      title: "Yazarlarımız",
      description: `${site.title} yazarları: makyaj sanatçıları, estetisyenler, eczacılar ve güzellik editörlerinden oluşan ekibimizi ve yazılarını tanıyın.`,
    },
    sitemap: {
      title: "Site Haritası",
      description: `${site.title} sitesindeki tüm kategoriler, alt kategoriler ve makaleler tek sayfada: aradığınız yazıya kolayca ulaşın.`,
    },
    notFound: {
      title: "Sayfa Bulunamadı",
      description:
        "Aradığınız sayfa bulunamadı. Ana sayfadan aramaya devam ederek ilgilendiğiniz güzellik ve bakım yazılarına ulaşabilirsiniz.",
    },
  };
}
