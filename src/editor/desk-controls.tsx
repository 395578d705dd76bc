import { Component } from "react";
import { publicationStatus } from "@/lib/editing/status";
import { DESK } from "@/lib/editing/texts";
import { toSlug } from "@/lib/text/slug";
import type { Control, ControlProps } from "./checked";
import { entryData } from "./entry-check";

/**
 * Two controls of the desk's own: the slug suggested from the title, and the article's status.
 * Both follow other fields of the entry, so they draw on every change of the form.
 */

/** The identifier a new file's slug is made from (`title`, `name`), as the config names it. */
const sourceOf = (props: ControlProps) => String(props.field.get("suggest_from") ?? "title");

/**
 * The slug of a new file, made from its title with the site's own Turkish slug function
 * ("Güneş Kremi Seçimi" → `gunes-kremi-secimi`) as the editor types it, until the editor
 * writes a slug of their own. A saved file's slug never changes by itself.
 */
export function slugControl(Inner: Control): Control {
  return class SlugControl extends Component<ControlProps> {
    private own = false;

    private suggestion(): string | null {
      const entry = this.props.getEntry();
      if (!entry.get("newRecord") || this.own) return null;
      const source = entryData(entry)[sourceOf(this.props)];
      return typeof source === "string" ? toSlug(source) : null;
    }

    componentDidMount() {
      const value = typeof this.props.value === "string" ? this.props.value : "";
      // A slug already there that the title does not give was written by someone: keep it.
      if (value !== "" && value !== this.suggestion()) this.own = true;
      this.follow();
      // Decap draws a field again only when its own value changes: the title's typing reaches
      // this field as the input event it is, once Decap has taken the new title.
      document.addEventListener("input", this.follow);
    }

    componentWillUnmount() {
      document.removeEventListener("input", this.follow);
    }

    componentDidUpdate() {
      this.follow();
    }

    private follow = () => {
      const next = this.suggestion();
      if (next !== null && next !== (this.props.value ?? "")) this.props.onChange(next);
    };

    shouldComponentUpdate() {
      return true;
    }

    private typed = (value: unknown) => {
      this.own = true;
      this.props.onChange(value);
    };

    render() {
      return <Inner {...this.props} onChange={this.typed} />;
    }
  };
}

/** The events of an edit in any field of the form. */
const EDITS = ["input", "change", "click"] as const;

/** "Taslak", "Planlı: 15 Aralık" or "Yayında", with what it means, above the article's form. */
export class StatusControl extends Component<ControlProps> {
  shouldComponentUpdate() {
    return true;
  }

  // The draft switch and the date are other fields: their edits reach this one as events.
  private follow = () => this.forceUpdate();

  componentDidMount() {
    for (const event of EDITS) document.addEventListener(event, this.follow);
  }

  componentWillUnmount() {
    for (const event of EDITS) document.removeEventListener(event, this.follow);
  }

  /** Nothing to type, nothing missing: Decap's "required" check always passes. */
  getValidateValue = () => "status";

  isValid = () => true;

  render() {
    const entry = this.props.getEntry();
    const status = publicationStatus(entryData(entry), new Date());
    // A new article readers would get once saved is not published yet: it is new.
    const kind = status.kind === "published" && entry.get("newRecord") ? "new" : status.kind;
    const label = kind === "new" ? DESK.status.new : status.label;
    const hint =
      status.kind === "scheduled"
        ? DESK.statusHint.scheduled(status.day)
        : DESK.statusHint[kind === "scheduled" ? "published" : kind];
    return (
      <div id={this.props.forID} className={`desk-status desk-status-${kind}`}>
        <span className="desk-badge">{label}</span> <span>{hint}</span>
      </div>
    );
  }
}
