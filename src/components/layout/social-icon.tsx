import { classes } from "@/components/ui/classes";
import styles from "./social-icon.module.css";

export type SocialKind = "video" | "network" | "photos";

/** A social network's icon in the text colour (the shapes live in the stylesheet). */
export function SocialIcon({ kind }: { kind: SocialKind }) {
  return <span aria-hidden="true" className={classes(styles.icon, styles[kind])} />;
}
