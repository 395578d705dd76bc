import { describe, expect, it } from "vitest";
import { deskPhrases, fieldName, type Phrases } from "./texts";

const DECAP_TR: Phrases = {
  editor: {
    editorToolbar: {
      publish: "Yayınla",
      published: "Yayınlanan",
      publishNow: "Şimdi yayımla",
      changesSaved: "Değişiklikler kaydedildi",
    },
  },
  ui: { toast: { onFailToPersist: "Girdi devam ettirilemedi: %{details}" } },
  workflow: { workflow: { description: "%{readyCount} yayına hazır, yayınlanmaya hazır" } },
};

const strings = (phrases: Phrases): string[] =>
  Object.values(phrases).flatMap((v) => (typeof v === "string" ? [v] : strings(v)));
const at = (phrases: Phrases, path: string) =>
  path.split(".").reduce<Phrases | string>((p, k) => (p as Phrases)[k] as Phrases, phrases);

describe("the desk's words in Decap", () => {
  it("use one verb, yayımla, and keep the noun yayın", () => {
    const hosted = deskPhrases(DECAP_TR, false);
    expect(strings(hosted).join(" ")).not.toMatch(/yayınla/iu);
    expect(at(hosted, "editor.editorToolbar.publish")).toBe("Yayımla");
    expect(at(hosted, "workflow.workflow.description")).toContain("yayına hazır");
  });

  it("say Kaydet and Kaydedildi on the local desk, where nothing is published, and never 'saved' before a save", () => {
    const local = deskPhrases(DECAP_TR, true);
    expect(at(local, "editor.editorToolbar.publish")).toBe("Kaydet");
    expect(at(local, "editor.editorToolbar.published")).toBe("Kaydedildi");
    expect(at(local, "editor.editorToolbar.changesSaved")).toBe("Kaydedilmemiş değişiklik yok");
  });

  it("put no Decap prefix before the desk's own sentences", () => {
    expect(at(deskPhrases(DECAP_TR, true), "ui.toast.onFailToPersist")).toBe(
      "Kaydedilmedi. %{details}",
    );
  });
});

describe("fieldName", () => {
  it("names fields as the form does, a body's line and a nested field with its parent", () => {
    expect(fieldName("articles", "description")).toBe("Açıklama");
    expect(fieldName("articles", "line 12")).toBe("Metin, satır 12");
    expect(fieldName("articles", "review.reviewer")).toBe("Tıbbi inceleme › Hekim");
    expect(fieldName("articles", "entities.0.subcategories.0.subcategory")).toBe("Kategoriler");
    expect(fieldName("articles", "-")).toBe("Dosya");
    expect(fieldName("authors", "meta_title")).toBe("Arama başlığı");
  });
});
