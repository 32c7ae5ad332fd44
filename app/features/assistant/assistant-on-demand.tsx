import { useEffect, useState } from "react";
import { onDemand, withMessages } from "../../lib/on-demand";
import { AssistantLauncher, launcherPosition, useRaisedPosition } from "./assistant-launcher";
import { OPEN_ASSISTANT_EVENT, type AssistantRequest } from "./open-assistant";
import { readInteracted, readWidgetState } from "./storage";

/** The widget, and the panel it opens, fetched when the visitor reaches for the concierge. */
const widget = onDemand(() => import("./assistant-widget"));
const loadPanel = () => import("./assistant-panel").then(withMessages);

type WidgetModule = Awaited<ReturnType<typeof widget.load>>;

/** What the page needs of the concierge: to show it as it was left, or to open it (in a mode). */
type Wanted = { open: false } | { open: true; request: AssistantRequest | null };

/**
 * The concierge on pages that hydrate (decision 0033), as the page script and the assistant island do
 * on the others (decision 0032): its closed button is drawn here, and the widget's code loads when the
 * visitor points at or presses the button, when another part of the page asks for it (the wizard's chat
 * switch), or at once when the browser remembers an open or minimized panel. A press or a request made
 * before the code has come opens the panel when it has; if the code cannot be fetched, the button stays
 * and a press tries again.
 */
export function AssistantOnDemand({ pathname, navigate }: { pathname: string; navigate: (path: string) => void }) {
  const [wanted, setWanted] = useState<Wanted | null>(null);
  const [loaded, setLoaded] = useState<WidgetModule | null>(null);
  const [isBouncing, setBouncing] = useState(false);
  const isRaised = useRaisedPosition(pathname);

  useEffect(() => {
    setBouncing(!readInteracted());
    if (readWidgetState()) setWanted((current) => current ?? { open: false });
  }, []);

  // Until the widget is drawn: from then on it listens itself.
  useEffect(() => {
    if (loaded) return;
    const onRequest = (event: Event) =>
      setWanted({ open: true, request: { ...(event as CustomEvent<AssistantRequest>).detail } });
    window.addEventListener(OPEN_ASSISTANT_EVENT, onRequest);
    return () => window.removeEventListener(OPEN_ASSISTANT_EVENT, onRequest);
  }, [loaded]);

  useEffect(() => {
    if (!wanted) return;
    let isCurrent = true;
    if (wanted.open) void loadPanel().catch(() => undefined);
    widget.load().then(
      (module) => isCurrent && setLoaded(module),
      () => isCurrent && setWanted(null),
    );
    return () => {
      isCurrent = false;
    };
  }, [wanted]);

  if (wanted && loaded) {
    const Widget = loaded.AssistantWidget;
    return (
      <Widget
        pathname={pathname}
        navigate={navigate}
        startOpen={wanted.open}
        startRequest={wanted.open ? wanted.request : null}
      />
    );
  }
  return (
    <AssistantLauncher
      position={launcherPosition(isRaised)}
      isBouncing={isBouncing}
      onOpen={() => setWanted({ open: true, request: null })}
      onPreload={() => {
        widget.load().catch(() => undefined);
        loadPanel().catch(() => undefined);
      }}
    />
  );
}
