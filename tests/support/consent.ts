import type { Page } from "playwright-core";

/** The banner's two boxes ticked, then saved: the counter and the transfer to Russia. */
export async function grantConsent(page: Page): Promise<void> {
  await page.getByLabel("Ziyaretçi sayacına izin veriyorum").check();
  await page.getByLabel(/Rusya Federasyonu’na aktarılmasına açık rıza/).check();
  await page.getByRole("button", { name: "Seçimimi kaydet" }).click();
}
