import { Component, type ComponentType, type ReactNode } from "react";
import { REQUIRED } from "@/lib/content/editorial/entry-rules/zod-issues";
import { DESK } from "@/lib/editing/texts";
import { foldTurkish } from "@/lib/text/turkish";
import {
  type DeskEntry,
  entryData,
  entryFindings,
  fieldFindings,
  findingText,
} from "./entry-check";

/**
 * Form fields that carry the content rules (./entry-check.ts): Decap asks each field's control
 * `isValid()` before a save (its documented way for a widget to validate), and marks the field
 * with our message and refuses the save while any field has one. The desk wraps Decap's own
 * controls in these; they draw the control as it was, with a character counter where the field
 * has a limit.
 */

/** What Decap hands every control, as far as the desk uses it (Decap's own types stop short). */
export interface ControlProps {
  value: unknown;
  field: { get: (key: string) => unknown };
  forID: string;
  onChange: (value: unknown) => void;
  classNameWrapper: string;
  getEntry: () => DeskEntry;
  /** Decap's validation of this field, with the control's own result: for controls of several fields. */
  validate: (own?: { error: unknown }) => void;
  hasActiveStyle?: boolean;
  query?: (...args: unknown[]) => unknown;
  [prop: string]: unknown;
}

/** Decap's controls are JavaScript components of any shape. */
// biome-ignore lint/suspicious/noExplicitAny: Decap's widget controls are untyped.
export type Control = ComponentType<any>;
/** The instance of a Decap control, for the methods Decap calls on it. */
interface ControlInstance {
  isValid?: () => unknown;
  validate?: () => void;
  focus?: (path: string) => void;
  getValidateValue?: () => unknown;
  shouldComponentUpdate?: (next: ControlProps) => boolean;
  getWrappedInstance?: () => ControlInstance;
}

/** The dotted path of the field the rules name (`cover.alt`): the config sets it on nested fields. */
export const rulesField = (field: ControlProps["field"]) =>
  String(field.get("rules_field") ?? field.get("name"));

const plain = (value: unknown): unknown =>
  value && typeof (value as { toJS?: unknown }).toJS === "function"
    ? (value as { toJS: () => unknown }).toJS()
    : value;

/**
 * Decap's error for a field. Decap shows its "a field needs attention" message on a save only
 * for a missing value (PRESENCE), so the rules' findings are reported as that kind: the
 * editor learns why nothing was saved, and the field says what to do.
 */
const fieldError = (message: string) => ({ error: { type: "PRESENCE", message } });

function valueAt(data: Record<string, unknown>, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined,
      data,
    );
}

/** The counter under a field with a length limit: "37 karakter · en az 50". */
function Counter({ field, value }: { field: ControlProps["field"]; value: unknown }) {
  const limits = plain(field.get("counter"));
  if (!Array.isArray(limits)) return null;
  const [min, max] = limits as [number, number];
  const count = typeof value === "string" ? [...value.trim()].length : 0;
  const off = count > 0 && (count < min || count > max);
  return (
    <p className={off ? "desk-counter desk-counter-off" : "desk-counter"} aria-live="polite">
      {DESK.characters(count, min, max)}
    </p>
  );
}

class Checked extends Component<ControlProps & { inner: Control; list: boolean }> {
  protected inner: ControlInstance | null = null;

  protected keep = (ref: ControlInstance | null) => {
    this.inner = ref?.getWrappedInstance ? ref.getWrappedInstance() : ref;
  };

  protected messages(): string[] {
    const entry = this.props.getEntry();
    // Decap says "Bu alan zorunlu." itself for an empty required field: once is enough.
    const required = this.props.field.get("required") !== false;
    return fieldFindings(entryFindings(entry), rulesField(this.props.field), this.props.list)
      .map(findingText)
      .filter((message) => !(required && message === REQUIRED));
  }

  /** The control's own validation first (an image still uploading), then the rules. */
  isValid = (): unknown => {
    const own = this.inner?.isValid?.();
    if (own instanceof Promise || (own && typeof own === "object" && "error" in own && own.error))
      return own;
    if (own === false) return own;
    const messages = this.messages();
    return messages.length > 0 ? fieldError(messages.join(" ")) : true;
  };

  /**
   * A field required only with another (an image's alt text with the image): Decap asks for
   * it, and marks it required, only while the other has a value.
   */
  getValidateValue = (): unknown => {
    const own = this.inner?.getValidateValue?.() ?? this.props.value;
    const partner = this.props.field.get("required_with");
    if (typeof partner !== "string" || own) return own;
    const path = rulesField(this.props.field).split(".").slice(0, -1).concat(partner).join(".");
    return valueAt(entryData(this.props.getEntry()), path) ? own : "—";
  };

  focus = (path: string) => this.inner?.focus?.(path);

  /**
   * A saved file opened with problems (written by hand, or before a rule existed) shows them
   * on its fields at once, as it does after a save; a new, empty form shows none.
   */
  componentDidMount() {
    const entry = this.props.getEntry();
    // After this commit: Decap takes this control's methods from its ref, set after mounting.
    if (!entry.get("newRecord") && this.messages().length > 0)
      this.pending = setTimeout(() => this.markNow(), 0);
  }

  componentWillUnmount() {
    clearTimeout(this.pending);
  }

  private pending: ReturnType<typeof setTimeout> | undefined;

  protected markNow(): void {
    this.props.validate();
  }

  shouldComponentUpdate(next: ControlProps): boolean {
    const inner = this.inner?.shouldComponentUpdate;
    if (inner) return inner.call(this.inner, next);
    return (
      next.value !== this.props.value ||
      next.classNameWrapper !== this.props.classNameWrapper ||
      next.hasActiveStyle !== this.props.hasActiveStyle
    );
  }

  protected control(props: ControlProps): ReactNode {
    const { inner: Inner, list: _list, ...rest } = this.props;
    return <Inner {...rest} {...props} ref={this.keep} />;
  }

  render() {
    return (
      <>
        {this.control(this.props)}
        <Counter field={this.props.field} value={this.props.value} />
      </>
    );
  }
}

/** A control of several fields (an object): Decap validates its fields through its `validate`. */
class CheckedGroup extends Checked {
  protected markNow(): void {
    const messages = this.messages();
    this.props.validate(fieldError(messages.join(" ")));
  }

  validate = () => {
    this.inner?.validate?.();
    const messages = this.messages();
    this.props.validate(messages.length > 0 ? fieldError(messages.join(" ")) : { error: false });
  };
}

/** Search by what the editor types, whatever the case and Turkish letters: "KILIÇ" finds "Kılıç". */
class CheckedRelation extends Checked {
  private query = (...args: unknown[]) => {
    const term = args[3];
    const folded = typeof term === "string" ? foldTurkish(term).replace(/[\s-]+/gu, "") : term;
    return this.props.query?.(...args.slice(0, 3), folded, ...args.slice(4));
  };

  protected control(props: ControlProps): ReactNode {
    return super.control({ ...props, query: this.query });
  }
}

type Variant = typeof Checked;

function wrap(Inner: Control, Variant: Variant, list: boolean): Control {
  return class extends Variant {
    static defaultProps = { inner: Inner, list };
  } as unknown as Control;
}

/** A field control that shows the rules' findings for its field (and those of its items). */
export const checked = (Inner: Control) => wrap(Inner, Checked, true);
/** The same for a control of several fields: its own findings only, its fields show theirs. */
export const checkedGroup = (Inner: Control) => wrap(Inner, CheckedGroup, false);
/** The same for a relation picker, whose search ignores case and Turkish letters. */
export const checkedRelation = (Inner: Control) => wrap(Inner, CheckedRelation, true);
