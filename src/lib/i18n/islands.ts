import * as en from "./en";
import * as ko from "./ko";
import type { Language } from "./languages";
import * as ru from "./ru";
import type { CopyText, OfflineListText, SaveText, SearchText } from "./schema";
import * as tr from "./tr";

/**
 * The texts the browser needs, by language: an island gets the site's language as a prop and
 * reads its own table here. Each table names one exported section of each language file, so
 * the bundler leaves the rest of the dictionaries out of the islands' code.
 */

export const SEARCH_TEXT: Readonly<Record<Language, SearchText>> = {
  tr: tr.search,
  en: en.search,
  ru: ru.search,
  ko: ko.search,
};

export const COPY_TEXT: Readonly<Record<Language, CopyText>> = {
  tr: tr.copy,
  en: en.copy,
  ru: ru.copy,
  ko: ko.copy,
};

export const SAVE_TEXT: Readonly<Record<Language, SaveText>> = {
  tr: tr.save,
  en: en.save,
  ru: ru.save,
  ko: ko.save,
};

export const OFFLINE_LIST_TEXT: Readonly<Record<Language, OfflineListText>> = {
  tr: tr.offlineList,
  en: en.offlineList,
  ru: ru.offlineList,
  ko: ko.offlineList,
};
