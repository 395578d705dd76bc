import type { Metadata } from "next";
import {
  SERVER_ERROR_MESSAGE,
  SERVER_ERROR_TITLE,
  ServerError,
} from "@/components/page/server-error";

export const metadata: Metadata = {
  title: SERVER_ERROR_TITLE,
  description: SERVER_ERROR_MESSAGE,
  robots: { index: false, follow: false },
};

/** Written to out/500.html for hosts that show a page on server errors. */
export default function ServerErrorPage() {
  return <ServerError />;
}
