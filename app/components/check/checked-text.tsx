import type { TextPiece } from "#app/lib/check-results.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * A copy of the checked text with each finding marked in place: a <mark> with a solid underline for a
 * clear sign and a dashed one for a possible sign, and before each finding's words its number, the
 * number it has in the list below. The underline and the number tell the marks apart without colour.
 */
export function CheckedText({ pieces, className }: { pieces: TextPiece[]; className?: string }) {
  return (
    <p className={cn("break-words whitespace-pre-wrap", className)}>
      {pieces.map((piece) =>
        piece.numbers.length === 0 ? (
          <span key={piece.start}>{piece.text}</span>
        ) : (
          <mark
            key={piece.start}
            data-findings={piece.numbers.join(" ")}
            className={cn(
              "underline underline-offset-4",
              piece.strength === "possible" && "decoration-dashed",
            )}
          >
            {piece.starts.map((number) => (
              <span
                key={number}
                data-marker={number}
                className="mr-2 inline-flex size-5 items-center justify-center rounded-full bg-foreground text-xs leading-none font-bold text-background no-underline"
              >
                {number}
              </span>
            ))}
            {piece.text}
          </mark>
        ),
      )}
    </p>
  );
}
