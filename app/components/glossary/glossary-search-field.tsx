import { Icon } from "#app/components/icon.tsx";
import { useId, type Ref } from "react";
import { Input } from "#app/components/ui/input.tsx";

/** The labelled search box above the glossary. Results update as you type, so there is no form to submit. */
export function GlossarySearchField({
  label,
  placeholder,
  value,
  onChange,
  inputRef,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const inputId = useId();
  return (
    <div role="search">
      <label htmlFor={inputId} className="mb-2 block font-semibold">
        {label}
      </label>
      <div className="relative">
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          className="min-h-12 pl-11 text-lg"
        />
      </div>
    </div>
  );
}
