import { useId } from "react";
import { Icon } from "#app/components/icon.tsx";
import type { CheckPage } from "#app/content/pages/check.ts";
import type { CheckMode } from "#app/lib/checker/index.ts";

const modes = ["page", "chat"] as const satisfies readonly CheckMode[];

/**
 * Where the words come from, as two native radio buttons, each row a full-size target: the checker reads
 * a page's wording and a chat's differently.
 */
export function CheckModeChoice({
  mode,
  enabled,
  onChange,
  text,
}: {
  mode: CheckMode;
  enabled: boolean;
  onChange: (mode: CheckMode) => void;
  text: Pick<CheckPage, "modeLegend" | "modes">;
}) {
  const name = useId();
  return (
    <fieldset disabled={!enabled} className="min-w-0">
      <legend className="mb-2 font-semibold">{text.modeLegend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {modes.map((value) => (
          <label
            key={value}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-md border border-input bg-background px-4 py-2.5 transition-colors has-[:checked]:border-primary has-[:checked]:bg-accent has-[:disabled]:cursor-default hover:has-[:enabled]:border-primary motion-reduce:transition-none"
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={mode === value}
              onChange={() => onChange(value)}
              className="size-5 shrink-0 accent-primary"
            />
            <Icon name={value === "chat" ? "message-circle" : "mouse-pointer"} className="size-5 shrink-0" />
            <span className="font-semibold">{text.modes[value].label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
