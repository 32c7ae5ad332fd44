import { NOTICE_DURATION_MS } from "../components/ui/notice-duration";
import { closestTarget } from "./dom";

// "Copy link" on a blog post (content spec): copies the page's address and says so in the notice
// the server drew for it (StaticNotice: a live region and one template a message).

const timers = new Map<string, ReturnType<typeof setTimeout>>();

function showNotice(name: string, message: string): void {
  const region = document.querySelector<HTMLElement>(`[data-notice="${name}"]`);
  const template = document.querySelector<HTMLTemplateElement>(`template[data-notice-message="${name}:${message}"]`);
  if (!region || !template) return;
  region.replaceChildren(template.content.cloneNode(true));
  clearTimeout(timers.get(name));
  timers.set(
    name,
    setTimeout(() => region.replaceChildren(), NOTICE_DURATION_MS),
  );
}

export function bindCopyLink(): void {
  document.addEventListener("click", (event) => {
    const button = closestTarget(event, "[data-copy-link]");
    if (!button) return;
    const name = button.dataset.copyLink ?? "";
    // A browser without the clipboard (plain http) or one that throws at once says "failed" too.
    new Promise<void>((resolve) => resolve(navigator.clipboard.writeText(window.location.href))).then(
      () => showNotice(name, "copied"),
      () => showNotice(name, "failed"),
    );
  });
}
