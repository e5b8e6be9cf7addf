/**
 * What a visitor types into a page rendered at build time before the app has started. The app
 * renders over that page (it does not hydrate it), so without this its fields would come back
 * empty under the visitor's fingers: a phone may take a second or two to start the app, and a
 * visitor who knows what to type starts at once.
 *
 * `followTypedFields` watches the rendered page's fields from the app's first line; once the app has
 * rendered its own fields, the function it returns types the values into them as the visitor
 * would (so the forms' state follows) and gives the focus back.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Typed {
  value: string;
  /** A checkbox's or radio button's state; null for other controls. */
  checked: boolean | null;
}

function isControl(el: EventTarget | Element | null): el is Control {
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
}

function isToggle(el: Control): el is HTMLInputElement {
  return el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
}

/**
 * A control's key: its id, unless React generated it (`useId`, which differs between the build's
 * rendering and the app's), then its name. Radio buttons share a name: theirs adds the value.
 */
function keyOf(el: Control): string | null {
  if (el instanceof HTMLInputElement && el.type === 'file') return null;
  if (el.id && !/[:«»]/.test(el.id)) return `#${el.id}`;
  if (!el.name) return null;
  return isToggle(el) && el.type === 'radio' ? `@${el.name}=${el.value}` : `@${el.name}`;
}

function find(key: string): Control | null {
  let found: Element | null = null;
  if (key.startsWith('#')) found = document.getElementById(key.slice(1));
  else {
    const [name, value] = key.slice(1).split('=');
    const named = [...document.getElementsByName(name)];
    found = named.find((el) => value === undefined || (el as HTMLInputElement).value === value) ?? null;
  }
  return isControl(found) ? found : null;
}

/** Sets a value the way typing does: through the element's own setter, then the input event React listens to. */
function typeInto(el: Control, typed: Typed): void {
  if (isToggle(el)) {
    if (typed.checked !== null && el.checked !== typed.checked) el.click();
    return;
  }
  if (el.value === typed.value) return;
  const prototype = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(el, typed.value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Follows the fields of the rendered page inside `root`. The answer, called once the app has
 * rendered, gives what was typed to the app's fields (for a few frames, while a lazy part of the
 * page may still arrive) and stops following.
 */
export function followTypedFields(root: HTMLElement): () => void {
  const typed = new Map<string, Typed>();
  let focused: { key: string; start: number | null; end: number | null } | null = null;

  const note = (el: Control) => {
    const key = keyOf(el);
    if (!key) return;
    typed.set(key, { value: el.value, checked: isToggle(el) ? el.checked : null });
  };
  const noteSelection = (el: Control) => {
    const key = keyOf(el);
    if (!key) return;
    const caret = el instanceof HTMLSelectElement ? null : el;
    let start: number | null = null;
    let end: number | null = null;
    try {
      start = caret?.selectionStart ?? null;
      end = caret?.selectionEnd ?? null;
    } catch {
      // a date or number field has no caret to read
    }
    focused = { key, start, end };
  };
  const onInput = (event: Event) => {
    if (!isControl(event.target)) return;
    note(event.target);
    noteSelection(event.target);
  };
  const onFocusIn = (event: Event) => {
    if (isControl(event.target)) noteSelection(event.target);
  };
  // Leaving a field forgets its focus, unless the field left because the app replaced the page.
  const onFocusOut = (event: Event) => {
    const el = event.target;
    if (isControl(el)) queueMicrotask(() => {
      if (el.isConnected) focused = null;
    });
  };
  const listeners: [string, (event: Event) => void][] = [
    ['input', onInput],
    ['change', onInput],
    ['keyup', onInput],
    ['focusin', onFocusIn],
    ['focusout', onFocusOut],
  ];
  for (const [name, listener] of listeners) root.addEventListener(name, listener, true);
  // What was typed before these lines ran (the browser may also have filled in a form on its own).
  for (const el of root.querySelectorAll('input, textarea, select')) {
    if (!isControl(el)) continue;
    const changed = isToggle(el) ? el.checked !== el.defaultChecked : el instanceof HTMLSelectElement ? false : el.value !== el.defaultValue;
    if (changed) note(el);
  }
  if (isControl(document.activeElement) && root.contains(document.activeElement)) noteSelection(document.activeElement);

  return function giveBack() {
    for (const [name, listener] of listeners) root.removeEventListener(name, listener, true);
    if (typed.size === 0 && !focused) return;
    let frames = 0;
    const attempt = () => {
      for (const [key, value] of typed) {
        const el = find(key);
        if (!el) continue;
        typeInto(el, value);
        typed.delete(key);
      }
      const wanted = focused;
      const el = wanted ? find(wanted.key) : null;
      if (wanted && el) {
        focused = null;
        if (document.activeElement === document.body || document.activeElement === null) {
          el.focus();
          if (!(el instanceof HTMLSelectElement) && wanted.start !== null) {
            try {
              el.setSelectionRange(wanted.start, wanted.end ?? wanted.start);
            } catch {
              // a field without a caret
            }
          }
        }
      }
      frames += 1;
      if ((typed.size > 0 || focused) && frames < 30) requestAnimationFrame(attempt);
    };
    attempt();
  };
}
