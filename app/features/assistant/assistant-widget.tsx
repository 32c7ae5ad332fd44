import X from "lucide-react/icons/x";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type Ref } from "react";
import { PATHS } from "../../../core/shared/paths";
import { useLocalizePath, useTranslate } from "../../i18n/use-translate";
import { track } from "../../lib/analytics";
import { withMessages } from "../../lib/on-demand";
import { AssistantLauncher, launcherPosition, useRaisedPosition } from "./assistant-launcher";
import { CONTROLS, useStepsAside } from "./launcher-clearance";
import { OPEN_ASSISTANT_EVENT, type AssistantRequest } from "./open-assistant";
import {
  hasSavedSession,
  readInteracted,
  readWidgetState,
  saveInteracted,
  saveSession,
  saveWidgetState,
} from "./storage";
import "../../../core/i18n/messages/widget";

type Visibility = "closed" | "open" | "minimized";

/** The panel and everything it needs load on first open, so pages don't pay for it up front. */
const loadPanel = () => import("./assistant-panel").then(withMessages);
const AssistantPanel = lazy(loadPanel);

export interface AssistantWidgetProps {
  /** The page's path (the panel tailors its welcome to it). */
  pathname: string;
  /** Goes to another page: a client navigation in the app, a page load in the island. */
  navigate: (path: string) => void;
  /** Opens the panel at once (the visitor pressed the page's own launcher before this code loaded). */
  startOpen?: boolean;
  /** Opens the panel at once in a mode (another part of the page asked for it before this code loaded). */
  startRequest?: AssistantRequest | null;
}

/**
 * The floating Smart Quote Concierge: a round button (closed), a "Chat" pill (minimized) or the
 * panel (open). The state is restored from the browser after hydration, never during the server
 * render, so the first paint always matches.
 */
export function AssistantWidget({ pathname, navigate, startOpen = false, startRequest = null }: AssistantWidgetProps) {
  const t = useTranslate();
  const localize = useLocalizePath();
  const [visibility, setVisibility] = useState<Visibility>("closed");
  // Assume "interacted" until storage says otherwise, so a returning visitor never sees a bounce flash.
  const [hasInteracted, setInteracted] = useState(true);
  const [hasLoadedPanel, setLoadedPanel] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const pillRef = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<"launcher" | "pill" | null>(null);
  const isRaised = useRaisedPosition(pathname);

  useEffect(() => {
    setInteracted(readInteracted());
    const saved = readWidgetState();
    if (startOpen || startRequest) open();
    else if (saved) {
      setVisibility(saved);
      setLoadedPanel(true);
    }
    // Once, when the widget appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const target = focusAfter.current === "launcher" ? launcherRef : focusAfter.current === "pill" ? pillRef : null;
    focusAfter.current = null;
    target?.current?.focus();
  }, [visibility]);

  function open() {
    setInteracted(true);
    saveInteracted();
    setLoadedPanel(true);
    setVisibility("open");
    saveWidgetState("open");
    track("assistant_open");
  }

  // The quote wizard's "Chat instead" switch (issue 8, chat mode on /quotes) opens the panel in a mode.
  const [request, setRequest] = useState<AssistantRequest | null>(startRequest);
  useEffect(() => {
    const onRequest = (event: Event) => {
      const detail = (event as CustomEvent<AssistantRequest>).detail;
      setInteracted(true);
      saveInteracted();
      setLoadedPanel(true);
      setVisibility("open");
      saveWidgetState("open");
      setRequest({ ...detail });
      track("assistant_open");
    };
    window.addEventListener(OPEN_ASSISTANT_EVENT, onRequest);
    return () => window.removeEventListener(OPEN_ASSISTANT_EVENT, onRequest);
  }, []);

  const minimize = useCallback(() => {
    focusAfter.current = "pill";
    setVisibility("minimized");
    saveWidgetState("minimized");
    track("assistant_minimize");
  }, []);

  /** Closing forgets the panel state and the saved conversation (spec, section 4). */
  const close = useCallback((options: { silent?: boolean } = {}) => {
    focusAfter.current = "launcher";
    setVisibility("closed");
    setLoadedPanel(false);
    saveWidgetState(null);
    if (options.silent) {
      saveSession(null);
      return;
    }
    if (hasSavedSession()) track("chat_session_cleared");
    saveSession(null);
    track("assistant_close");
  }, []);

  const handOff = useCallback(
    (sessionId: string) => {
      close({ silent: true });
      void navigate(localize(`${PATHS.quotes}?session=${encodeURIComponent(sessionId)}`));
    },
    [close, navigate, localize],
  );

  const goTo = useCallback(
    (path: string) => {
      minimize();
      // Where the concierge sends the visitor, in the page's language (its sources are pages).
      void navigate(localize(path));
    },
    [minimize, navigate, localize],
  );

  const position = launcherPosition(isRaised);

  return (
    <>
      {visibility === "closed" && (
        <AssistantLauncher
          position={position}
          isBouncing={!hasInteracted}
          buttonRef={launcherRef}
          onOpen={open}
          onPreload={() => void loadPanel()}
        />
      )}
      {visibility === "minimized" && (
        <MinimizedPill position={position} pillRef={pillRef} onOpen={open} onClose={() => close()} />
      )}
      {hasLoadedPanel && (
        <Suspense
          fallback={
            visibility === "open" ? (
              <div
                role="status"
                className="fixed inset-0 z-50 flex items-center justify-center bg-white sm:inset-auto sm:bottom-6 sm:right-6 sm:h-[640px] sm:max-h-[calc(100dvh-3rem)] sm:w-[420px] sm:rounded-2xl sm:shadow-2xl"
              >
                {t("widget.loading")}
              </div>
            ) : null
          }
        >
          <AssistantPanel
            isOpen={visibility === "open"}
            pathname={pathname}
            request={request}
            onRequestHandled={() => setRequest(null)}
            onMinimize={minimize}
            onClose={close}
            onHandOff={handOff}
            onNavigate={goTo}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * A conversation under way, minimized: a "Chat" pill that stays in sight over a form. Typing in a
 * field moves it (app.css), and so does a control of the page lying under it, so it never takes a
 * tap meant for the page (a review "Edit" button on a phone, decision 0069); focused, it comes back.
 */
function MinimizedPill({
  position,
  pillRef,
  onOpen,
  onClose,
}: {
  position: string;
  pillRef: Ref<HTMLButtonElement>;
  onOpen: () => void;
  onClose: () => void;
}) {
  const t = useTranslate();
  const dockRef = useRef<HTMLDivElement>(null);
  const isTucked = useStepsAside(dockRef, CONTROLS);
  return (
    <div
      ref={dockRef}
      data-keeps-clear
      data-pill
      data-tucked={isTucked ? "" : undefined}
      className={`fixed right-4 z-50 flex items-center gap-1 rounded-full bg-navy-900 p-1 text-white shadow-lg transition-[bottom,transform,opacity] duration-200 motion-reduce:transition-none sm:right-6 ${position}`}
    >
      <button
        ref={pillRef}
        type="button"
        onClick={onOpen}
        aria-label={t("widget.launcher.restoreLabel")}
        className="inline-flex min-h-11 items-center gap-2 rounded-full py-1.5 pl-4 pr-3 font-semibold hover:bg-navy-800"
      >
        <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-green-400" />
        {t("widget.launcher.restore")}
      </button>
      <button
        type="button"
        onClick={onClose}
        aria-label={t("widget.close")}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-navy-800"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
