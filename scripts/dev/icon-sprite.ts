/**
 * The site's icons as CSS (ADR 020, ADR 031, ADR 042): every content and interface icon, drawn from
 * lucide, in one SVG strip that each icon's CSS mask shows one cell of, as a data URL.
 * scripts/dev/build-icon-styles.ts writes it to app/styles/icons.css; the browser tests compare each icon
 * with lucide's own drawing.
 */
import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  CalendarDays,
  Check,
  ChevronDown,
  CircleCheck,
  Clock,
  Copy,
  Download,
  ExternalLink,
  HeartHandshake,
  Info,
  Menu,
  Quote,
  Share2,
  Monitor,
  Moon,
  Sun,
  TriangleAlert,
  UserRound,
  X,
  BadgeAlert,
  Bell,
  BookOpen,
  Bot,
  Brain,
  BriefcaseBusiness,
  Code,
  Compass,
  Eye,
  FileText,
  FlaskConical,
  Globe,
  GraduationCap,
  HandHeart,
  Heart,
  Layers,
  Lightbulb,
  Link,
  Lock,
  Mail,
  Megaphone,
  MessageCircle,
  MousePointerClick,
  Palette,
  Rss,
  Scale,
  Search,
  Shield,
  ShoppingCart,
  Shuffle,
  SlidersHorizontal,
  Sparkles,
  Target,
  Timer,
  Tv,
  Users,
  Video,
  type LucideIcon,
} from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { uiIconNames, type UiIconName } from "#app/components/icon-names.ts";
import { iconNames, type IconName } from "#app/content/schemas.ts";

const icons: Record<IconName | UiIconName, LucideIcon> = {
  "arrow-down": ArrowDown,
  "arrow-left": ArrowLeft,
  "arrow-right": ArrowRight,
  "calendar-days": CalendarDays,
  check: Check,
  "chevron-down": ChevronDown,
  "circle-check": CircleCheck,
  clock: Clock,
  copy: Copy,
  download: Download,
  "external-link": ExternalLink,
  "heart-handshake": HeartHandshake,
  info: Info,
  link: Link,
  menu: Menu,
  quote: Quote,
  "share-2": Share2,
  monitor: Monitor,
  moon: Moon,
  sun: Sun,
  "triangle-alert": TriangleAlert,
  "user-round": UserRound,
  x: X,
  "alert-triangle": BadgeAlert,
  bell: Bell,
  "book-open": BookOpen,
  bot: Bot,
  brain: Brain,
  briefcase: BriefcaseBusiness,
  compass: Compass,
  code: Code,
  eye: Eye,
  "file-text": FileText,
  flask: FlaskConical,
  globe: Globe,
  "graduation-cap": GraduationCap,
  "hand-heart": HandHeart,
  heart: Heart,
  layers: Layers,
  lightbulb: Lightbulb,
  lock: Lock,
  mail: Mail,
  megaphone: Megaphone,
  "message-circle": MessageCircle,
  "mouse-pointer": MousePointerClick,
  palette: Palette,
  scale: Scale,
  search: Search,
  shield: Shield,
  "shopping-cart": ShoppingCart,
  shuffle: Shuffle,
  sliders: SlidersHorizontal,
  sparkles: Sparkles,
  target: Target,
  timer: Timer,
  tv: Tv,
  users: Users,
  video: Video,
  rss: Rss,
};

/** The stroke the site draws icons with (lucide's default is 2). */
const strokeWidth = "1.75";

/** As few bytes as a data URL allows: quotes to apostrophes, only the characters CSS and URLs need escaped. */
export function dataUrl(svg: string) {
  const encoded = svg
    .replace(/"/g, "'")
    .replace(/%/g, "%25")
    .replace(/#/g, "%23")
    .replace(/</g, "%3C")
    .replace(/>/g, "%3E");
  return `url("data:image/svg+xml,${encoded}")`;
}

/** Every content and interface icon, in the order of the strip. */
export const spriteIconNames = [...iconNames, ...uiIconNames];

/** An icon as lucide draws it, on its own, at the site's stroke. */
export function iconMarkup(name: IconName | UiIconName): string {
  return renderToStaticMarkup(createElement(icons[name], { strokeWidth, stroke: "#000" }));
}

/** An icon's shapes without its <svg> element: lucide gives every icon the same one (24 × 24, stroked). */
function shapes(name: IconName | UiIconName): string {
  const markup = iconMarkup(name);
  const inner = /^<svg[^>]*>(.*)<\/svg>$/.exec(markup)?.[1];
  if (!inner) throw new Error(`Unexpected markup for the icon ${name}`);
  // Only geometry: classes and sizes belong to the page.
  return inner.replace(/><\/(path|line|circle|rect|polyline|polygon|ellipse)>/g, "/>");
}

/**
 * One image for every icon, each in a 24-unit cell of a strip: a browser makes a document of its own for
 * each SVG image a page uses, and with one image per icon that was about 1.7 ms per kind of icon in the
 * first style pass on a 2-core machine (28 ms of the home page's 17 kinds, ADR 031). Each icon sits in a
 * group moved 24 units along from the previous icon's, so the strip repeats one `translate(24)` rather
 * than spelling out 59 offsets, which kept the stylesheet within its budget.
 */
const sprite = [
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${24 * spriteIconNames.length} 24" fill="none" stroke="#000" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">`,
  ...spriteIconNames.map(
    (name, index) => `${index === 0 ? "" : '<g transform="translate(24)">'}${shapes(name)}`,
  ),
  "</g>".repeat(spriteIconNames.length - 1),
  "</svg>",
].join("");

/** Where cell i of the strip sits along it: i / (n − 1) of the way, as a percentage to five decimals. */
function cellPosition(index: number): string {
  return `${Number(((index * 100) / (spriteIconNames.length - 1)).toFixed(5))}%`;
}

/**
 * app/styles/icons.css. No custom property: a `var()` in a declaration makes the browser substitute and
 * parse that declaration again for every element it applies to, and here that meant the strip's 12 KB
 * URL in `mask` for every icon; without it the first style pass of a page of 300 icons took half the
 * time (ADR 042). The URL is written once, in `mask-image`; each icon's cell is a plain position.
 */
export function iconStylesheet(): string {
  const rules = [
    // The strip is as many boxes wide as it has icons.
    `.icon {\n  mask-image: ${dataUrl(sprite)};\n  mask-size: ${spriteIconNames.length * 100}% 100%;\n  mask-repeat: no-repeat;\n}`,
    ...spriteIconNames.map((name, index) => `.icon-${name} {\n  mask-position: ${cellPosition(index)} 0;\n}`),
  ];
  return `/* Generated by scripts/dev/build-icon-styles.ts from lucide (ISC). Do not edit. */\n${rules.join("\n")}\n`;
}
