import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';

/**
 * Horizontal tabs, following the WAI-ARIA tabs pattern as @radix-ui/react-tabs does (same roles,
 * attributes and keys), in a fraction of its code: the sign-in page is its only user, and it is a
 * first page. A tab is chosen as it gets focus (by the arrow keys, Home or End, which go round),
 * on a left press, or by Enter or Space. Tab from outside reaches the chosen tab; a panel shows only
 * while its tab is chosen.
 */
interface TabsState {
  baseId: string;
  value: string;
  choose: (value: string) => void;
  /** The tab Tab returns to (the last one focused), once one has been. */
  tabStop: string | null;
  setTabStop: (value: string) => void;
  /** True while Shift+Tab leaves the list, so the list itself does not take the focus back. */
  leaving: boolean;
  setLeaving: (leaving: boolean) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside <Tabs.Root>');
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

interface RootProps extends Omit<HTMLAttributes<HTMLDivElement>, 'dir'> {
  value: string;
  onValueChange: (value: string) => void;
}

export function Root({ value, onValueChange, children, ...props }: RootProps) {
  const baseId = useId();
  const [tabStop, setTabStop] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const choose = (next: string) => {
    if (next !== value) onValueChange(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value, choose, tabStop, setTabStop, leaving, setLeaving }}>
      <div dir="ltr" data-orientation="horizontal" {...props}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

const tabsIn = (list: Element | null) =>
  Array.from(list?.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])') ?? []);

/** Focuses the first of `candidates` that takes the focus, unless the focus is already on one before it. */
function focusFirst(candidates: HTMLElement[]) {
  const before = document.activeElement;
  for (const candidate of candidates) {
    if (candidate === before) return;
    candidate.focus();
    if (document.activeElement !== before) return;
  }
}

export function List({ children, style, ...props }: HTMLAttributes<HTMLDivElement>) {
  const { baseId, value, tabStop, leaving, setLeaving } = useTabs();
  // Focusable once the tabs are running (as the page is taken over), as Radix's list is.
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  const pressed = useRef(false);
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      tabIndex={leaving || !running ? -1 : 0}
      data-orientation="horizontal"
      {...props}
      style={{ outline: 'none', ...style }}
      onMouseDown={() => {
        pressed.current = true;
      }}
      onFocus={(event) => {
        // Reached by the keyboard: the focus goes on to the chosen tab (else the last focused, else the first).
        if (event.target === event.currentTarget && !pressed.current && !leaving) {
          const tabs = tabsIn(event.currentTarget);
          const pick = (v: string | null) =>
            tabs.find((tab) => v !== null && tab.id === triggerId(baseId, v));
          focusFirst([pick(value), pick(tabStop), ...tabs].filter((tab) => tab !== undefined));
        }
        pressed.current = false;
      }}
      onBlur={() => setLeaving(false)}
    >
      {children}
    </div>
  );
}

const FOCUS_INTENT: Record<string, 'prev' | 'next' | 'first' | 'last'> = {
  ArrowLeft: 'prev',
  ArrowRight: 'next',
  PageUp: 'first',
  Home: 'first',
  PageDown: 'last',
  End: 'last',
};

interface TriggerProps extends Omit<HTMLAttributes<HTMLButtonElement>, 'children'> {
  value: string;
  children: ReactNode;
}

export function Trigger({ value, children, ...props }: TriggerProps) {
  const tabs = useTabs();
  const selected = value === tabs.value;
  const onMouseDown = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.button === 0 && !event.ctrlKey) {
      event.currentTarget.focus();
      tabs.choose(value);
      tabs.setTabStop(value);
    } else {
      event.preventDefault();
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Tab' && event.shiftKey) {
      tabs.setLeaving(true);
      return;
    }
    if (event.target !== event.currentTarget) return;
    if (event.key === ' ' || event.key === 'Enter') tabs.choose(value);
    const intent = FOCUS_INTENT[event.key];
    if (!intent || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
    event.preventDefault();
    let candidates = tabsIn(event.currentTarget.closest('[role="tablist"]'));
    if (intent === 'last' || intent === 'prev') candidates.reverse();
    if (intent === 'prev' || intent === 'next') {
      const at = candidates.indexOf(event.currentTarget);
      candidates = candidates.map((_, i) => candidates[(at + 1 + i) % candidates.length]!);
    }
    setTimeout(() => focusFirst(candidates));
  };
  return (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      id={triggerId(tabs.baseId, value)}
      tabIndex={tabs.tabStop === value ? 0 : -1}
      data-orientation="horizontal"
      {...props}
      onMouseDown={onMouseDown}
      onKeyDown={onKeyDown}
      onFocus={() => {
        tabs.choose(value);
        tabs.setTabStop(value);
      }}
    >
      {children}
    </button>
  );
}

interface ContentProps extends HTMLAttributes<HTMLDivElement> {
  value: string;
}

export function Content({ value, children, ...props }: ContentProps) {
  const tabs = useTabs();
  const selected = value === tabs.value;
  return (
    <div
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      role="tabpanel"
      aria-labelledby={triggerId(tabs.baseId, value)}
      hidden={!selected}
      id={contentId(tabs.baseId, value)}
      tabIndex={0}
      {...props}
    >
      {selected && children}
    </div>
  );
}
