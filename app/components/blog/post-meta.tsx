import { Icon } from "#app/components/icon.tsx";
import { cn } from "#app/lib/utils.ts";
import { LocalDate } from "#app/components/shared/local-date.tsx";

/**
 * Author, date and read time. Each item carries its own icon instead of a
 * separator dot, so a narrow screen can wrap the line without leaving a
 * dangling "·".
 */
export function PostMeta({
  authorName,
  date,
  readTime,
  updated,
  updatedLabel = "Updated",
  className,
}: {
  authorName: string;
  date: string;
  readTime: string;
  /** The date of the last correction, if any (see /transparency). */
  updated?: string | null;
  updatedLabel?: string;
  className?: string;
}) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-5 gap-y-1.5 text-muted-foreground", className)}>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="user-round" className="size-[1em] shrink-0" />
        {authorName}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="calendar-days" className="size-[1em] shrink-0" />
        <LocalDate isoDate={date} />
      </span>
      {updated ? (
        <span className="inline-flex items-center gap-1.5">
          <Icon name="calendar-days" className="size-[1em] shrink-0" />
          {updatedLabel} <LocalDate isoDate={updated} />
        </span>
      ) : null}
      <span className="inline-flex items-center gap-1.5">
        <Icon name="clock" className="size-[1em] shrink-0" />
        {readTime}
      </span>
    </p>
  );
}
