import MessageCircle from "lucide-react/icons/message-circle";
import { useEffect, useRef, useState, type Ref } from "react";
import { PATHS } from "../../../core/shared/paths";
import { useTranslate } from "../../i18n/use-translate";
import "../../../core/i18n/messages/launcher";
import { useStepsAside } from "./launcher-clearance";
import { isRaisedAt } from "./launcher-position";

export { launcherPosition } from "./launcher-position";

/** Whether the closed button is raised: on the home page, once the visitor has scrolled far. */
export function useRaisedPosition(pathname: string): boolean {
  const [isRaised, setRaised] = useState(false);
  const isHome = pathname === PATHS.home || pathname === "/home" || pathname === "/fr";
  useEffect(() => {
    if (!isHome) {
      setRaised(false);
      return;
    }
    const update = () => setRaised(isRaisedAt(window.scrollY, window.innerHeight));
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update, { passive: true });
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [isHome]);
  return isRaised;
}

/**
 * The closed concierge: a round button with its tooltip. The app draws it with its handlers; pages
 * that do not hydrate draw it without, and their page script loads the widget when it is pressed
 * (`app/page-script/assistant.ts`, decision 0032). In its own module so that pages carry the button,
 * not the widget (decision 0033).
 */
export function AssistantLauncher({
  position,
  isBouncing,
  buttonRef,
  onOpen,
  onPreload,
  raisesOnScroll = false,
}: {
  position: string;
  isBouncing: boolean;
  /** The page script raises the button past 1.5 viewports (the home page's plain-HTML button). */
  raisesOnScroll?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
  onOpen?: () => void;
  onPreload?: () => void;
}) {
  const t = useTranslate();
  const dockRef = useRef<HTMLDivElement>(null);
  const isTucked = useStepsAside(dockRef);
  return (
    <div
      ref={dockRef}
      data-assistant-dock
      data-keeps-clear
      data-tucked={isTucked ? "" : undefined}
      data-raise={raisesOnScroll ? "" : undefined}
      className={`group fixed right-4 z-50 transition-[bottom,transform,opacity] duration-200 motion-reduce:transition-none sm:right-6 ${position}`}
    >
      <span
        id="assistant-tooltip"
        role="tooltip"
        className="invisible absolute bottom-full right-0 mb-3 w-64 rounded-xl bg-navy-900 px-4 py-3 text-sm text-white opacity-0 shadow-lg transition-opacity duration-150 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 motion-reduce:transition-none"
      >
        <span className="block font-semibold">{t("launcher.tooltipTitle")}</span>
        <span className="mt-0.5 block text-slate-100">{t("launcher.tooltipText")}</span>
      </span>
      <button
        ref={buttonRef}
        type="button"
        onClick={onOpen}
        onPointerEnter={onPreload}
        onFocus={onPreload}
        aria-label={t("launcher.open")}
        aria-describedby="assistant-tooltip"
        data-testid="assistant-launcher"
        data-assistant-launcher
        className="relative flex h-14 w-14 items-center justify-center rounded-full"
      >
        <span
          aria-hidden="true"
          data-assistant-bounce
          className={`flex h-14 w-14 items-center justify-center rounded-full bg-maple-600 text-white shadow-lg ring-4 ring-white/70 transition-colors duration-150 group-hover:bg-maple-700 ${
            isBouncing ? "animate-bounce motion-reduce:animate-none" : ""
          }`}
        >
          <MessageCircle className="h-7 w-7" />
        </span>
      </button>
    </div>
  );
}
