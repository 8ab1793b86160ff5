import { useEffect, useRef, useSyncExternalStore } from "react";
import { Link } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/icon.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { TeachPage } from "#app/content/pages/teach.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { useSearchParam } from "#app/hooks/use-search-param.ts";
import { fillTemplate } from "#app/lib/template.ts";
import { cn } from "#app/lib/utils.ts";

/** One screen of a lesson on a projector: a drawing with its heading, or a question, or the activity's steps. */
export type Slide = {
  eyebrow: string;
  heading: string;
  text?: string;
  steps?: string[];
  /** A drawing as SVG markup (ADR 008), with its heading beside it. */
  svg?: string;
};

/** Keys that move between screens: arrows left and right, and the Page keys a presentation remote sends. */
const moves: Record<string, (current: number, total: number) => number> = {
  ArrowRight: (current) => current + 1,
  PageDown: (current) => current + 1,
  ArrowLeft: (current) => current - 1,
  PageUp: (current) => current - 1,
  Home: () => 1,
  End: (_current, total) => total,
};

function subscribeToFullScreen(onChange: () => void) {
  document.addEventListener("fullscreenchange", onChange);
  return () => document.removeEventListener("fullscreenchange", onChange);
}

/**
 * A lesson as screens to project. The screen shown is the address's ?slide= (so a reload or a shared link
 * keeps it); without JavaScript every screen is on the page, one after another, to scroll through.
 */
export function LessonSlides({
  title,
  slides,
  lessonPath,
  text,
}: {
  title: string;
  slides: Slide[];
  lessonPath: string;
  text: TeachPage["present"];
}) {
  const hydrated = useHydrated();
  const [slideParam, setSlideParam] = useSearchParam("slide");
  const total = slides.length;
  const current = Math.min(Math.max(Number.parseInt(slideParam ?? "1", 10) || 1, 1), total);
  const go = (slide: number) => {
    const next = Math.min(Math.max(slide, 1), total);
    setSlideParam(next === 1 ? "" : String(next));
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const move = moves[event.key];
      if (!move || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof HTMLElement && event.target.closest("input, select, textarea")) return;
      event.preventDefault();
      go(move(current, total));
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  });

  const deck = useRef<HTMLDivElement>(null);
  const fullScreen = useSyncExternalStore(
    subscribeToFullScreen,
    () => document.fullscreenElement !== null,
    () => false,
  );
  const canFullScreen = hydrated && document.fullscreenEnabled;
  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void deck.current?.requestFullscreen();
  };

  const counter = fillTemplate(text.counter, { number: current, total });
  return (
    <>
      <div ref={deck} className="flex min-h-dvh flex-col bg-background">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-4 py-3 sm:px-6">
          <div className="min-w-0">
            <Link to={lessonPath} className="inline-flex min-h-11 items-center gap-1.5 font-semibold">
              <Icon name="arrow-left" className="size-4" />
              {text.back}
            </Link>
            <h1 className="text-lg font-semibold">{fillTemplate(text.title, { title })}</h1>
          </div>
          {/*
           * The controls and the first screen alone are pre-rendered wherever scripting is on (app.css), so
           * hydration moves nothing; without scripting there are no controls and every screen follows.
           */}
          <div className="flex flex-wrap items-center gap-3 noscript:hidden">
            <Button variant="outline" onClick={() => go(current - 1)} disabled={!hydrated || current === 1}>
              <Icon name="arrow-left" className="size-4" />
              {text.previous}
            </Button>
            <p aria-live="polite" className="font-semibold tabular-nums">
              {counter}
            </p>
            <Button onClick={() => go(current + 1)} disabled={!hydrated || current === total}>
              {text.next}
              <Icon name="arrow-right" className="size-4" />
            </Button>
            {/* Last, so that a browser without full screen (iPhone Safari) only loses the end of the row. */}
            {!hydrated || canFullScreen ? (
              <Button
                variant="ghost"
                aria-pressed={fullScreen}
                onClick={toggleFullScreen}
                disabled={!hydrated}
              >
                <Icon name="monitor" className="size-4" />
                {text.fullScreen}
              </Button>
            ) : null}
          </div>
        </div>
        <ol className="flex flex-1 list-none flex-col p-0">
          {slides.map((slide, index) => (
            <li
              key={`${slide.eyebrow} ${slide.heading}`}
              id={`slide-${index + 1}`}
              hidden={hydrated && index + 1 !== current}
              className={cn(
                "flex flex-1 items-center justify-center border-b border-border px-4 py-6 sm:px-6",
                !hydrated && index > 0 && "scripting:hidden",
              )}
            >
              <div
                className={
                  slide.svg
                    ? "grid w-full max-w-6xl items-center gap-10 lg:grid-cols-2"
                    : "flex max-w-4xl flex-col gap-6"
                }
              >
                {slide.svg ? (
                  <div
                    className="mx-auto w-full max-w-[17.5rem]"
                    dangerouslySetInnerHTML={{ __html: slide.svg }}
                  />
                ) : null}
                <div className="flex flex-col gap-6">
                  <p className="text-xl font-semibold tracking-wide text-primary uppercase">
                    {slide.eyebrow}
                  </p>
                  <h2 className="text-4xl leading-tight font-semibold text-balance sm:text-5xl">
                    {slide.heading}
                  </h2>
                  {slide.text ? <p className="text-2xl sm:text-3xl">{slide.text}</p> : null}
                  {slide.steps ? (
                    <ol className="list-decimal space-y-3 pl-6 text-2xl sm:text-3xl">
                      {slide.steps.map((step) => (
                        <li key={step}>{step}</li>
                      ))}
                    </ol>
                  ) : null}
                </div>
              </div>
            </li>
          ))}
        </ol>
      </div>
      {/* Below the screens, so a projected screen is only the lesson. */}
      {hydrated ? <p className="px-4 py-6 text-sm text-muted-foreground sm:px-6">{text.hint}</p> : null}
    </>
  );
}
