import type { CMS } from "decap-cms-core";
import { DESK_WIDGETS } from "@/lib/editing/desk-fields";
import { type Control, checked, checkedGroup, checkedRelation } from "./checked";
import { DateControl } from "./date-control";
import { StatusControl, slugControl } from "./desk-controls";
import { EntitiesControl } from "./entities-widget";

/**
 * The desk's form controls: Decap's own, each wrapped so that it shows the content rules'
 * findings for its field (./checked.tsx), and the desk's: the date in the site's terms, the
 * slug made from the title, the article's status and the category picker.
 */

/** A widget as Decap's registry keeps it (its types name only the control and preview). */
interface Registered {
  control: Control;
  preview?: Control;
  schema?: object;
}

export function registerWidgets(cms: CMS): void {
  const registered = (name: string) => cms.getWidget(name) as unknown as Registered;
  // Decap's registry takes a fourth part, the widget's options schema; its types stop at three.
  const register = cms.registerWidget as (
    name: string,
    control: Control,
    preview?: Control,
    schema?: object,
  ) => void;
  // Decap's own string control, before the desk wraps it: the slug control wraps it once.
  const string = registered("string");
  const wrap = (name: string, wrapper: (control: Control) => Control) => {
    const { control, preview, schema } = registered(name);
    register(name, wrapper(control), preview, schema);
  };
  for (const name of ["string", "text", "select", "boolean", "image"]) wrap(name, checked);
  wrap("object", checkedGroup);
  wrap("relation", checkedRelation);
  register(DESK_WIDGETS.slug, checked(slugControl(string.control)), string.preview);
  register(DESK_WIDGETS.date, checked(DateControl));
  register(DESK_WIDGETS.status, StatusControl);
  register(DESK_WIDGETS.entities, checked(EntitiesControl));
}
