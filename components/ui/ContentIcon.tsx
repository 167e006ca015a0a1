import {
  Award,
  Bike,
  Briefcase,
  Building2,
  ChartColumn,
  ChartLine,
  ChartPie,
  ClipboardCheck,
  ClipboardList,
  Cloud,
  Code,
  Compass,
  Database,
  FileText,
  FolderOpen,
  Gem,
  GraduationCap,
  Handshake,
  HeartHandshake,
  Image,
  Laptop,
  Layers,
  Lightbulb,
  MapPin,
  Megaphone,
  MessageCircle,
  Package,
  PenLine,
  PenTool,
  Presentation,
  Printer,
  Rocket,
  ScanSearch,
  Search,
  Share2,
  ShieldCheck,
  Smartphone,
  Store,
  Target,
  Truck,
  UserPlus,
  Users,
  Workflow,
  Zap,
  type LucideIcon,
} from '@/components/ui/icons';
import type { IconName } from '@/lib/content/icons';

const ICONS: Record<IconName, LucideIcon> = {
  Award,
  Bike,
  Briefcase,
  Building2,
  ChartColumn,
  ChartLine,
  ChartPie,
  ClipboardCheck,
  ClipboardList,
  Cloud,
  Code,
  Compass,
  Database,
  FileText,
  FolderOpen,
  Gem,
  GraduationCap,
  Handshake,
  HeartHandshake,
  Image,
  Laptop,
  Layers,
  Lightbulb,
  MapPin,
  Megaphone,
  MessageCircle,
  Package,
  PenLine,
  PenTool,
  Presentation,
  Printer,
  Rocket,
  ScanSearch,
  Search,
  Share2,
  ShieldCheck,
  Smartphone,
  Store,
  Target,
  Truck,
  UserPlus,
  Users,
  Workflow,
  Zap,
};

/** The decorative icon a piece of marketing content names (always aria-hidden). */
export function ContentIcon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden className={className} />;
}

/** The icon in a rounded gradient tile, as on cards. */
export function IconTile({ name, size = 'md' }: { name: IconName; size?: 'md' | 'lg' }) {
  return (
    <span
      className={`bg-brand-gradient inline-flex shrink-0 items-center justify-center text-white shadow-lg shadow-accent-600/20 ${
        size === 'lg' ? 'size-16 rounded-2xl' : 'size-12 rounded-xl'
      }`}
    >
      <ContentIcon name={name} className={size === 'lg' ? 'size-8' : 'size-6'} />
    </span>
  );
}
