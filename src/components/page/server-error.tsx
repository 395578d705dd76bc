import buttons from "@/components/ui/button.module.css";
import { classes } from "@/components/ui/classes";
import type { Dictionary } from "@/lib/i18n";
import { paths } from "@/lib/paths";
import { ErrorView } from "./error-view";

/** The 500 page's content (out/500.html, shown in place by the runtime after a 500). */
export function ServerError({ t, onRetry }: { t: Dictionary; onRetry?: () => void }) {
  return (
    <div className="container">
      <ErrorView code="500" title={t.serverError.title} message={t.serverError.message}>
        {onRetry && (
          <button type="button" className={buttons.button} onClick={onRetry}>
            {t.serverError.retry}
          </button>
        )}
        {/* A plain link: after an error, a full page load is the safest way home. */}
        <a href={paths.home} className={classes(buttons.button, onRetry && buttons.secondary)}>
          {t.backHome}
        </a>
      </ErrorView>
    </div>
  );
}
