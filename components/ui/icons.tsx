// The site's icons: lucide's drawings (plain data) as a plain <svg>, for server and client components alike.
// lucide-react's are client components since v1: each was sent again in the payload, hydrated, and its code loaded.
import { createElement, type SVGProps } from 'react';
import {
  AlertTriangle as AlertTriangleNode,
  ArrowRight as ArrowRightNode,
  Award as AwardNode,
  Bike as BikeNode,
  BookOpen as BookOpenNode,
  Briefcase as BriefcaseNode,
  Building2 as Building2Node,
  CalendarCheck as CalendarCheckNode,
  CalendarClock as CalendarClockNode,
  CalendarDays as CalendarDaysNode,
  CalendarPlus as CalendarPlusNode,
  ChartColumn as ChartColumnNode,
  ChartLine as ChartLineNode,
  ChartPie as ChartPieNode,
  Check as CheckNode,
  CheckCircle2 as CheckCircle2Node,
  ChevronDown as ChevronDownNode,
  ChevronLeft as ChevronLeftNode,
  ChevronRight as ChevronRightNode,
  CircleAlert as CircleAlertNode,
  CircleCheck as CircleCheckNode,
  Clapperboard as ClapperboardNode,
  ClipboardCheck as ClipboardCheckNode,
  ClipboardList as ClipboardListNode,
  Clock as ClockNode,
  Cloud as CloudNode,
  Code as CodeNode,
  Compass as CompassNode,
  Database as DatabaseNode,
  ExternalLink as ExternalLinkNode,
  Eye as EyeNode,
  FileText as FileTextNode,
  Folder as FolderNode,
  FolderKanban as FolderKanbanNode,
  FolderOpen as FolderOpenNode,
  Gauge as GaugeNode,
  Gem as GemNode,
  Globe as GlobeNode,
  GraduationCap as GraduationCapNode,
  Handshake as HandshakeNode,
  HeartHandshake as HeartHandshakeNode,
  House as HouseNode,
  Image as ImageNode,
  Image as ImageIconNode,
  Info as InfoNode,
  Laptop as LaptopNode,
  Layers as LayersNode,
  LayoutGrid as LayoutGridNode,
  Lightbulb as LightbulbNode,
  Link2 as Link2Node,
  LockKeyhole as LockKeyholeNode,
  Mail as MailNode,
  MapPin as MapPinNode,
  Megaphone as MegaphoneNode,
  Menu as MenuNode,
  MessageCircle as MessageCircleNode,
  MessageCircleQuestion as MessageCircleQuestionNode,
  MessageSquare as MessageSquareNode,
  MessageSquareText as MessageSquareTextNode,
  MessagesSquare as MessagesSquareNode,
  Minus as MinusNode,
  Package as PackageNode,
  PenLine as PenLineNode,
  PenTool as PenToolNode,
  Phone as PhoneNode,
  Play as PlayNode,
  PlayCircle as PlayCircleNode,
  Plus as PlusNode,
  Presentation as PresentationNode,
  Printer as PrinterNode,
  Quote as QuoteNode,
  RefreshCw as RefreshCwNode,
  Rocket as RocketNode,
  ScanSearch as ScanSearchNode,
  Search as SearchNode,
  Send as SendNode,
  Share2 as Share2Node,
  ShieldCheck as ShieldCheckNode,
  ShoppingBag as ShoppingBagNode,
  ShoppingCart as ShoppingCartNode,
  Smartphone as SmartphoneNode,
  Sparkles as SparklesNode,
  Store as StoreNode,
  Tag as TagNode,
  Target as TargetNode,
  Trash2 as Trash2Node,
  TrendingUp as TrendingUpNode,
  Truck as TruckNode,
  UserPlus as UserPlusNode,
  UserRound as UserRoundNode,
  Users as UsersNode,
  Workflow as WorkflowNode,
  X as XNode,
  Zap as ZapNode,
  type IconNode,
} from 'lucide';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'>;
/** An icon component, as lucide-react's `LucideIcon` (the props the site uses). */
export type LucideIcon = ((props: IconProps) => React.JSX.Element) & { displayName?: string };

/** Whether the caller named the icon for assistive technologies; if not it is hidden from them, as lucide-react does. */
function isNamed(props: IconProps): boolean {
  return Object.keys(props).some((key) => key.startsWith('aria-') || key === 'role' || key === 'title');
}

function drawing(name: string, node: IconNode): LucideIcon {
  function Drawing({ className, ...props }: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: 24,
        height: 24,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`,
        ...(isNamed(props) ? {} : { 'aria-hidden': true }),
        ...props,
      },
      node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
    );
  }
  Drawing.displayName = name;
  return Drawing;
}

export const AlertTriangle = /*#__PURE__*/ drawing('alert-triangle', AlertTriangleNode);
export const ArrowRight = /*#__PURE__*/ drawing('arrow-right', ArrowRightNode);
export const Award = /*#__PURE__*/ drawing('award', AwardNode);
export const Bike = /*#__PURE__*/ drawing('bike', BikeNode);
export const BookOpen = /*#__PURE__*/ drawing('book-open', BookOpenNode);
export const Briefcase = /*#__PURE__*/ drawing('briefcase', BriefcaseNode);
export const Building2 = /*#__PURE__*/ drawing('building2', Building2Node);
export const CalendarCheck = /*#__PURE__*/ drawing('calendar-check', CalendarCheckNode);
export const CalendarClock = /*#__PURE__*/ drawing('calendar-clock', CalendarClockNode);
export const CalendarDays = /*#__PURE__*/ drawing('calendar-days', CalendarDaysNode);
export const CalendarPlus = /*#__PURE__*/ drawing('calendar-plus', CalendarPlusNode);
export const ChartColumn = /*#__PURE__*/ drawing('chart-column', ChartColumnNode);
export const ChartLine = /*#__PURE__*/ drawing('chart-line', ChartLineNode);
export const ChartPie = /*#__PURE__*/ drawing('chart-pie', ChartPieNode);
export const Check = /*#__PURE__*/ drawing('check', CheckNode);
export const CheckCircle2 = /*#__PURE__*/ drawing('check-circle2', CheckCircle2Node);
export const ChevronDown = /*#__PURE__*/ drawing('chevron-down', ChevronDownNode);
export const ChevronLeft = /*#__PURE__*/ drawing('chevron-left', ChevronLeftNode);
export const ChevronRight = /*#__PURE__*/ drawing('chevron-right', ChevronRightNode);
export const CircleAlert = /*#__PURE__*/ drawing('circle-alert', CircleAlertNode);
export const CircleCheck = /*#__PURE__*/ drawing('circle-check', CircleCheckNode);
export const Clapperboard = /*#__PURE__*/ drawing('clapperboard', ClapperboardNode);
export const ClipboardCheck = /*#__PURE__*/ drawing('clipboard-check', ClipboardCheckNode);
export const ClipboardList = /*#__PURE__*/ drawing('clipboard-list', ClipboardListNode);
export const Clock = /*#__PURE__*/ drawing('clock', ClockNode);
export const Cloud = /*#__PURE__*/ drawing('cloud', CloudNode);
export const Code = /*#__PURE__*/ drawing('code', CodeNode);
export const Compass = /*#__PURE__*/ drawing('compass', CompassNode);
export const Database = /*#__PURE__*/ drawing('database', DatabaseNode);
export const ExternalLink = /*#__PURE__*/ drawing('external-link', ExternalLinkNode);
export const Eye = /*#__PURE__*/ drawing('eye', EyeNode);
export const FileText = /*#__PURE__*/ drawing('file-text', FileTextNode);
export const Folder = /*#__PURE__*/ drawing('folder', FolderNode);
export const FolderKanban = /*#__PURE__*/ drawing('folder-kanban', FolderKanbanNode);
export const FolderOpen = /*#__PURE__*/ drawing('folder-open', FolderOpenNode);
export const Gauge = /*#__PURE__*/ drawing('gauge', GaugeNode);
export const Gem = /*#__PURE__*/ drawing('gem', GemNode);
export const Globe = /*#__PURE__*/ drawing('globe', GlobeNode);
export const GraduationCap = /*#__PURE__*/ drawing('graduation-cap', GraduationCapNode);
export const Handshake = /*#__PURE__*/ drawing('handshake', HandshakeNode);
export const HeartHandshake = /*#__PURE__*/ drawing('heart-handshake', HeartHandshakeNode);
export const House = /*#__PURE__*/ drawing('house', HouseNode);
export const Image = /*#__PURE__*/ drawing('image', ImageNode);
export const ImageIcon = /*#__PURE__*/ drawing('image', ImageIconNode);
export const Info = /*#__PURE__*/ drawing('info', InfoNode);
export const Laptop = /*#__PURE__*/ drawing('laptop', LaptopNode);
export const Layers = /*#__PURE__*/ drawing('layers', LayersNode);
export const LayoutGrid = /*#__PURE__*/ drawing('layout-grid', LayoutGridNode);
export const Lightbulb = /*#__PURE__*/ drawing('lightbulb', LightbulbNode);
export const Link2 = /*#__PURE__*/ drawing('link2', Link2Node);
export const LockKeyhole = /*#__PURE__*/ drawing('lock-keyhole', LockKeyholeNode);
export const Mail = /*#__PURE__*/ drawing('mail', MailNode);
export const MapPin = /*#__PURE__*/ drawing('map-pin', MapPinNode);
export const Megaphone = /*#__PURE__*/ drawing('megaphone', MegaphoneNode);
export const Menu = /*#__PURE__*/ drawing('menu', MenuNode);
export const MessageCircle = /*#__PURE__*/ drawing('message-circle', MessageCircleNode);
export const MessageCircleQuestion = /*#__PURE__*/ drawing('message-circle-question', MessageCircleQuestionNode);
export const MessageSquare = /*#__PURE__*/ drawing('message-square', MessageSquareNode);
export const MessageSquareText = /*#__PURE__*/ drawing('message-square-text', MessageSquareTextNode);
export const MessagesSquare = /*#__PURE__*/ drawing('messages-square', MessagesSquareNode);
export const Minus = /*#__PURE__*/ drawing('minus', MinusNode);
export const Package = /*#__PURE__*/ drawing('package', PackageNode);
export const PenLine = /*#__PURE__*/ drawing('pen-line', PenLineNode);
export const PenTool = /*#__PURE__*/ drawing('pen-tool', PenToolNode);
export const Phone = /*#__PURE__*/ drawing('phone', PhoneNode);
export const Play = /*#__PURE__*/ drawing('play', PlayNode);
export const PlayCircle = /*#__PURE__*/ drawing('play-circle', PlayCircleNode);
export const Plus = /*#__PURE__*/ drawing('plus', PlusNode);
export const Presentation = /*#__PURE__*/ drawing('presentation', PresentationNode);
export const Printer = /*#__PURE__*/ drawing('printer', PrinterNode);
export const Quote = /*#__PURE__*/ drawing('quote', QuoteNode);
export const RefreshCw = /*#__PURE__*/ drawing('refresh-cw', RefreshCwNode);
export const Rocket = /*#__PURE__*/ drawing('rocket', RocketNode);
export const ScanSearch = /*#__PURE__*/ drawing('scan-search', ScanSearchNode);
export const Search = /*#__PURE__*/ drawing('search', SearchNode);
export const Send = /*#__PURE__*/ drawing('send', SendNode);
export const Share2 = /*#__PURE__*/ drawing('share2', Share2Node);
export const ShieldCheck = /*#__PURE__*/ drawing('shield-check', ShieldCheckNode);
export const ShoppingBag = /*#__PURE__*/ drawing('shopping-bag', ShoppingBagNode);
export const ShoppingCart = /*#__PURE__*/ drawing('shopping-cart', ShoppingCartNode);
export const Smartphone = /*#__PURE__*/ drawing('smartphone', SmartphoneNode);
export const Sparkles = /*#__PURE__*/ drawing('sparkles', SparklesNode);
export const Store = /*#__PURE__*/ drawing('store', StoreNode);
export const Tag = /*#__PURE__*/ drawing('tag', TagNode);
export const Target = /*#__PURE__*/ drawing('target', TargetNode);
export const Trash2 = /*#__PURE__*/ drawing('trash2', Trash2Node);
export const TrendingUp = /*#__PURE__*/ drawing('trending-up', TrendingUpNode);
export const Truck = /*#__PURE__*/ drawing('truck', TruckNode);
export const UserPlus = /*#__PURE__*/ drawing('user-plus', UserPlusNode);
export const UserRound = /*#__PURE__*/ drawing('user-round', UserRoundNode);
export const Users = /*#__PURE__*/ drawing('users', UsersNode);
export const Workflow = /*#__PURE__*/ drawing('workflow', WorkflowNode);
export const X = /*#__PURE__*/ drawing('x', XNode);
export const Zap = /*#__PURE__*/ drawing('zap', ZapNode);
