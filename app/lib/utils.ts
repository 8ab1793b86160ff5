import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Join class names, letting later Tailwind utilities override earlier ones (the caller's className goes last). */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
