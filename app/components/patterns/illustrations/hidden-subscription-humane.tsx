import {
  Label,
  Marker,
  MockButton,
  PhoneFrame,
  type IllustrationProps,
} from "#app/components/shared/drawing-parts.tsx";

/** One stop on the trial's timeline: a dot, the day and what happens. */
function Stop({ y, day, what, last = false }: { y: number; day: string; what: string; last?: boolean }) {
  return (
    <g>
      {last ? null : <rect x="41" y={y} width="2" height="44" className="fill-border" />}
      <circle cx="42" cy={y} r="7" className="fill-primary" />
      <Label x={60} y={y + 5} size={14} weight={600}>
        {day}
      </Label>
      <Label x={130} y={y + 5} className="fill-muted-foreground">
        {what}
      </Label>
    </g>
  );
}

/** The same sign-up done honestly: the price beside "free", a reminder before the charge, a plain button. */
export function HiddenSubscriptionHumane(props: IllustrationProps) {
  return (
    <PhoneFrame {...props}>
      <Label x={32} y={78} size={17} weight={700} className="fill-muted-foreground">
        StreamBox
      </Label>
      <Label x={32} y={118} size={20} weight={700}>
        7 days free, then
      </Label>
      <Label x={32} y={146} size={20} weight={700}>
        €12.99 a month
      </Label>
      <Stop y={186} day="Today" what="€0" />
      <Stop y={230} day="Day 5" what="Reminder email" />
      <Stop y={274} day="Day 8" what="€12.99, then monthly" last />
      <MockButton x={32} y={318} width={256} height={52} label="€0 now, €12.99/mo from day 8" />
      <Label x={32} y={404} className="fill-muted-foreground">
        Cancel any time in Settings,
      </Label>
      <Label x={32} y={422} className="fill-muted-foreground">
        in two taps, with no charge
      </Label>
      <Label x={32} y={440} className="fill-muted-foreground">
        if you cancel before day 8.
      </Label>

      <Marker n={1} x={272} y={130} tone="humane" />
      <Marker n={2} x={272} y={226} tone="humane" />
      <Marker n={3} x={288} y={318} tone="humane" />
      <Marker n={4} x={272} y={418} tone="humane" />
    </PhoneFrame>
  );
}
