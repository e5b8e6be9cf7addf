import { afterEach, describe, expect, it } from 'vitest';
import { followTypedFields } from './typedBeforeStart';

/** Types `value` into `el` as a visitor does: the value changes, then the input event. */
function type(el: HTMLInputElement, value: string) {
  el.focus();
  el.value = value;
  el.setSelectionRange(value.length, value.length);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('fields typed into a page rendered at build time', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("are given to the app's fields as typing, with the focus and the caret", () => {
    document.body.innerHTML =
      '<div id="root"><input id="sign-up-username" value=""><input id="sign-up-email" value="">' +
      '<input type="checkbox" id="sign-up-newsletter"><input id="«r1»" name="search"><input type="file" id="upload"></div>';
    const root = document.getElementById('root')!;
    const giveBack = followTypedFields(root);
    type(document.getElementById('sign-up-email') as HTMLInputElement, 'tom@');
    (document.getElementById('sign-up-newsletter') as HTMLInputElement).click();
    type(document.querySelector('[name=search]')!, 'roulette');
    type(document.getElementById('sign-up-username') as HTMLInputElement, 'tomreed');
    (document.getElementById('sign-up-username') as HTMLInputElement).setSelectionRange(3, 3);
    document.getElementById('sign-up-username')!.dispatchEvent(new KeyboardEvent('keyup', { bubbles: true }));

    // The app renders over the page: new fields, empty, under other generated ids.
    root.innerHTML =
      '<input id="sign-up-username" value=""><input id="sign-up-email" value="">' +
      '<input type="checkbox" id="sign-up-newsletter"><input id="«r7»" name="search">';
    const heard: string[] = [];
    root.addEventListener('input', (e) => heard.push(`${(e.target as HTMLInputElement).id}=${(e.target as HTMLInputElement).value}`));
    root.addEventListener('click', (e) => heard.push(`click ${(e.target as HTMLInputElement).id}`));
    giveBack();

    expect(heard.sort()).toEqual(['click sign-up-newsletter', 'sign-up-email=tom@', 'sign-up-newsletter=on', 'sign-up-username=tomreed', '«r7»=roulette']);
    const username = document.getElementById('sign-up-username') as HTMLInputElement;
    expect(document.activeElement).toBe(username);
    expect([username.selectionStart, username.selectionEnd]).toEqual([3, 3]);
    expect((document.getElementById('sign-up-newsletter') as HTMLInputElement).checked).toBe(true);
  });

  it('leave the page alone when nothing was typed, and stop following once given back', () => {
    document.body.innerHTML = '<div id="root"><input id="contact-name" value=""></div>';
    const root = document.getElementById('root')!;
    const giveBack = followTypedFields(root);
    root.innerHTML = '<input id="contact-name" value="">';
    const heard: string[] = [];
    root.addEventListener('input', () => heard.push('input'));
    giveBack();
    expect(heard).toEqual([]);
    type(document.getElementById('contact-name') as HTMLInputElement, 'Tom');
    root.innerHTML = '<input id="contact-name" value="">';
    giveBack();
    expect((document.getElementById('contact-name') as HTMLInputElement).value).toBe('');
  });
});
