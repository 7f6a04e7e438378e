/*
 * Moves the focus once a dialog has closed. The dialog gives the focus back to what was focused
 * before it opened (often <body> for a dialog that opened by itself) after its own clean-up, which
 * runs after the click that closed it; so the move waits a task, and checks again a frame later.
 */
export function focusAfterDialog(targetIds: readonly string[]): void {
  const move = () => {
    const target = targetIds.map((id) => document.getElementById(id)).find((element) => element !== null);
    if (!target || document.activeElement === target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'center' });
  };
  window.setTimeout(() => {
    move();
    window.requestAnimationFrame(() => window.requestAnimationFrame(move));
  }, 0);
}
