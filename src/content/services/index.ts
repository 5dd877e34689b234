import { serviceSlugs, type ServiceSlug } from '@/config/navigation';
import type { Localized } from '../localized';
import { aiAutomations } from './ai-automations';
import { aiCustomerService } from './ai-customer-service';
import { aiMarketing } from './ai-marketing';
import { aiTraining } from './ai-training';
import { appDevelopment } from './app-development';
import { customAiAgents } from './custom-ai-agents';
import { leadGeneration } from './lead-generation';
import type { ServicePageContent } from './schema';
import { websiteDesign } from './website-design';

export type { HeroVisual, ServicePageContent, ServiceSection } from './schema';

export const servicePages: Record<ServiceSlug, Localized<ServicePageContent>> = {
  'custom-ai-agents': customAiAgents,
  'lead-generation': leadGeneration,
  'ai-automations': aiAutomations,
  'ai-marketing': aiMarketing,
  'ai-training': aiTraining,
  'ai-customer-service': aiCustomerService,
  'website-design': websiteDesign,
  'app-development': appDevelopment,
};

export function isServiceSlug(value: string): value is ServiceSlug {
  return (serviceSlugs as readonly string[]).includes(value);
}
