import { Icon } from "#app/components/icon.tsx";
import { CardDescription, CardTitle } from "#app/components/ui/card.tsx";
import type { PartnershipProject } from "#app/content/schemas.ts";

/** One partnership program: who it is for, what it is, and what it produces; ruled, like the page's other lists. */
export function PartnershipProjectCard({
  project,
  labels,
}: {
  project: PartnershipProject;
  labels: { partnerType: string; outcome: string };
}) {
  return (
    <div className="flex h-full flex-col gap-3 border-t-2 border-primary pt-5">
      <Icon name={project.icon} className="size-5.5 text-primary" />
      <CardTitle>{project.title}</CardTitle>
      <p className="text-[0.9375rem]">
        <span className="font-semibold">{labels.partnerType}:</span> {project.partnerType}
      </p>
      <CardDescription>{project.body}</CardDescription>
      <div className="mt-auto rounded-md border-l-3 border-primary bg-muted/70 px-4 py-3 text-[0.9375rem]">
        <p className="font-semibold">{labels.outcome}</p>
        <p className="mt-1">{project.outcome}</p>
      </div>
    </div>
  );
}
