import {
  Bot,
  Car,
  ChartLine,
  Cloud,
  GraduationCap,
  Hotel,
  House,
  LayoutTemplate,
  LockKeyhole,
  Magnet,
  Megaphone,
  PhoneCall,
  ShieldCheck,
  ShoppingBag,
  Smartphone,
  Workflow,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { BenefitIcon } from '@/content/home/comparison';
import type { ServiceIcon } from '@/content/home/services';
import type { UseCaseIcon } from '@/content/home/use-cases';

type IconName = ServiceIcon | UseCaseIcon | BenefitIcon;

/** The lucide icons the home content names, by name. */
export const homeIcons: Record<IconName, LucideIcon> = {
  bot: Bot,
  magnet: Magnet,
  workflow: Workflow,
  megaphone: Megaphone,
  'graduation-cap': GraduationCap,
  'phone-call': PhoneCall,
  'layout-template': LayoutTemplate,
  smartphone: Smartphone,
  car: Car,
  hotel: Hotel,
  'shield-check': ShieldCheck,
  house: House,
  cloud: Cloud,
  'shopping-bag': ShoppingBag,
  zap: Zap,
  'lock-keyhole': LockKeyhole,
  'chart-line': ChartLine,
};
