import type { Metadata } from "next";
import { OFFLINE_MESSAGE, OFFLINE_TITLE, OfflineView } from "@/components/navigation/offline-view";

export const metadata: Metadata = {
  title: OFFLINE_TITLE,
  description: OFFLINE_MESSAGE,
  robots: { index: false, follow: false },
};

/** Shown by the service worker for a page this device has not stored (out/offline.html). */
export default function OfflinePage() {
  return <OfflineView />;
}
