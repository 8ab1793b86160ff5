/**
 * The key to the reward schedule diagram: the two kinds of dot it draws, repeated in HTML (the
 * dots here are decorative, the words say what each one means).
 */
export function ScheduleLegend({ id, check, reward }: { id: string; check: string; reward: string }) {
  return (
    <ul id={id} className="flex list-none flex-col gap-2 p-0 text-muted-foreground">
      <li className="flex items-center gap-3">
        <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center">
          <span className="size-3 rounded-full border-2 border-muted-foreground bg-card" />
        </span>
        {check}
      </li>
      <li className="flex items-center gap-3">
        <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center">
          <span className="size-[1.15rem] rounded-full bg-primary" />
        </span>
        {reward}
      </li>
    </ul>
  );
}
