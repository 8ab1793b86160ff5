import { useSyncExternalStore } from "react";
import { Icon, type SpriteIconName } from "#app/components/icon.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { usePopover } from "#app/hooks/use-popover.ts";
import {
  currentThemeChoice,
  setThemeChoice,
  subscribeToThemeChoice,
  themeChoices,
  type ThemeChoice,
} from "#app/lib/theme.ts";
import { cn } from "#app/lib/utils.ts";

const choices: Record<ThemeChoice, { name: string; icon: SpriteIconName }> = {
  system: { name: "System", icon: "monitor" },
  light: { name: "Light", icon: "sun" },
  dark: { name: "Dark", icon: "moon" },
};

const panelId = "theme-choices";

/**
 * The header's colour theme control: a button named "Color theme" that opens the three choices,
 * System, Light and Dark, as radio buttons, so each is one press away and the one in force is checked
 * (a control that cycled through them seemed to do nothing on a light device, where Light looks like
 * System). The panel is a native popover, like the navigation's dropdowns (ADR 009). Only a script can
 * store the choice, so until the page has hydrated (and without JavaScript) the button keeps its place
 * but is hidden; the system's theme applies by CSS alone.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const hydrated = useHydrated();
  const choice = useSyncExternalStore(subscribeToThemeChoice, currentThemeChoice, () => "system" as const);
  const { ref, open } = usePopover<HTMLDivElement>();
  return (
    <div className={cn("relative", !hydrated && "invisible", className)}>
      <button
        type="button"
        popoverTarget={panelId}
        aria-expanded={open}
        aria-label={`Color theme: ${choices[choice].name}`}
        title="Color theme"
        className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-foreground transition-colors hover:bg-muted motion-reduce:transition-none"
      >
        <Icon name={choices[choice].icon} className="size-5" />
      </button>
      <div
        ref={ref}
        id={panelId}
        popover="auto"
        className="theme-choices rounded-lg border border-border bg-card p-2 text-foreground shadow-lg shadow-foreground/5"
      >
        <fieldset>
          <legend className="px-3 pt-1 pb-2 text-sm font-semibold text-muted-foreground">Color theme</legend>
          {themeChoices.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 py-2 font-medium hover:bg-muted has-checked:bg-accent has-checked:text-accent-foreground"
            >
              <input
                type="radio"
                name="colour-theme"
                value={value}
                checked={choice === value}
                onChange={() => setThemeChoice(value)}
                className="size-4 shrink-0 accent-primary"
              />
              <Icon name={choices[value].icon} className="size-5" />
              {choices[value].name}
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
