import { useSyncExternalStore } from "react";
import { Icon, type SpriteIconName } from "~/components/icon";
import { useHydrated } from "~/hooks/use-hydrated";
import {
  currentThemeChoice,
  nextThemeChoice,
  setThemeChoice,
  subscribeToThemeChoice,
  type ThemeChoice,
} from "~/lib/theme";
import { cn } from "~/lib/utils";

const choices: Record<ThemeChoice, { name: string; icon: SpriteIconName }> = {
  system: { name: "System", icon: "monitor" },
  light: { name: "Light", icon: "sun" },
  dark: { name: "Dark", icon: "moon" },
};

/**
 * The header's colour theme button: System, Light, Dark, in turn. The icon shows the theme in force
 * and the name says it, then what a press does. Only a script can store the choice, so until the page
 * has hydrated (and without JavaScript) the button keeps its place but is hidden; the system's theme
 * applies by CSS alone.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const hydrated = useHydrated();
  const choice = useSyncExternalStore(subscribeToThemeChoice, currentThemeChoice, () => "system" as const);
  const next = nextThemeChoice(choice);
  const label = `Colour theme: ${choices[choice].name}. Switch to ${choices[next].name.toLowerCase()}`;
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => setThemeChoice(next)}
      className={cn(
        "inline-flex size-11 shrink-0 items-center justify-center rounded-md text-foreground transition-colors hover:bg-muted motion-reduce:transition-none",
        !hydrated && "invisible",
        className,
      )}
    >
      <Icon name={choices[choice].icon} className="size-5" />
    </button>
  );
}
