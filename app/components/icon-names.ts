/** Interface icons (navigation, buttons, metadata), drawn into the same sprite as content icons. */
export const uiIconNames = [
  "arrow-down",
  "arrow-left",
  "arrow-right",
  "calendar-days",
  "check",
  "chevron-down",
  "circle-check",
  "clock",
  "copy",
  "download",
  "external-link",
  "heart-handshake",
  "info",
  "link",
  "menu",
  "quote",
  "share-2",
  "monitor",
  "moon",
  "sun",
  "triangle-alert",
  "user-round",
  "x",
] as const;

export type UiIconName = (typeof uiIconNames)[number];
