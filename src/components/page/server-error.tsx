import buttons from "@/components/ui/button.module.css";
import { classes } from "@/components/ui/classes";
import { paths } from "@/lib/paths";
import { ErrorView } from "./error-view";

export const SERVER_ERROR_TITLE = "Bir Sorun Oluştu";
export const SERVER_ERROR_MESSAGE =
  "Sayfa şu anda görüntülenemiyor. Bu bizden kaynaklanan geçici bir sorun; lütfen biraz sonra yeniden deneyin ya da ana sayfadan okumaya devam edin.";

/** The 500 page's content: the same in out/500.html and in the browser's error boundary. */
export function ServerError({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="container">
      <ErrorView code="500" title={SERVER_ERROR_TITLE} message={SERVER_ERROR_MESSAGE}>
        {onRetry && (
          <button type="button" className={buttons.button} onClick={onRetry}>
            Yeniden dene
          </button>
        )}
        {/* A plain link: after an error, a full page load is the safest way home. */}
        <a href={paths.home} className={classes(buttons.button, onRetry && buttons.secondary)}>
          Ana sayfaya dön
        </a>
      </ErrorView>
    </div>
  );
}
