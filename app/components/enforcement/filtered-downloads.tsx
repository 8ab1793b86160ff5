import { notify } from "#app/lib/notify.ts";
import { Icon } from "#app/components/icon.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { EnforcementPage } from "#app/content/pages/enforcement.ts";
import { exportJson, recordsToCsv, type ExportFile } from "#app/lib/enforcement-export.ts";
import { fillCount } from "#app/lib/template.ts";

/**
 * "Download these records": the filtered view as CSV or JSON, made in the browser from the full JSON file
 * (fetched on the click, so the page carries no copy of the data) with the same code that writes the full
 * files at build time. Nothing leaves the browser.
 */
export function FilteredDownloads({
  ids,
  jsonUrl,
  enabled,
  text,
}: {
  ids: readonly string[];
  jsonUrl: string;
  /** False until the page has hydrated: the buttons need the script. */
  enabled: boolean;
  text: EnforcementPage["filteredDownloads"];
}) {
  async function download(format: "csv" | "json") {
    try {
      const response = await fetch(jsonUrl);
      if (!response.ok) throw new Error(String(response.status));
      const file = (await response.json()) as ExportFile;
      const wanted = new Set(ids);
      const subset = { ...file, records: file.records.filter((record) => wanted.has(record.id)) };
      const body = format === "csv" ? recordsToCsv(subset.records) : exportJson(subset);
      const blob = new Blob([body], {
        type: format === "csv" ? "text/csv;charset=utf-8" : "application/json",
      });
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = `enforcement-filtered.${format}`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 0);
    } catch {
      notify({ tone: "destructive", title: text.failed });
    }
  }
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <span>{fillCount(text.lead, ids.length)}</span>
      <Button variant="outline" disabled={!enabled} onClick={() => void download("csv")}>
        <Icon name="download" />
        {text.csv}
      </Button>
      <Button variant="outline" disabled={!enabled} onClick={() => void download("json")}>
        <Icon name="download" />
        {text.json}
      </Button>
    </p>
  );
}
