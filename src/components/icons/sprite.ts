import 'server-only';
import { contentAddressedName } from '@/server/http/content-addressed-file';
import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  BookOpen,
  Bot,
  BrainCircuit,
  Building2,
  CalendarCheck,
  Car,
  ChartColumn,
  ChartLine,
  Check,
  ChevronDown,
  CircleCheck,
  ClipboardCheck,
  Clock,
  Cloud,
  Compass,
  Cpu,
  Database,
  Download,
  FileDown,
  FileText,
  Filter,
  Gauge,
  Globe,
  GraduationCap,
  Heart,
  Hotel,
  House,
  Inbox,
  Languages,
  Layers,
  LayoutGrid,
  LayoutTemplate,
  Lightbulb,
  LockKeyhole,
  Magnet,
  Mail,
  MapPin,
  Megaphone,
  MessageCircle,
  MessageSquare,
  MessagesSquare,
  MousePointerClick,
  Orbit,
  PenLine,
  Phone,
  PhoneCall,
  Plug,
  Quote,
  Rocket,
  Route,
  Rss,
  Search,
  SearchX,
  ShieldCheck,
  ShoppingBag,
  Smartphone,
  Sparkles,
  Star,
  Target,
  Telescope,
  TrendingUp,
  UserRound,
  Users,
  Workflow,
  X,
  Zap,
  type LucideIcon,
  type LucideIconData,
  type LucideIconNode,
} from 'lucide-react';
import { socialDrawings } from './social-drawings';
import { wordmarkDrawings } from './wordmark-drawings';

// One cacheable sprite: markup and render data carry a one-line reference, not each drawing twice.
const spriteIcons = {
  'arrow-down': ArrowDown,
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  'book-open': BookOpen,
  bot: Bot,
  'brain-circuit': BrainCircuit,
  'building-2': Building2,
  'calendar-check': CalendarCheck,
  car: Car,
  'chart-column': ChartColumn,
  'chart-line': ChartLine,
  check: Check,
  'chevron-down': ChevronDown,
  'circle-check': CircleCheck,
  'clipboard-check': ClipboardCheck,
  clock: Clock,
  cloud: Cloud,
  compass: Compass,
  cpu: Cpu,
  database: Database,
  download: Download,
  'file-down': FileDown,
  'file-text': FileText,
  filter: Filter,
  gauge: Gauge,
  globe: Globe,
  'graduation-cap': GraduationCap,
  heart: Heart,
  hotel: Hotel,
  house: House,
  inbox: Inbox,
  languages: Languages,
  layers: Layers,
  'layout-grid': LayoutGrid,
  'layout-template': LayoutTemplate,
  lightbulb: Lightbulb,
  'lock-keyhole': LockKeyhole,
  magnet: Magnet,
  mail: Mail,
  'map-pin': MapPin,
  megaphone: Megaphone,
  'message-circle': MessageCircle,
  'message-square': MessageSquare,
  'messages-square': MessagesSquare,
  'mouse-pointer-click': MousePointerClick,
  orbit: Orbit,
  'pen-line': PenLine,
  phone: Phone,
  'phone-call': PhoneCall,
  plug: Plug,
  quote: Quote,
  rocket: Rocket,
  route: Route,
  rss: Rss,
  search: Search,
  'search-x': SearchX,
  'shield-check': ShieldCheck,
  'shopping-bag': ShoppingBag,
  smartphone: Smartphone,
  sparkles: Sparkles,
  star: Star,
  target: Target,
  telescope: Telescope,
  'trending-up': TrendingUp,
  'user-round': UserRound,
  users: Users,
  workflow: Workflow,
  x: X,
  zap: Zap,
} satisfies Record<string, LucideIcon>;

export type IconName =
  keyof typeof spriteIcons | keyof typeof socialDrawings | keyof typeof wordmarkDrawings;

type IconRenderer = { render(props: object, ref: null): { props: { icon: LucideIconData } } };

/** lucide-react exposes an icon's drawing only to the element its component renders. */
function drawingOf(icon: LucideIcon): LucideIconNode[] {
  return (icon as unknown as IconRenderer).render({}, null).props.icon.node;
}

function escapeAttribute(value: unknown): string {
  return String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

function attributeName(reactName: string): string {
  return reactName.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function svgElement([tag, attributes, children = []]: LucideIconNode): string {
  const attributeText = Object.entries(attributes)
    .filter(([name]) => name !== 'key')
    .map(([name, value]) => ` ${attributeName(name)}="${escapeAttribute(value)}"`)
    .join('');
  return children.length === 0
    ? `<${tag}${attributeText}/>`
    : `<${tag}${attributeText}>${children.map(svgElement).join('')}</${tag}>`;
}

function symbol(name: string, drawing: LucideIconNode[]): string {
  return `<symbol id="${name}" viewBox="0 0 24 24">${drawing.map(svgElement).join('')}</symbol>`;
}

const drawings: [string, LucideIconNode[]][] = [
  ...Object.entries(spriteIcons).map(([name, icon]): [string, LucideIconNode[]] => [
    name,
    drawingOf(icon),
  ]),
  ...Object.entries(socialDrawings),
  ...Object.entries(wordmarkDrawings),
];

export const iconSprite = `<svg xmlns="http://www.w3.org/2000/svg">${drawings
  .map(([name, drawing]) => symbol(name, drawing))
  .join('')}</svg>`;

export const ICON_SPRITE_FILE = contentAddressedName(iconSprite, 'svg');
export const ICON_SPRITE_PATH = `/icons/${ICON_SPRITE_FILE}`;
