/**
 * Focuses the first field the form marks invalid, in the order the page shows them. The forms
 * here mix registered inputs with controlled groups (stars, lists), and react-hook-form would
 * focus by registration order, which is not the reading order.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  // After React has drawn the errors, which set aria-invalid.
  setTimeout(() => {
    const marked = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!marked) return;
    const target = marked.matches('input, textarea, select, button') ? marked : marked.querySelector<HTMLElement>('input, textarea, select, button');
    target?.focus();
  }, 0);
}
