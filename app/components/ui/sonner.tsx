import { Toaster as Sonner, type ToasterProps } from "sonner";

/**
 * The one notification system (ADR 003): at most 3 visible, 4000 ms,
 * 14 px gap, 356 px wide, Alt+T focuses the region. Default and destructive
 * (`toast.error`) styles come from the design tokens.
 */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      visibleToasts={3}
      duration={4000}
      gap={14}
      hotkey={["altKey", "KeyT"]}
      position="bottom-right"
      toastOptions={{
        unstyled: false,
        classNames: {
          toast: "!bg-card !text-card-foreground !border-border !text-base !font-sans",
          error: "!bg-destructive !text-destructive-foreground !border-destructive",
          description: "!text-inherit",
          actionButton: "!bg-primary !text-primary-foreground",
        },
      }}
      {...props}
    />
  );
}
