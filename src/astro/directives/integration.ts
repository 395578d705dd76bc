import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/** `client:interaction`: an island that hydrates when the reader first uses it (./interaction.ts). */
export function interactionDirective(): AstroIntegration {
  return {
    name: "isilti:client-interaction",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "interaction",
          entrypoint: fileURLToPath(new URL("./interaction.ts", import.meta.url)),
        });
      },
    },
  };
}
